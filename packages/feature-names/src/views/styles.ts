import { ROOT as R } from '@gangway/modal-shell/kit'

/** The names views' own rules, scoped under the modal root and themed by its tokens. */
export const css = `${R} .gw-names{align-items:stretch}
${R} .gw-names-hero{display:flex;flex-direction:column;align-items:center;text-align:center;gap:8px;padding:8px 0}
${R} .gw-names-hero .gw-title,${R} .gw-names-hero p{margin:0;overflow-wrap:anywhere}
${R} .gw-names-badge{display:grid;place-items:center;width:64px;height:64px;border-radius:50%;background:var(--gw-bg-2);color:var(--gw-accent);font-size:28px;font-weight:700}
${R} .gw-names-field{display:flex;align-items:center;gap:0;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-names-field:focus-within{border-color:var(--gw-accent)}
${R} .gw-names-field .gw-input{border:0;background:transparent;min-width:0;flex:1}
${R} .gw-names-field .gw-input:focus{outline:none}
${R} .gw-names-suffix{padding:0 12px;color:var(--gw-fg-2);white-space:nowrap}
${R} .gw-names-notice{margin:0;padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);font-size:14px;overflow-wrap:anywhere}
${R} .gw-names-notice strong{display:block}
${R} .gw-names-messages:empty{display:none}
${R} .gw-names-list{margin:0}
${R} .gw-names-list .gw-tag[data-tone=taken]{color:var(--gw-fg-2)}
${R} .gw-names .gw-btn:disabled{opacity:.6;cursor:not-allowed}
${R} .gw-names-name{font-weight:600;overflow-wrap:anywhere}
`
