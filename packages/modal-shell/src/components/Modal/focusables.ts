const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The dialog's focusable elements, in order (not those of hidden or inert parts). */
export const focusables = (card: HTMLElement) =>
  [...card.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'))

export const reducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * Focus back where the modal was opened from, on close. When that element is gone, disabled or
 * otherwise cannot take focus (a host button disabled while its request was pending), the
 * connect/account button, else the page's first focusable element outside the dialog: never
 * `<body>`, where a keyboard or screen reader user would start the page over. The opener is
 * `<body>` when it was disabled or removed before the dialog took focus (Chromium moves focus
 * off a disabled element at once). Nothing when focus is already outside the dialog.
 */
export function restoreFocus(opener: HTMLElement | null, card: HTMLElement): void {
  const doc = card.ownerDocument
  // Focus the page or the host moved elsewhere meanwhile stays there.
  const active = doc.activeElement
  if (active && active !== doc.body && !card.contains(active)) return
  const takes = (el: HTMLElement) => {
    if (el.isConnected && !card.contains(el)) el.focus()
    return doc.activeElement === el
  }
  if (opener && opener !== doc.body && takes(opener)) return
  // The connect / account button first (stable ids, DESIGN.md), then the other Gangway buttons
  // (querySelectorAll gives document order, so one query per rank).
  for (const selector of [
    '[data-testid="gw-account-button"]',
    '[data-testid="gw-connect-button"]',
    '.gw-cbtn',
  ])
    for (const el of doc.querySelectorAll<HTMLElement>(selector)) if (takes(el)) return
  for (const el of focusables(doc.body)) if (takes(el)) return
}
