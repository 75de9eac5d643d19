import { ROOT as R } from '@gangway/modal-shell/kit'

/** The Send and Receive views' own rules, scoped under the modal root and themed by its tokens. */
export const css = `${R} .gw-send-field{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-send-field label,${R} .gw-send-label{color:var(--gw-fg-2);font-size:13px}
${R} .gw-send-line{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:24px}
${R} .gw-send-field .gw-input{padding:8px 0;border:0;background:transparent;font-size:24px;font-weight:600;min-width:0}
${R} .gw-send-field:focus-within{border-color:var(--gw-accent);box-shadow:0 0 0 1px var(--gw-accent)}
${R} .gw-send-field .gw-input:focus-visible{outline:none}
${R} .gw-send-field .gw-send-receiver{font-size:15px;font-weight:400}
${R} .gw-send-chip{display:inline-flex;align-items:center;gap:6px;flex:none;padding-block:6px;padding-inline:6px 10px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);color:var(--gw-fg);font:inherit;font-weight:600;cursor:pointer}
${R} .gw-send-chip:disabled{cursor:default;opacity:1}
${R} .gw-send-chip .gw-img,${R} .gw-send-chip img{border-radius:50%}
${R} .gw-send-max{min-height:24px;padding:2px 8px;border:0;border-radius:999px;background:var(--gw-bg);color:var(--gw-accent);font:inherit;font-size:13px;font-weight:600;cursor:pointer}
${R} .gw-send-status{display:flex;align-items:center;gap:8px;min-height:20px;font-size:13px;color:var(--gw-fg-2);overflow-wrap:anywhere}
${R} .gw-send-status .gw-err{font-size:13px}
${R} .gw-send-status img{border-radius:50%}
${R} .gw-send-submit{width:100%}
${R} .gw-send-submit:disabled{background:var(--gw-bg-2);color:var(--gw-fg-2);cursor:not-allowed}
${R} .gw-send-summary{display:flex;flex-direction:column;align-items:center;gap:4px;padding:8px 0;text-align:center}
${R} .gw-send-big{margin:0;font-size:28px;font-weight:700;overflow-wrap:anywhere}
${R} .gw-send-rows{display:flex;flex-direction:column;gap:0;margin:0;padding:0;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm)}
${R} .gw-send-rows>div{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:10px 12px}
${R} .gw-send-rows>div+div{border-top:1px solid var(--gw-border)}
${R} .gw-send-rows dt{color:var(--gw-fg-2);font-size:14px}
${R} .gw-send-rows dd{display:flex;align-items:center;gap:6px;margin:0;font-weight:600;overflow-wrap:anywhere;text-align:end}
${R} .gw-send-speeds{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:6px;margin:0;padding:0;border:0;min-width:0}
${R} .gw-send-speeds legend{grid-column:1/-1;padding:0 0 6px;color:var(--gw-fg-2);font-size:14px}
${R} .gw-send-speed{position:relative;display:flex;flex-direction:column;align-items:center;gap:2px;padding:8px 6px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);color:var(--gw-fg);font:inherit;font-size:13px;cursor:pointer}
${R} .gw-send-speed[data-checked=true]{border-color:var(--gw-accent);box-shadow:0 0 0 1px var(--gw-accent)}
${R} .gw-send-speed input{position:absolute;opacity:0;pointer-events:none}
${R} .gw-send-speed:focus-within{outline:2px solid var(--gw-accent);outline-offset:2px}
${R} .gw-send-speed strong{font-size:14px}
${R} .gw-send-speed span{color:var(--gw-fg-2);font-size:12px}
${R} .gw-send-rows dd.gw-send-receiver-full{flex-direction:column;align-items:flex-end;gap:2px;min-width:0}
${R} .gw-send-address{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;font-weight:500;color:var(--gw-fg-2);word-break:break-all}
${R} .gw-send-name-warning{margin:0;padding:8px 10px;border:1px solid var(--gw-error);border-radius:var(--gw-radius-sm);color:var(--gw-fg);font-size:13px}
${R} .gw-send-warning{margin:0;padding:10px 12px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);color:var(--gw-fg-2);font-size:13px;text-align:center}
${R} .gw-send-risk{display:flex;flex-direction:column;gap:8px;padding:10px 12px;border:1px solid var(--gw-error);border-radius:var(--gw-radius-sm);color:var(--gw-fg);font-size:14px}
${R} .gw-send-risk label{display:flex;gap:8px;align-items:center}
${R} .gw-send-actions{display:grid;grid-template-columns:1fr 1fr;gap:8px}
${R} .gw-receive-qr{display:grid;place-items:center;align-self:center;width:232px;height:232px;padding:12px;border-radius:var(--gw-radius);background:#fff;box-shadow:0 0 0 1px var(--gw-border)}
${R} .gw-receive-qr .gw-qr{width:100%;height:100%}
${R} .gw-receive-networks{display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%;padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);color:var(--gw-fg);font:inherit;font-size:14px;cursor:pointer;text-align:start}
${R} .gw-receive-icons{display:flex;flex:none}
${R} .gw-receive-icons>*{margin-inline-start:-6px;border-radius:50%;box-shadow:0 0 0 2px var(--gw-bg-2)}
${R} .gw-receive-icons img{border-radius:50%}
`
