import { ROOT as R } from '@gangway/modal-shell/kit'

/** The email login's own rules, scoped under the modal root and themed by its tokens. */
export const css = `${R} .gw-auth-form{display:flex;gap:8px;width:100%}
${R} .gw-auth-form .gw-input{flex:1;min-width:0}
${R} .gw-auth-form .gw-btn{flex:none}
${R} .gw-auth-form .gw-btn:disabled{opacity:.6;cursor:progress}
${R} .gw-auth-error{margin:0;color:var(--gw-error);font-size:14px;overflow-wrap:anywhere}
${R} .gw-auth{align-items:center;text-align:center}
${R} .gw-auth-socials{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}
${R} .gw-auth .gw-title,${R} .gw-auth .gw-muted{margin:0;overflow-wrap:anywhere}
${R} .gw-otp{display:grid;grid-template-columns:repeat(6,minmax(0,44px));gap:8px;justify-content:center}
${R} .gw-otp .gw-input{padding:10px 0;text-align:center;font-size:20px;font-variant-numeric:tabular-nums}
${R} .gw-otp .gw-input:disabled{opacity:.6}
${R} .gw-auth-resend{background:none;border:0;padding:4px;color:var(--gw-accent);font:inherit;font-weight:600;cursor:pointer}
${R} .gw-auth-resend:disabled{color:var(--gw-fg-2,inherit);opacity:.6;cursor:default}
`
