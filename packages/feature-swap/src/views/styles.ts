import { ROOT as R } from '@gangway/modal-shell/kit'

/** The Swap views' own rules, scoped under the modal root and themed by its tokens. */
export const css = `${R} .gw-swap-field{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-swap-field:focus-within{border-color:var(--gw-accent);box-shadow:0 0 0 1px var(--gw-accent)}
${R} .gw-swap-field label,${R} .gw-swap-label{margin:0;color:var(--gw-fg-2);font-size:13px;font-weight:500}
${R} .gw-swap-line{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:24px}
${R} .gw-swap-field .gw-input{padding:6px 0;border:0;background:transparent;font-size:24px;font-weight:600;min-width:0}
${R} .gw-swap-field .gw-input:focus-visible{outline:none}
${R} .gw-swap-field .gw-input[readonly]{color:var(--gw-fg)}
${R} .gw-swap-chip{display:inline-flex;align-items:center;gap:6px;flex:none;max-width:50%;padding-block:6px;padding-inline:6px 10px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);color:var(--gw-fg);font:inherit;font-weight:600;cursor:pointer;white-space:nowrap}
${R} .gw-swap-chip:hover{border-color:var(--gw-accent)}
${R} .gw-swap-chip img,${R} .gw-swap-chip .gw-img{border-radius:50%}
${R} .gw-swap-max{min-height:24px;padding:2px 8px;border:0;border-radius:999px;background:var(--gw-bg);color:var(--gw-accent);font:inherit;font-size:13px;font-weight:600;cursor:pointer}
${R} .gw-swap-flip-row{display:flex;justify-content:center;margin:-20px 0;position:relative;z-index:1}
${R} .gw-swap-flip{display:grid;place-items:center;width:36px;height:36px;padding:0;border:4px solid var(--gw-bg);border-radius:12px;background:var(--gw-bg-2);color:var(--gw-fg);font-size:18px;cursor:pointer}
${R} .gw-swap-flip:hover:not(:disabled){color:var(--gw-accent)}
${R} .gw-swap-rows{display:flex;flex-direction:column;margin:0;padding:0;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm)}
${R} .gw-swap-rows>div{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:8px 12px;font-size:14px}
${R} .gw-swap-rows>div+div{border-top:1px solid var(--gw-border)}
${R} .gw-swap-rows dt{color:var(--gw-fg-2)}
${R} .gw-swap-rows dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
${R} .gw-swap-rows dd.gw-swap-address{font-family:ui-monospace,monospace;font-size:12px;font-weight:500}
${R} .gw-swap-rows dd[data-tone=warn]{color:var(--gw-error)}
${R} .gw-swap-link{padding:0;border:0;background:none;color:var(--gw-accent);font:inherit;font-weight:600;cursor:pointer}
${R} .gw-swap-slippage{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:0;padding:8px 10px 10px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm)}
${R} .gw-swap-slippage legend{padding:0 4px;color:var(--gw-fg-2);font-size:13px}
${R} .gw-swap-preset{padding:6px 9px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg-2);color:var(--gw-fg);font:inherit;font-size:14px;cursor:pointer}
${R} .gw-swap-preset[aria-pressed=true]{border-color:var(--gw-accent);color:var(--gw-accent)}
${R} .gw-swap-slippage .gw-input{width:64px;padding:6px 8px}
${R} .gw-swap-slippage .gw-err{flex-basis:100%;font-size:13px}
${R} .gw-swap-submit{width:100%}
${R} .gw-swap-submit:disabled{background:var(--gw-bg-2);color:var(--gw-fg-2);cursor:not-allowed}
${R} .gw-swap-chips{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
${R} .gw-swap-chips .gw-swap-chip{max-width:none;padding-block:4px;padding-inline:4px 10px;font-size:14px}
${R} .gw-swap-chips button:disabled{opacity:.45;cursor:not-allowed}
${R} .gw-swap-summary{display:flex;flex-direction:column;gap:8px;padding:12px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-swap-summary p{display:flex;align-items:center;gap:8px;margin:0;font-size:20px;font-weight:700;overflow-wrap:anywhere}
${R} .gw-swap-summary img,${R} .gw-swap-summary .gw-img{border-radius:50%}
${R} .gw-swap-actions{display:grid;grid-template-columns:1fr 1fr;gap:8px}
${R} .gw-swap-note{margin:0;padding:10px 12px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);color:var(--gw-fg-2);font-size:13px;text-align:center}
`
