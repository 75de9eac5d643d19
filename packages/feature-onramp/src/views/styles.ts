import { ROOT as R } from '@gangway/modal-shell/kit'

/** The on-ramp views' own rules, scoped under the modal root and themed by its tokens. */
export const css = `${R} .gw-onramp-amount{display:grid;grid-template-columns:1fr auto;gap:8px}
${R} .gw-onramp-amount select,${R} .gw-onramp-token{padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);color:var(--gw-fg);font:inherit}
${R} .gw-onramp-presets{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
${R} .gw-onramp-presets .gw-btn{padding-inline:4px;white-space:nowrap}
${R} .gw-onramp-presets .gw-btn[aria-pressed=true]{outline:2px solid var(--gw-accent)}
${R} .gw-onramp-quote{margin:0;padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);font-size:14px}
${R} .gw-onramp-quote dl{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:0}
${R} .gw-onramp-quote dd{margin:0;text-align:end;font-variant-numeric:tabular-nums}
${R} .gw-onramp-limits{margin:0;font-size:13px}
${R} .gw-onramp-status{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center;padding:8px 0}
${R} .gw-onramp-status .gw-title,${R} .gw-onramp-status p{margin:0}
${R} .gw-onramp-status[data-status=failed] .gw-title{color:var(--gw-error)}
${R} .gw-onramp-token{width:100%}
${R} .gw-onramp-row{display:flex;gap:8px}
${R} .gw-onramp-row>*{flex:1}
${R} .gw-onramp-note{margin:0}
${R} .gw-onramp-address{display:flex;align-items:center;gap:8px;padding:10px 12px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-onramp-address code{flex:1;min-width:0;font:13px/1.4 ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
`
