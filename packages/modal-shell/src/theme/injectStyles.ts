import { css } from './styles.js'

const ID = 'gangway-styles'

/** Adds the shell's one `<style>` to the document, once (client only). */
export function injectStyles(doc: Document): void {
  if (doc.getElementById(ID)) return
  const style = doc.createElement('style')
  style.id = ID
  style.textContent = css
  doc.head.appendChild(style)
}
