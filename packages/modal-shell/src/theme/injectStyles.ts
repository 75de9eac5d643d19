import { baseCss } from './baseStyles.js'

/** The sheets adopted per document, by id: the CSS of each. */
const adopted = new WeakMap<Document, Map<string, string>>()
/** Documents found to hold `@gangway/modal-shell/styles.css`. */
const withStaticSheet = new WeakSet<Document>()
let styleNonce: string | undefined

/** The first rule of `@gangway/modal-shell/styles.css`: it matches nothing, it marks the file. */
export const STATIC_MARKER = '[data-gw-stylesheet]'

/**
 * Makes the stylesheets added from now on `<style nonce>` elements (createModal's `nonce`), for
 * a host whose policy allows inline styles with a nonce.
 */
export function setStyleNonce(nonce: string | undefined): void {
  styleNonce = nonce
}

/** The CSS added under `id` (adopted, or a `<style id>` element), if any. */
export function styleText(doc: Document, id: string): string | null | undefined {
  return adopted.get(doc)?.get(id) ?? doc.getElementById(id)?.textContent
}

/** Whether the page loaded `@gangway/modal-shell/styles.css` (same origin, or inlined). */
export function hasStaticSheet(doc: Document): boolean {
  if (withStaticSheet.has(doc)) return true
  for (const sheet of doc.styleSheets) {
    try {
      for (const rule of sheet.cssRules)
        if ((rule as CSSStyleRule).selectorText === STATIC_MARKER) {
          withStaticSheet.add(doc)
          return true
        }
    } catch {
      // Another origin's sheet: its rules cannot be read.
    }
  }
  return false
}

/**
 * Adds a stylesheet to the document once per `id`, after those added before it: a constructable
 * stylesheet (`document.adoptedStyleSheets`, which a strict `style-src 'self'` allows), else
 * (with the nonce of `setStyleNonce`, or where the browser has no constructable stylesheets) a
 * `<style id>` in the head, with that nonce or the one of `<GangwayStyles nonce>`'s elements.
 * An element with that id already in the page (`<GangwayStyles />`) counts as added.
 */
export function addStyle(doc: Document, id: string, css: string): void {
  if (styleText(doc, id) != null) return
  const Sheet = doc.defaultView?.CSSStyleSheet
  if (!styleNonce && Sheet && doc.adoptedStyleSheets) {
    const sheet = new Sheet()
    sheet.replaceSync(css)
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    adopted.set(doc, (adopted.get(doc) ?? new Map()).set(id, css))
    return
  }
  const style = doc.createElement('style')
  style.id = id
  style.nonce =
    styleNonce ??
    (doc.getElementById('gangway-base-styles') as HTMLStyleElement | null)?.nonce ??
    ''
  style.textContent = css
  doc.head.appendChild(style)
}

/**
 * Adds the buttons' sheet and the theme tokens (`gangway-base-styles`), once (client only),
 * unless the page loaded `@gangway/modal-shell/styles.css`.
 */
export function injectStyles(doc: Document): void {
  if (!hasStaticSheet(doc)) addStyle(doc, 'gangway-base-styles', baseCss)
}
