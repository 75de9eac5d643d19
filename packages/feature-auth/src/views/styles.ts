import { ROOT as R } from '@gangway/modal-shell/kit'

/** The email login's own rules, scoped under the modal root and themed by its tokens. */
export const css = `${R} .gw-auth-form{display:flex;gap:8px;width:100%}
${R} .gw-auth-form .gw-input{flex:1;min-width:0}
${R} .gw-auth-form .gw-btn{flex:none}
${R} .gw-auth-form .gw-btn:disabled{opacity:.6;cursor:progress}
${R} .gw-auth-error{margin:0;color:var(--gw-error);font-size:14px;overflow-wrap:anywhere}
${R} .gw-auth{align-items:center;text-align:center}
${R} .gw-auth-socials{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:8px}
${R} .gw-auth-socials>.gw-btn{grid-column:span 3;min-width:0;padding:10px 8px}
${R} .gw-auth-socials>[data-row="3"]{grid-column:span 4}${R} .gw-auth-socials>[data-row="2"]{grid-column:span 6}${R} .gw-auth-socials>[data-row="1"]{grid-column:span 12}
${R} .gw-auth-socials>.gw-btn>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}${R} .gw-auth-logo{flex:none;width:20px;height:20px}
${R} .gw-auth .gw-title,${R} .gw-auth .gw-muted{margin:0;overflow-wrap:anywhere}
${R} .gw-otp{display:grid;grid-template-columns:repeat(6,minmax(0,44px));gap:8px;justify-content:center}
${R} .gw-otp .gw-input{padding:10px 0;text-align:center;font-size:20px;font-variant-numeric:tabular-nums}
${R} .gw-otp .gw-input:disabled{opacity:.6}
${R} .gw-auth-resend{background:none;border:0;padding:4px;color:var(--gw-accent);font:inherit;font-weight:600;cursor:pointer}
${R} .gw-auth-types{display:grid;grid-template-columns:minmax(0,1fr);gap:8px;width:100%;min-width:0;min-inline-size:0;border:0;padding:0;margin:0;text-align:start}
${R} .gw-auth-types .gw-item{cursor:pointer;box-sizing:border-box;padding:12px}
${R} .gw-auth-types .gw-item:has(input:checked){border-color:var(--gw-accent)}
${R} .gw-auth-types .gw-item-main{display:grid;gap:2px;min-width:0;flex:1}
${R} .gw-auth-types .gw-item-main>*{white-space:normal;overflow:visible;text-overflow:clip}
${R} .gw-auth-types .gw-item-main .gw-muted{font-size:13px;font-weight:400;overflow-wrap:anywhere}
${R} .gw-auth-types input{flex:none;accent-color:var(--gw-accent);width:18px;height:18px;margin:0}
${R} .gw-auth-types input:focus-visible{outline:2px solid var(--gw-accent);outline-offset:2px}
${R} .gw-auth-approval{display:block;box-sizing:border-box;margin:-4px -16px -16px;height:600px;max-height:calc(100dvh - 140px);outline:none}
${R} .gw-auth-resend:disabled{color:var(--gw-fg-2,inherit);opacity:.6;cursor:default}
`
