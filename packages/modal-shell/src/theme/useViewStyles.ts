import { useInsertionEffect } from 'react'
import { injectModalStyles } from './injectModalStyles.js'
import { addStyle } from './injectStyles.js'

/**
 * The attribute selector every Gangway rule hangs on (`[data-gw-root]`, on the modal root and on
 * each button): scope a view's CSS under it, and build it from the `--gw-*` theme variables so
 * light, dark and host overrides apply.
 */
export const ROOT = '[data-gw-root]'

/**
 * Adds a lazily loaded view's own stylesheet (`<style id="gangway-styles-{name}">`) to the
 * document on its first render, once, after the modal's sheet. Every rule of `css` must be
 * scoped under {@link ROOT}, like the modal's sheet. `name` must be unique per stylesheet (a
 * feature prefixes it with its id).
 *
 * @example
 * import { ROOT as R, useViewStyles } from '@gangway/modal-shell/kit'
 * const css = `${R} .my-row{color:var(--gw-fg-2)}`
 * function MyView() {
 *   useViewStyles('my-feature', css)
 *   return <p className="my-row">…</p>
 * }
 */
export function useViewStyles(name: string, css: string): void {
  useInsertionEffect(() => {
    // After the modal's sheet, so a view's rules win over the shared ones they refine.
    injectModalStyles(document)
    addStyle(document, `gangway-styles-${name}`, css)
  }, [name, css])
}
