import { ROOT as R } from '@gangway/modal-shell/kit'

/** The sign-in view's own rules, scoped under the modal root and themed by its tokens. */
export const css = `${R} .gw-siwx{align-items:center;text-align:center}
${R} .gw-siwx-icons{display:flex;align-items:center;justify-content:center;padding:8px 0}
${R} .gw-siwx-icons>*{border-radius:50%;box-shadow:0 0 0 4px var(--gw-bg)}
${R} .gw-siwx-icons img{border-radius:50%}
${R} .gw-siwx-icons>*+*{margin-inline-start:-12px}
${R} .gw-siwx .gw-title{margin:0;overflow-wrap:anywhere}
${R} .gw-siwx .gw-muted{margin:0}
${R} .gw-siwx-error{margin:0;padding:10px 12px;width:100%;box-sizing:border-box;border:1px solid var(--gw-error);border-radius:var(--gw-radius-sm);color:var(--gw-fg);font-size:14px;overflow-wrap:anywhere}
${R} .gw-siwx-error strong{display:block;color:var(--gw-error)}
${R} .gw-siwx-actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;width:100%}
${R} .gw-siwx-actions .gw-btn:disabled{opacity:.6;cursor:progress}
`
