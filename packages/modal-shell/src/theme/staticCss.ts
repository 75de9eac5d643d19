import { baseCss } from './baseStyles.js'
import { STATIC_MARKER } from './injectStyles.js'
import { css } from './styles.js'

/**
 * `@gangway/modal-shell/styles.css` (written at build time, rollup.config.mjs): the marker rule
 * the runtime looks for, the base sheet (theme tokens, buttons) and the modal's sheet. The lazy
 * views' own sheets are not in it: they are adopted at runtime.
 */
export const staticCss = `/* @gangway/modal-shell: the base and modal stylesheets */
${STATIC_MARKER}{--gw-stylesheet:1}
${baseCss}
${css}
`
