import { ROOT as R } from '../../theme/useViewStyles.js'

/**
 * The WalletConnect views' own rules (QR code box, actions row).
 * Injected on the view's first render (see `useViewStyles`), not up front.
 */
export const css = `${R} .gw-qr-box{display:grid;place-items:center;width:248px;height:248px;padding:12px;border-radius:var(--gw-radius);background:#fff;box-shadow:0 0 0 1px var(--gw-border)}
${R} .gw-qr{width:100%;height:100%}
${R} .gw-wc-actions{flex-wrap:wrap;justify-content:center;gap:8px}`
