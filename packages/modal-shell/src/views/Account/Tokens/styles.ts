import { ROOT as R } from '../../../theme/useViewStyles.js'

/**
 * The Tokens tab's own rules (its list rows, total and skeletons).
 * Injected on the view's first render (see `useViewStyles`), not up front.
 */
export const css = `${R} .gw-tokens-total{display:flex;align-items:baseline;justify-content:space-between;margin:0;padding:0 4px;font-size:20px;font-weight:600;font-variant-numeric:tabular-nums}
${R} .gw-tokens-total .gw-muted{font-size:14px;font-weight:500}
${R} .gw-token{display:flex;align-items:center;gap:12px;padding:8px 12px 8px 8px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-token .gw-img{border-radius:50%}
${R} .gw-token-main{display:flex;flex:1;flex-direction:column;gap:2px;min-width:0}
${R} .gw-token-main>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${R} .gw-token-name{font-size:15px;font-weight:500}
${R} .gw-token-value{flex:none;font-size:15px;font-weight:600;font-variant-numeric:tabular-nums}
${R} .gw-skel-icon{width:36px;height:36px;border-radius:50%}
${R} .gw-skel-short{width:4em}`
