import { ROOT as R } from '../theme/useViewStyles.js'

/*
 * The rules only the core views that load after Connect use (account tabs, the wallet grid, the
 * request details): injected with their chunk (see lateViews.tsx), not up front.
 * The account tab panel has the height of three token rows whatever it shows (loading, empty,
 * another tab, a longer list: that scrolls inside it): content arriving in it never moves the
 * entries above it, which on a phone's bottom sheet (anchored at the bottom) would otherwise slide
 * the whole card up under the finger, nor Disconnect below it (issue 37 §5: a list of four tokens
 * arriving after the view showed pushed Disconnect down 95 px).
 */
export const lateCss = `${R} .gw-tabs{display:flex;gap:4px;padding:4px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2)}
${R} .gw-tab{flex:1;padding:6px;border:0;border-radius:8px;background:transparent;color:var(--gw-fg-2);font-size:14px;font-weight:500}
${R} .gw-tab[aria-selected=true]{background:var(--gw-bg);color:var(--gw-fg)}
${R} .gw-panel{display:flex;flex-direction:column;height:240px;padding:12px 0;overflow-y:auto;overscroll-behavior:contain}${R} .gw-panel>.gw-center{flex:1;justify-content:center}
${R} .gw-pre{max-height:200px;margin:0;padding:12px;overflow:auto;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);font:12px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere;direction:ltr;text-align:start}
${R} .gw-calls{padding-inline-start:32px;white-space:normal}${R} .gw-calls li+li{margin-top:8px}${R} .gw-calls code{overflow-wrap:anywhere}
${R} .gw-aw-scroll{position:relative;height:min(424px,calc(100vh - 200px));margin:0 -4px;padding:0 4px;overflow-y:auto;overscroll-behavior:contain;contain:strict}
${R} .gw-aw-grid{position:relative;margin:0;padding:0;list-style:none}
${R} .gw-aw-grid>li{position:absolute;inset-block-start:0;inset-inline-start:0;width:calc((100% - (var(--gw-cols) - 1) * 8px) / var(--gw-cols));height:96px;contain:size layout style}
${R} .gw-tile{position:relative;contain:layout paint;display:block;width:100%;height:96px;min-width:0;padding:8px 4px;border:1px solid transparent;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);font-size:12px;font-weight:500;line-height:15px;text-align:center}
${R} .gw-tile>.gw-img{display:block;margin:0 auto 6px}
${R} .gw-tile>.gw-ph{line-height:calc(var(--s) - 2px)}
${R} .gw-tile:hover{border-color:var(--gw-accent)}
${R} .gw-tile-name{display:block;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${R} .gw-tile-tag{position:absolute;inset-block-start:4px;inset-inline-end:4px;padding:0 5px;border-radius:999px;background:var(--gw-bg);color:var(--gw-fg-2);font-size:10px;line-height:16px}
${R} .gw-tile-tag[data-tone=ok]{color:var(--gw-success)}
${R} .gw-tile-skeleton{animation:gw-pulse 1s ease infinite alternate}
${R} .gw-aw-state{min-height:200px;justify-content:center}
${R} .gw-aw-error{padding:4px 0}
@media (prefers-reduced-motion:reduce){${R} .gw-tile-skeleton{animation:none!important}}
${R} .gw-account-name{overflow-wrap:anywhere}
${R} .gw-act{--s:32px;display:grid;place-items:center;color:var(--gw-accent)}`
