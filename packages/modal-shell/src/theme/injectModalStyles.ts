import { addStyle, injectStyles } from './injectStyles.js'
import { css } from './styles.js'

/**
 * Adds the modal's sheet (`gangway-styles`) after the base one, once. Comes with the modal's code
 * (the frame and every view call it), never up front.
 */
export function injectModalStyles(doc: Document): void {
  injectStyles(doc)
  addStyle(doc, 'gangway-styles', css)
}
