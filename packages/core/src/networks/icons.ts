import type { Network } from '../types.js'

/*
 * Gangway's own marks for the networks it ships: small SVGs drawn on a 32-unit square (the
 * Ethereum, Optimism, Polygon, Solana, Bitcoin and BNB glyphs are Simple Icons' paths, CC0; the
 * others are drawn here). A module of its own that imports no code, so a host's bundler keeps it
 * in the chunk that asks for it: the modal's network icon loads it with import() when a network
 * is first shown, never up front.
 */

/** A disk of `fill` with a 24-unit glyph `d` (Simple Icons' grid) centred on it, 18 units wide. */
const disk = (fill: string, d: string, glyph = '#fff') =>
  `<circle cx="16" cy="16" r="16" fill="${fill}"/><path fill="${glyph}" transform="translate(7 7) scale(.75)" d="${d}"/>`

/** A glyph that is a disk itself (its letters cut out), on white, filling the square. */
const whole = (fill: string, d: string) =>
  `<circle cx="16" cy="16" r="15" fill="#fff"/><path fill="${fill}" transform="scale(1.3333)" d="${d}"/>`

/** The marks, by the network's image id (its `assets.imageId`). */
const MARKS: Record<string, string> = {
  ethereum: disk(
    '#627EEA',
    'M11.944 17.97 4.58 13.62 11.943 24l7.37-10.38-7.372 4.35h.003zM12.056 0 4.69 12.223l7.365 4.354 7.365-4.35L12.056 0z',
  ),
  // A disk with a bar cut in from its left edge.
  base: '<circle cx="16" cy="16" r="16" fill="#0052FF"/><path fill="#fff" d="M7.04 15.2H17.5v1.6H7.04A9 9 0 1 0 7.04 15.2z"/>',
  optimism: whole(
    '#FF0420',
    'M12 0A12 12 0 0 0 0 12a12 12 0 0 0 12 12 12 12 0 0 0 12-12A12 12 0 0 0 12 0M9.61 8.705c.462 0 .878.078 1.244.235.366.15.653.377.863.683.21.3.317.66.317 1.08 0 .126-.015.287-.045.479a20.4 20.4 0 0 1-.324 1.559c-.21.822-.574 1.437-1.09 1.845-.516.403-1.208.604-2.072.604-.715 0-1.3-.168-1.756-.504q-.676-.513-.676-1.459 0-.198.045-.486c.078-.432.19-.952.334-1.559.408-1.651 1.461-2.477 3.16-2.477m4.17.09h2.396q1 0 1.604.414c.408.276.611.675.611 1.197 0 .15-.019.307-.055.469-.15.69-.452 1.201-.908 1.531-.45.33-1.069.496-1.855.496h-1.217l-.414 1.973a.26.26 0 0 1-.1.162c-.054.042-.11.063-.17.063h-1.224c-.066 0-.118-.021-.154-.063-.03-.048-.04-.102-.028-.162l1.244-5.856a.256.256 0 0 1 .098-.162c.054-.042.112-.062.172-.062m-4.287 1.207c-.336 0-.623.099-.863.297-.234.198-.402.502-.504.91-.108.402-.216.894-.324 1.477a1.93 1.93 0 0 0-.037.379c0 .552.289.828.865.828q.504 0 .856-.297c.24-.198.411-.502.513-.91.138-.564.243-1.056.315-1.476a2.1 2.1 0 0 0 .037-.389c0-.547-.287-.819-.858-.819m5.45.045-.342 1.611h1.035c.252 0 .472-.069.658-.207.192-.138.317-.336.377-.594.018-.102.027-.191.027-.27 0-.174-.05-.306-.152-.396-.102-.096-.277-.144-.523-.144z',
  ),
  // A hexagon with the two legs of an A.
  arbitrum:
    '<circle cx="16" cy="16" r="16" fill="#213147"/><path fill="none" stroke="#9DCCED" stroke-width="1.5" d="M16 5.6l9 5.2v10.4l-9 5.2-9-5.2V10.8z"/><path fill="#fff" d="M14.6 9.5h2.2l-5 13.4-1.9-1.1z"/><path fill="#12AAFF" d="M17.3 12.4l1.1-2.9 4.1 11.2-1.9 1.1z"/>',
  polygon: disk(
    '#8247E5',
    'm17.82 16.342 5.692-3.287A.98.98 0 0 0 24 12.21V5.635a.98.98 0 0 0-.488-.846l-5.693-3.286a.98.98 0 0 0-.977 0L11.15 4.789a.98.98 0 0 0-.489.846v11.747L6.67 19.686l-3.992-2.304v-4.61l3.992-2.304 2.633 1.52V8.896L7.158 7.658a.98.98 0 0 0-.977 0L.488 10.945a.98.98 0 0 0-.488.846v6.573a.98.98 0 0 0 .488.847l5.693 3.286a.981.981 0 0 0 .977 0l5.692-3.286a.98.98 0 0 0 .489-.846V6.618l.072-.041 3.92-2.263 3.99 2.305v4.609l-3.99 2.304-2.63-1.517v3.092l2.14 1.236a.981.981 0 0 0 .978 0z',
  ),
  bsc: disk(
    '#1E2026',
    'M5.631 3.676 12.001 0l6.367 3.676-2.34 1.358L12 2.716 7.972 5.034zm12.737 4.636-2.34-1.358L12 9.272 7.972 6.954l-2.34 1.358v2.716l4.026 2.318v4.636L12 19.341l2.341-1.359v-4.636l4.027-2.318zm0 7.352v-2.716l-2.34 1.358v2.716zm1.663.96-4.027 2.318v2.717l6.368-3.677V10.63l-2.34 1.358zm-2.34-10.63 2.34 1.358v2.716l2.341-1.358V5.994l-2.34-1.358zM9.657 19.926v2.716L12 24l2.341-1.358v-2.716l-2.34 1.358zm-4.027-4.262 2.341 1.358v-2.716l-2.34-1.358zm4.027-9.67L12 7.352l2.341-1.358-2.34-1.358zm-5.69 1.358L6.31 5.994 3.968 4.636l-2.34 1.358V8.71l2.34 1.358zm0 4.636-2.34-1.358v7.352l6.368 3.677v-2.717l-4.028-2.318z',
    '#F0B90B',
  ),
  // Two triangles, the big one with its right side cut.
  avalanche:
    '<circle cx="16" cy="16" r="16" fill="#E84142"/><path fill="#fff" d="M14.9 8.4a1 1 0 0 1 1.8 0l1.3 2.3a1.6 1.6 0 0 1 0 1.6l-4.8 8.6a1.6 1.6 0 0 1-1.4.8H8a1 1 0 0 1-.9-1.5zm5.3 8.6a1 1 0 0 1 1.7 0l2.7 4.8a1 1 0 0 1-.9 1.5h-5.4a1 1 0 0 1-.9-1.5z"/>',
  // Two arrowheads pointing apart.
  zksync:
    '<circle cx="16" cy="16" r="16" fill="#1E1E3F"/><path fill="#fff" d="M26 16l-6.5-6.5v4.6l-6.3 4.6h6.3v3.8zM6 16l6.5 6.5v-4.6l6.3-4.6h-6.3V9.5z"/>',
  // An owl's face: a ring and two eyes.
  gnosis:
    '<circle cx="16" cy="16" r="16" fill="#3E6957"/><circle cx="16" cy="16.5" r="8" fill="none" stroke="#fff" stroke-width="2"/><circle cx="13" cy="15.5" r="2" fill="#fff"/><circle cx="19" cy="15.5" r="2" fill="#fff"/>',
  solana: `<linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop stop-color="#9945FF"/><stop offset="1" stop-color="#14F195"/></linearGradient>${disk(
    '#000',
    'm23.876 18.031-3.962 4.14a.92.92 0 0 1-.673.284H.46a.46.46 0 0 1-.336-.754l3.965-4.14a.92.92 0 0 1 .671-.284H23.54a.46.46 0 0 1 .336.754zm-3.962-8.335a.92.92 0 0 0-.673-.285H.46a.46.46 0 0 0-.336.754l3.965 4.14a.92.92 0 0 0 .671.284H23.54a.46.46 0 0 0 .336-.754zM.46 6.723h18.781a.92.92 0 0 0 .673-.285l3.962-4.139a.46.46 0 0 0-.336-.754H4.76a.92.92 0 0 0-.671.284L.125 5.969a.46.46 0 0 0 .335.754z',
    'url(#g)',
  )}`,
  bitcoin: whole(
    '#F7931A',
    'M23.638 14.904c-1.602 6.43-8.113 10.34-14.542 8.736C2.67 22.05-1.244 15.525.362 9.105 1.962 2.67 8.475-1.243 14.9.358c6.43 1.605 10.342 8.115 8.738 14.548zm-6.35-4.613c.24-1.59-.974-2.45-2.64-3.03l.54-2.153-1.315-.33-.525 2.107c-.345-.087-.705-.167-1.064-.25l.526-2.127-1.32-.33-.54 2.165c-.285-.067-.565-.132-.84-.2l-1.815-.45-.35 1.407s.975.225.955.236c.535.136.63.486.615.766l-1.477 5.92c-.075.166-.24.406-.614.314.015.02-.96-.24-.96-.24l-.66 1.51 1.71.426.93.242-.54 2.19 1.32.327.54-2.17c.36.1.705.19 1.05.273l-.51 2.154 1.32.33.545-2.19c2.24.427 3.93.257 4.64-1.774.57-1.637-.03-2.58-1.217-3.196.854-.193 1.5-.76 1.68-1.93zm-3.01 4.22c-.404 1.64-3.157.75-4.05.53l.72-2.9c.896.23 3.757.67 3.33 2.37zm.41-4.24c-.37 1.49-2.662.735-3.405.55l.654-2.64c.744.18 3.137.524 2.75 2.084z',
  ),
}

/**
 * Other names of a mark: the test networks' image ids, and the CAIP-2 ids of the networks Gangway
 * ships (for a copy of one without `assets`).
 */
const ALIASES: Record<string, string> = {
  sepolia: 'ethereum',
  'solana-testnet': 'solana',
  'solana-devnet': 'solana',
  'bitcoin-testnet': 'bitcoin',
  'eip155:1': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:8453': 'base',
  'eip155:10': 'optimism',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:56': 'bsc',
  'eip155:43114': 'avalanche',
  'eip155:324': 'zksync',
  'eip155:100': 'gnosis',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin',
}

/** The testnet mark: an amber badge with a flask, at the bottom right. */
const TESTNET =
  '<circle cx="25.5" cy="25.5" r="6.5" fill="#F5A524" stroke="#fff" stroke-width="1.5"/><path fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round" d="M24 22h3m-2.5 0v2.2l-2 3.6h5l-2-3.6V22"/>'

/** A table's own entry (never one of Object's, such as `constructor`). */
const own = (table: Record<string, string>, key: string | undefined) =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined

const mark = (key: string | undefined) => own(MARKS, key) ?? own(MARKS, own(ALIASES, key))

/**
 * Gangway's own picture of a network, as a `data:image/svg+xml` URL: the mark of its image id
 * (`assets.imageId`, e.g. `'base'`, `'bitcoin-testnet'`) or else of its CAIP-2 id, for Ethereum,
 * Base, OP, Arbitrum, Polygon, BNB, Avalanche, ZKsync, Gnosis, Solana and Bitcoin, with a testnet
 * badge when the network is a testnet (`testnet: true`: Sepolia, a local Bitcoin regtest whose
 * image id is `'bitcoin'`). Undefined for a network it has no mark for.
 *
 * @example
 * import { base, networkIcon } from '@gangway/core/networks'
 * img.src = networkIcon(base) ?? fallback
 */
export function networkIcon(
  network: Pick<Network, 'caipNetworkId' | 'testnet' | 'assets'>,
): string | undefined {
  const body = mark(network.assets?.imageId) ?? mark(network.caipNetworkId)
  if (!body) return undefined
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}${network.testnet ? TESTNET : ''}</svg>`,
  )}`
}
