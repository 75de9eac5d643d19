import { themes, toDeclarations } from './tokens.js'

/*
 * What the page needs before the modal opens: the theme tokens, the root rules and the buttons
 * (<ConnectButton>, <NetworkButton>: avatar, image, skeleton). Injected by `useRootProps` with
 * the first button; the modal's own sheet (styles.ts) comes with the modal's code.
 */
const R = '[data-gw-root]'

export const baseCss = `${R}{${toDeclarations(themes.light)}font-family:var(--gw-font);color:var(--gw-fg);-webkit-font-smoothing:antialiased}
${R}[data-gw-theme=dark]{${toDeclarations(themes.dark)}}
${R} *{box-sizing:border-box}
${R} button{font:inherit;color:inherit;cursor:pointer}
${R} button:disabled{cursor:default;opacity:.55}
${R}:focus-visible,${R} :focus-visible{outline:2px solid var(--gw-accent);outline-offset:2px}
${R} .gw-img{flex:none;width:var(--s,40px);height:var(--s,40px);border-radius:10px;object-fit:cover;background:var(--gw-bg)}
${R} .gw-ph{display:grid;place-items:center;font-weight:600;color:var(--gw-fg-2);border:1px solid var(--gw-border)}
${R} .gw-ph::before{content:attr(data-letter)}
${R} .gw-avatar{flex:none;width:var(--s,64px);height:var(--s,64px);border-radius:50%;object-fit:cover}
${R} .gw-skeleton{display:inline-block;width:6em;height:1em;border-radius:6px;background:var(--gw-bg-2);animation:gw-pulse 1s ease infinite alternate}
${R}.gw-cbtn{display:inline-flex;white-space:nowrap;cursor:pointer;align-items:center;gap:8px;padding:10px 16px;border:0;border-radius:12px;background:var(--gw-accent);color:var(--gw-accent-fg);font-size:15px;font-weight:600}
${R} .gw-cbtn-balance{opacity:.7;display:inline-flex;align-items:center;height:20px;line-height:20px}
${R}.gw-cbtn[data-kind=account]{padding-block:6px;padding-inline:6px 12px;background:var(--gw-bg-2);color:var(--gw-fg);border:1px solid var(--gw-border)}
${R} .gw-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:reduce){${R},${R} *{animation:none!important;transition:none!important}}
@keyframes gw-pulse{to{opacity:.45}}`
