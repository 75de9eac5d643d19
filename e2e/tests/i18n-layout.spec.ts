// Issue 36, "Done when": every view in languages whose words run long (German, Finnish) and in a
// right-to-left one (Arabic), on a 1280×800 desktop and a 390×844 phone, shows no clipped text,
// and in Arabic axe finds 0 WCAG 2.2 A/AA violations in light and dark.
// - One page per locale × viewport × theme (the demo's `?locale=`), walking every view axe.spec
//   reaches (tour.ts: Connect with email and socials, All Wallets, connecting, Account and its
//   tabs, Networks, Send, Receive, Swap, on-ramp, names, history, a request, the unsupported
//   network), then a declined connection, Register name, the view error state and sign-in.
// - In each view, `clippedText`: every visible element with text inside the card has
//   scrollWidth ≤ clientWidth + 1, unless it is meant to ellipsize (text-overflow: ellipsis with
//   a `title` or an accessible name holding the full text); the card is never wider than the
//   window.
// - Arabic: axe over the same views (tour.ts's Audit, the rules axe.spec runs).
// Screenshots: e2e/artifacts/i18n-layout-<locale>-<viewport>-<theme>-<view>.png for Connect,
// Account, WalletSend and Swap.
import type { Page } from '@playwright/test'
import { expect, modal, openDemoWith, shot, test, view, WALLET_ID } from './fixtures'
import { Audit, axePath, FEATURE_VIEWS, tour } from './tour'

/**
 * The elements inside the modal card whose text does not fit them (scrollWidth > clientWidth +
 * 1): each text's own element and every clipping box around it, the innermost reported; and
 * whether the card is wider than the window. An element that ellipsizes on purpose
 * (text-overflow: ellipsis, and its full text in a `title` or an accessible name on it or an
 * ancestor) is left out, as is visually hidden text (`.gw-sr`, aria-hidden, hidden).
 */
function clippedText(page: Page) {
  return modal(page).evaluate((card) => {
    const problems: string[] = []
    const c = card.getBoundingClientRect()
    const width = document.documentElement.clientWidth
    if (c.left < -1 || c.right > width + 1)
      problems.push(
        `the card (${Math.round(c.left)}…${Math.round(c.right)} px) is wider than the window (${width} px)`,
      )
    const nameOf = (el: Element) =>
      el.getAttribute('data-testid') ??
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
    const hidden = (el: Element) =>
      Boolean(el.closest('.gw-sr, [hidden], [aria-hidden=true], [inert]')) ||
      getComputedStyle(el).visibility !== 'visible'
    // Every element holding visible text: the text's own element, and each box up to the card
    // that clips (overflow-x other than visible) around it. A wrapper that lets a child bleed
    // on purpose (All Wallets' scroller reaches 4 px past its wrapper for the focus rings) cuts
    // nothing and is not measured; the boxes that do clip are.
    const holders = new Set<HTMLElement>()
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!node.textContent?.trim() || !parent || hidden(parent)) continue
      holders.add(parent)
      for (let el: HTMLElement | null = parent; el; el = el.parentElement) {
        if (el === card || getComputedStyle(el).overflowX !== 'visible') holders.add(el)
        if (el === card) break
      }
    }
    const fullTextOf = (el: HTMLElement, text: string) => {
      for (let a: HTMLElement | null = el; a; a = a.parentElement) {
        if (a.title.trim()) return true
        if (a.getAttribute('aria-label')?.includes(text)) return true
        if (a === card) break
      }
      return false
    }
    const failing: HTMLElement[] = []
    for (const el of holders) {
      const s = getComputedStyle(el)
      // Inline boxes have no client width: their block container is measured instead.
      if (s.display === 'inline' || s.display === 'contents' || s.display === 'none') continue
      if (el.scrollWidth <= el.clientWidth + 1) continue
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
      if (s.textOverflow === 'ellipsis' && fullTextOf(el, text)) continue
      failing.push(el)
    }
    for (const el of failing) {
      // The innermost only: a box that spills makes each ancestor showing it scroll as well.
      if (failing.some((other) => other !== el && el.contains(other))) continue
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
      problems.push(
        `${nameOf(el)} "${text.slice(0, 50)}": scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth} (overflow-x ${getComputedStyle(el).overflowX})`,
      )
    }
    return problems
  })
}

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const

/** Locale, theme; dark in Arabic only (the long words are the same in either theme). */
const RUNS = [
  { locale: 'de', theme: 'light' },
  { locale: 'fi', theme: 'light' },
  { locale: 'ar', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
] as const

/** The views photographed (issue 36 §1's four). */
const SHOTS = new Set(['Connect', 'Account', 'WalletSend', 'Swap'])

type Modal = { open(args: { view: string }): void; engine: { $views: Registry } }
type Registry = { setKey(name: string, view: unknown): void }
const gangway = (page: Page) => page.evaluate(() => Boolean(window.__gangwayTestWallet))

// One page per test; the tests run side by side (the file's tests share no state).
test.describe.configure({ mode: 'parallel' })

for (const [where, use] of Object.entries(VIEWPORTS)) {
  test.describe(where, () => {
    test.use(use)
    for (const { locale, theme } of RUNS) {
      const axe = locale === 'ar'
      test(`${locale}, ${where}, ${theme}: no clipped text in any view${axe ? '; axe 0 violations' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(120_000)
        const query = { locale }
        await openDemoWith(page, query)
        if (theme === 'dark') await page.getByTestId('demo-theme-toggle').click()
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(page.locator('[data-gw-root]').first()).toHaveAttribute('lang', locale)
        if (axe) await page.addScriptTag({ path: axePath })
        const audit = new Audit(page, `${locale} ${theme}, ${where}`)
        const clipped: string[] = []
        const visited: string[] = []

        const check = async (name: string) => {
          visited.push(name)
          if (axe) await audit.check(name)
          if (!(await modal(page).isVisible())) return
          // The view's entrance (150 ms) settled, so boxes are measured where they end up
          // (axe's check waited 200 ms already).
          await page.waitForTimeout(axe ? 50 : 250)
          for (const p of await clippedText(page)) clipped.push(`${name}: ${p}`)
          if (SHOTS.has(name)) await shot(page, `i18n-layout-${locale}-${where}-${theme}-${name}`)
        }

        // An error first: the connection the wallet declines.
        await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
        await page.getByTestId('gw-connect-button').click()
        await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
        await expect(view(page, 'ConnectingExternal').getByRole('alert')).toBeVisible()
        await check('ConnectingExternal (declined)')
        // Back, not Escape: closing from here asks the wallet again (reported to the lead).
        await page.getByTestId('gw-modal-back').click()
        await expect(view(page, 'Connect')).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(modal(page)).toBeHidden()
        await expect(page.getByTestId('gw-connect-button')).toBeVisible()

        await tour(page, check, [...FEATURE_VIEWS, 'RegisterAccountName'])

        // The view error state (a view that throws), on the network the wallet is back on.
        await page.evaluate(() => window.__gangwayTestWallet.switchChain(1))
        await expect(view(page, 'UnsupportedChain')).toBeHidden()
        await page.evaluate(() => {
          const { engine, open } = (window as unknown as { __gangwayModal: Modal }).__gangwayModal
          engine.$views.setKey('Broken', () => {
            throw new TypeError('broken on purpose')
          })
          open({ view: 'Broken' })
        })
        await expect(view(page, 'Broken')).toBeVisible()
        await check('view error')
        await page.keyboard.press('Escape')
        await expect(modal(page)).toBeHidden()

        // Sign-in: the same page with sign-in required asks the connected account to sign in.
        await openDemoWith(page, { ...query, siwx: 'required' })
        expect(await gangway(page)).toBe(true)
        await expect(view(page, 'SIWXSignMessage')).toBeVisible()
        if (axe) await page.addScriptTag({ path: axePath })
        await check('SIWXSignMessage')

        expect.soft(clipped, `clipped text over ${visited.join(', ')}`).toEqual([])
        if (axe) audit.report()
      })
    }
  })
}
