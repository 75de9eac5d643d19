import { ROOT as R } from '../../theme/useViewStyles.js'

/**
 * The token pieces' rules (TokenList's rows and skeleton, TokenButton's chip), shared by the
 * Tokens tab, Send and Swap. Injected when one of them first renders (see `useViewStyles`), not
 * with the modal's sheet.
 */
export const css = `${R} .gw-token-row .gw-item-main{display:flex;flex-direction:column;gap:2px}
${R} .gw-token-row .gw-item-main>span{overflow:hidden;text-overflow:ellipsis}
${R} .gw-token-row .gw-item-main>.gw-muted{font-size:13px}
${R} .gw-token-row:disabled{opacity:.55;cursor:not-allowed}
${R} .gw-token-row .gw-img,${R} .gw-token-button .gw-img{border-radius:50%}
${R} .gw-token-value{flex:none;max-width:55%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:600;font-variant-numeric:tabular-nums}
${R} button.gw-token-row .gw-token-value{color:var(--gw-fg-2);font-size:14px;font-weight:500}
${R} .gw-skel-icon{width:36px;height:36px;border-radius:50%}
${R} .gw-skel-short{width:4em}
${R} .gw-token-button{display:inline-flex;align-items:center;gap:6px;flex:none;max-width:50%;padding-block:6px;padding-inline:6px 10px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);color:var(--gw-fg);font:inherit;font-weight:600;cursor:pointer;white-space:nowrap}
${R} .gw-token-button:hover:not(:disabled){border-color:var(--gw-accent)}
${R} .gw-token-button:disabled{cursor:default;opacity:1}`
