import { ROOT as R } from '../../../theme/useViewStyles.js'

/**
 * The Tokens tab's own rule (its total; the rows are the kit's TokenList). Injected on the view's
 * first render (see `useViewStyles`), not up front.
 */
export const css = `${R} .gw-tokens-total{display:flex;align-items:baseline;justify-content:space-between;margin:0;padding:0 4px;font-size:20px;font-weight:600;font-variant-numeric:tabular-nums}
${R} .gw-tokens-total .gw-muted{font-size:14px;font-weight:500}`
