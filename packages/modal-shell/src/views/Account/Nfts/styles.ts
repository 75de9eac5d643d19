import { ROOT as R } from '../../../theme/useViewStyles.js'

/**
 * The NFTs tab's own rules (grid, cards, detail).
 * Injected on the view's first render (see `useViewStyles`), not up front.
 */
export const css = `${R} .gw-nft-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;margin:0;padding:0;list-style:none}
${R} .gw-nft{display:flex;flex-direction:column;gap:6px;width:100%;padding:6px 6px 8px;border:1px solid transparent;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);text-align:start}
${R} button.gw-nft:hover{border-color:var(--gw-accent)}
${R} .gw-nft-img{display:grid;place-items:center;width:100%;height:auto;aspect-ratio:1;border-radius:8px;object-fit:cover;background:var(--gw-bg);font-size:28px}
${R} .gw-nft-name{unicode-bidi:isolate;overflow:hidden;font-size:14px;font-weight:600;text-overflow:ellipsis;white-space:nowrap}
${R} .gw-nft-sub{display:flex;justify-content:space-between;gap:6px;color:var(--gw-fg-2);font-size:12px}
${R} .gw-nft-sub>span:first-child{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${R} .gw-nft-back{display:inline-flex;align-items:center;align-self:flex-start;gap:4px;font-weight:500;text-decoration:none}
${R} .gw-nft-detail .gw-nft-img{max-width:240px;align-self:center;border-radius:var(--gw-radius-sm)}
${R} .gw-nft-facts{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0;padding:12px;border-radius:var(--gw-radius-sm);background:var(--gw-bg-2);font-size:14px}
${R} .gw-nft-facts dt{color:var(--gw-fg-2)}
${R} .gw-nft-back>svg:dir(rtl){transform:scaleX(-1)}
${R} .gw-nft-facts dd{margin:0;text-align:end;overflow-wrap:anywhere}`
