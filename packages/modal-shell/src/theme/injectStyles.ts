import { baseCss } from './baseStyles.js'

/** Adds one `<style id>` to the document's head, once. */
export function addStyle(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return
  const style = doc.createElement('style')
  style.id = id
  style.textContent = css
  doc.head.appendChild(style)
}

/** Adds the buttons' sheet and the theme tokens (`gangway-base-styles`), once (client only). */
export function injectStyles(doc: Document): void {
  addStyle(doc, 'gangway-base-styles', baseCss)
}
