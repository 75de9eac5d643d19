import { addStyle, hasStaticSheet, injectStyles } from './injectStyles.js'
import { css } from './styles.js'

/**
 * Adds the modal's sheet (`gangway-styles`) after the base one, once, unless the page loaded
 * `@gangway/modal-shell/styles.css`. Comes with the modal's code (the frame and every view call
 * it), never up front.
 */
export function injectModalStyles(doc: Document): void {
  injectStyles(doc)
  if (!hasStaticSheet(doc)) addStyle(doc, 'gangway-styles', css)
}
