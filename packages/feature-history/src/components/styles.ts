/*
 * The feature's few rules, scoped like the shell's under [data-gw-root] and built only from the
 * shell's theme tokens (--gw-*), so light, dark and host overrides apply unchanged. Motion: only
 * the shell's skeleton pulse, which stops under prefers-reduced-motion (the shell's rule).
 */
const R = '[data-gw-root]'

export const css = `${R} .gw-tx{display:flex;align-items:center;gap:12px;padding:8px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-tx-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
${R} .gw-tx-line{display:flex;align-items:baseline;justify-content:space-between;gap:8px}
${R} .gw-tx-title{font-size:15px;font-weight:600}
${R} .gw-tx-amounts{display:flex;flex-direction:column;align-items:flex-end;font-size:14px;font-weight:600;font-variant-numeric:tabular-nums;text-align:right;overflow-wrap:anywhere}
${R} .gw-tx-amount[data-sign="+"]{color:var(--gw-success)}
${R} .gw-tx-sub{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;color:var(--gw-fg-2);font-size:13px}
${R} .gw-tx-sub>*{white-space:nowrap}
${R} .gw-tx-cp{max-width:16em;overflow:hidden;text-overflow:ellipsis}
${R} .gw-tx-status[data-status=failed]{color:var(--gw-error)}
${R} .gw-tx-sub a{color:var(--gw-accent)}
${R} .gw-tx-ph{height:56px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);animation:gw-pulse 1s ease infinite alternate}
${R} .gw-tx-head{display:flex;align-items:center;justify-content:space-between}
${R} .gw-tx-foot{display:flex;flex-direction:column;align-items:center;gap:8px;padding-top:8px}`

const ID = 'gangway-history-styles'

/** Adds the feature's one `<style>` to the document, once (client only). @internal */
export function injectStyles(doc: Document): void {
  if (doc.getElementById(ID)) return
  const style = doc.createElement('style')
  style.id = ID
  style.textContent = css
  doc.head.appendChild(style)
}
