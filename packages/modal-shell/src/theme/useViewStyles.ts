import { useInsertionEffect } from 'react'
import { injectStyles } from './injectStyles.js'

/** The attribute every shell selector hangs on (see `styles.ts`). */
export const ROOT = '[data-gw-root]'

/**
 * Adds a lazily loaded view's own stylesheet (`<style id="gangway-styles-{name}">`) to the
 * document on its first render, once; the shell's main stylesheet only carries what the first
 * paint needs. Every rule of `css` must be scoped under {@link ROOT}, like the main sheet.
 */
export function useViewStyles(name: string, css: string): void {
  useInsertionEffect(() => {
    const id = `gangway-styles-${name}`
    if (document.getElementById(id)) return
    // After the main sheet, so a view's rules win over the shared ones they refine.
    injectStyles(document)
    const style = document.createElement('style')
    style.id = id
    style.textContent = css
    document.head.appendChild(style)
  }, [name, css])
}
