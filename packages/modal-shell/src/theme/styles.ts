/*
 * The modal's stylesheet (the buttons' rules and the theme tokens are in baseStyles.ts, up
 * front): hand-written, every selector under [data-gw-root] (the attribute on the modal root and
 * on each button), tokens as CSS custom properties. Motion (spec §2): the
 * card opens and closes in 120 ms, the outgoing view leaves in 150 ms and the incoming one enters
 * in 150 ms; shake 500 ms; nothing moves under prefers-reduced-motion. The card's top stays where
 * it opened (about the middle of a tall window, 24 px from the top of a short one) and content
 * that arrives later (the account's tokens, a name) grows it downwards: nothing above moves from
 * under the pointer, as it did when the card was centred (a click on Send could land elsewhere).
 * On a phone the card is a sheet at the bottom. When the body scrolls, a sticky ::after fade
 * (transparent to the card's background) covers its bottom edge while there is more below, its
 * opacity following the scroll (animation-timeline: scroll(); 0 where nothing scrolls and at the
 * end). Not cut by reduced motion (the rule there matches elements, not pseudo-elements); no cue
 * where scroll timelines are missing. Bottom only: a top fade as well cost 0.14 KiB, over the
 * 0.1 KiB the up-front sheet may grow for this. The card warmed up ahead of the first open
 * (Modal's `warmUp`) is hidden with its animations created but held at their start (paused, not
 * `none`): the opening click only lets them run instead of starting them, which took about 6 ms
 * of style work at 4x CPU (bench/README.md).
 */
const R = '[data-gw-root]'

export const css = `${R} .gw-layer{--gw-top:max(24px,calc(50vh - 340px));position:fixed;inset:0;z-index:var(--gw-z);display:flex;align-items:flex-start;justify-content:center;padding-top:var(--gw-top)}
${R} .gw-backdrop{position:absolute;inset:0;background:var(--gw-overlay);animation:gw-fade 120ms ease}
${R} .gw-card{position:relative;display:flex;flex-direction:column;width:360px;max-width:calc(100vw - 24px);max-height:calc(100vh - var(--gw-top) - 24px);background:var(--gw-bg);border:1px solid var(--gw-border);border-radius:var(--gw-radius);box-shadow:0 16px 48px rgba(0,0,0,.22);overflow:hidden;outline:none;animation:gw-rise 120ms ease-out}
${R} .gw-card[data-closing]{animation:gw-fall 120ms ease forwards}
${R} .gw-card[data-shake]{animation:gw-shake 500ms ease}
${R} .gw-layer[data-warm],${R} .gw-layer[data-warm] *{visibility:hidden;animation-play-state:paused}
${R}[data-gw-embedded] .gw-card{max-width:100%;box-shadow:none;animation:none}
${R} .gw-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 8px}
${R} .gw-header h2{grid-column:2;min-width:0;margin:0;font-size:16px;font-weight:600;text-align:center;overflow-wrap:anywhere}
${R} .gw-close{grid-column:3}
${R} .gw-icon-btn{display:grid;place-items:center;width:36px;height:36px;padding:0;border:0;border-radius:50%;background:transparent;color:var(--gw-fg-2)}
${R} .gw-icon-btn:hover:not(:disabled){background:var(--gw-bg-2);color:var(--gw-fg)}
${R} .gw-icon-btn[hidden]{display:none}
${R} .gw-body{min-height:0;padding:4px 16px 16px;overflow-y:auto}
${R} .gw-body:after{content:'';position:sticky;bottom:-16px;display:block;height:32px;margin:-32px -16px 0;background:linear-gradient(#0000,var(--gw-bg));pointer-events:none;opacity:0;animation:gw-cue linear both;animation-timeline:scroll()}
${R} .gw-view[data-phase=in]{animation:gw-in 150ms ease}
${R} .gw-view[data-phase=out]{animation:gw-out 150ms ease forwards}
${R} .gw-list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
${R} .gw-item{display:flex;align-items:center;gap:12px;width:100%;padding-block:8px;padding-inline:8px 12px;border:1px solid transparent;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);text-align:start;font-size:15px;font-weight:500}
${R} button.gw-item:hover:not(:disabled),${R} .gw-item[aria-current=true],${R} .gw-item[data-primary]{border-color:var(--gw-accent)}
${R} .gw-item-main{flex:1;min-width:0;overflow-wrap:anywhere}
${R} .gw-quad{display:grid;grid-template-columns:1fr 1fr;gap:2px;padding:3px}${R} .gw-quad>.gw-img{border-radius:4px;background:var(--gw-bg-2);font-size:9px}
${R} .gw-tag{flex:none;padding:2px 8px;border-radius:999px;background:var(--gw-bg);color:var(--gw-fg-2);font-size:12px}
${R} .gw-tag[data-tone=ok]{color:var(--gw-success)}
${R} .gw-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:10px 16px;border:0;border-radius:var(--gw-radius-sm);background:var(--gw-accent);color:var(--gw-accent-fg);font-weight:600}
${R} .gw-btn[data-kind=secondary]{background:var(--gw-bg-2);color:var(--gw-fg)}
${R} .gw-btn[data-kind=danger]{background:var(--gw-bg-2);color:var(--gw-error)}
${R} .gw-wide{width:100%}
${R} .gw-center{display:flex;flex-direction:column;align-items:center;gap:12px;padding:12px 0;text-align:center}
${R} .gw-row{display:flex;align-items:center;justify-content:center;gap:8px}
${R} .gw-stack{display:flex;flex-direction:column;gap:12px}
${R} .gw-muted{margin:0;color:var(--gw-fg-2);font-size:14px}
${R} .gw-err{margin:0;color:var(--gw-error);font-size:14px}
${R} .gw-title{margin:0;font-size:18px;font-weight:600}
${R} .gw-title,${R} .gw-item-main,${R} .gw-tile-name{unicode-bidi:isolate}
${R} .gw-spinner{width:24px;height:24px;border:3px solid var(--gw-bg-2);border-top-color:var(--gw-accent);border-radius:50%;animation:gw-spin .8s linear infinite}
${R} .gw-input{width:100%;padding:10px 12px;border:1px solid var(--gw-border);border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);color:var(--gw-fg);font:inherit}
${R} .gw-toasts{position:fixed;top:16px;inset-inline:0;z-index:calc(var(--gw-z) + 1);display:flex;flex-direction:column;align-items:center;gap:8px;padding-inline:12px;pointer-events:none}
${R} .gw-toast{display:flex;align-items:center;gap:8px;padding:8px 14px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);box-shadow:0 6px 20px rgba(0,0,0,.15);font-size:14px;animation:gw-in 150ms ease}
${R} .gw-dot{width:8px;height:8px;border-radius:50%;background:var(--gw-accent)}
${R} [data-variant=success] .gw-dot{background:var(--gw-success)}
${R} [data-variant=error] .gw-dot{background:var(--gw-error)}
${R} [data-variant=loading] .gw-dot{animation:gw-pulse .6s ease infinite alternate}
@media (max-width:430px){${R} .gw-layer{--gw-top:24px;align-items:flex-end;padding-top:0}${R} .gw-card{width:100%;max-width:100%;border-radius:var(--gw-radius) var(--gw-radius) 0 0;animation-name:gw-up}}
${R} .gw-link{min-height:24px;padding:0;border:0;background:none;color:var(--gw-accent);font:inherit;text-decoration:underline;cursor:pointer}
@keyframes gw-fade{from{opacity:0}}
@keyframes gw-cue{0%,90%{opacity:1}}
@keyframes gw-rise{from{opacity:.6;transform:scale(.97)}}
@keyframes gw-up{from{transform:translateY(30%)}}
@keyframes gw-fall{to{opacity:0;transform:scale(.97)}}
@keyframes gw-in{from{opacity:0;transform:translateX(calc(8px * var(--gw-x,1)))}}
@keyframes gw-out{to{opacity:0;transform:translateX(calc(-8px * var(--gw-x,1)))}}
@keyframes gw-spin{to{transform:rotate(360deg)}}
@keyframes gw-shake{20%,60%{transform:translateX(-6px)}40%,80%{transform:translateX(6px)}}
${R} .gw-alert{align-items:flex-start;max-width:min(360px,calc(100vw - 24px));border-radius:var(--gw-radius-sm);pointer-events:auto}
${R} .gw-alert .gw-dot{flex:none;margin-top:6px}
${R} .gw-alert-text{display:block;margin-top:2px;color:var(--gw-fg-2);font-size:13px}
${R} a.gw-btn{text-decoration:none}
${R}:dir(rtl){--gw-x:-1}
${R} .gw-header>.gw-icon-btn:first-child>svg:dir(rtl),${R} .gw-item>svg:last-child:dir(rtl){transform:scaleX(-1)}`
