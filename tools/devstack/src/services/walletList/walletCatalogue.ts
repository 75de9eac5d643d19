import { createHash } from 'node:crypto'
import { catalogueChains as c, type WalletListEntry } from './types.js'
import { walletFixtures } from './walletFixtures.js'

/** How many wallets the catalogue holds, fixtures included. */
export const walletCatalogueSize = 620

const roots = (
  'Aurora Nimbus Keystone Harbor Cobalt Ember Lumen Atlas Beacon Cedar Comet Drift Echo ' +
  'Falcon Fathom Flux Glacier Granite Halo Helix Horizon Indigo Iris Jade Juniper Kestrel ' +
  'Kite Lantern Lotus Lynx Maple Meridian Mosaic Nebula Nova Oak Onyx Orbit Osprey Pebble ' +
  'Pine Pixel Polar Prism Quartz Quill Raven Reef Ridge Rune Sable Saffron Sage Sierra ' +
  'Solstice Sparrow Spruce Summit Tangent Tidal Topaz Tundra Umber Vela Vertex Vesper ' +
  'Willow Zephyr Zenith Anchor Basalt Birch Bolt Canyon Cinder Coral Crest Dune Fern Forge ' +
  'Gale Grove Heron Ivory Kelp Lagoon Marble Mesa Moss Nectar Opal Pulse Rook Shale Tern ' +
  'Velvet Wren Zürich Kōri Ñandú'
).split(' ')

// Weighted: bare brand names and "… Wallet" are the most common, as in the real listing.
const suffixes =
  '|||Wallet|Wallet|Wallet|Vault|Pay|Keys|Safe|Pocket|Wallet Pro|Connect|Finance|X|Mobile|Hub|Pass|Cash'.split(
    '|',
  )

const evm = [c.ethereum, c.base, c.optimism]
// [weight, chains]
const chainMixes: [number, string[]][] = [
  [30, evm],
  [15, [c.ethereum]],
  [10, [c.ethereum, c.base]],
  [5, [c.base, c.optimism]],
  [12, [c.solana]],
  [6, [c.bitcoin]],
  [10, [c.ethereum, c.base, c.solana]],
  [7, [...evm, c.solana, c.bitcoin]],
  [5, [c.ethereum, c.bitcoin]],
]

/** mulberry32: a tiny seeded PRNG, so the catalogue is the same on every run. */
function createRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const uuidFrom = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()

/** One generated wallet in this many has `image_id: null`. */
const WALLETS_PER_MISSING_IMAGE = 41

function generateWallet(name: string, order: number, random: () => number): WalletListEntry {
  const slug = slugOf(name)
  const id = sha256(`gangway-devstack:wallet:${name}`)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const roll = random()
  const rdns =
    roll < 0.45
      ? null
      : pick([`app.${slug}.wallet`, `io.${slug}`, `com.${slug}.app`, `xyz.${slug}`])
  const weight = random() * chainMixes.reduce((sum, [w]) => sum + w, 0)
  let sum = 0
  const chains =
    chainMixes.find(([w]) => {
      sum += w
      return weight < sum
    })?.[1] ?? evm
  const linkRoll = random()
  const mobile_link =
    linkRoll < 0.45 ? `${slug}://` : linkRoll < 0.85 ? `https://${slug}.app/wc` : null
  return {
    id,
    name,
    // A few wallets have no image, as in the real catalogue (clients must keep them).
    image_id:
      order % WALLETS_PER_MISSING_IMAGE === 0
        ? null
        : uuidFrom(sha256(`gangway-devstack:image:${id}`)),
    rdns,
    chains: [...chains],
    mobile_link,
    desktop_link: random() < 0.25 ? `${slug}://` : null,
    webapp_link: random() < 0.2 ? `https://app.${slug}.io` : null,
    homepage: `https://${slug}.app/`,
    order,
    badge_type: random() < 0.15 ? 'certified' : 'none',
    app_store: mobile_link
      ? `https://apps.apple.com/app/${slug}/id${1_000_000_000 + Math.floor(random() * 8e8)}`
      : null,
    play_store: mobile_link
      ? `https://play.google.com/store/apps/details?id=${rdns ?? `com.${slug}`}`
      : null,
  }
}

function deepFreeze(wallet: WalletListEntry): WalletListEntry {
  Object.freeze(wallet.chains)
  return Object.freeze(wallet)
}

function generate(): readonly WalletListEntry[] {
  const random = createRandom(0x6a6e6777)
  const taken = new Set(walletFixtures.map((wallet) => wallet.order))
  const names = new Set(walletFixtures.map((wallet) => wallet.name))
  const slugs = new Set(walletFixtures.map((wallet) => slugOf(wallet.name)))
  const wallets: WalletListEntry[] = walletFixtures.map((wallet) => ({
    ...wallet,
    chains: [...wallet.chains],
  }))
  let order = 1
  while (wallets.length < walletCatalogueSize) {
    const root = roots[Math.floor(random() * roots.length)]!
    const suffix = suffixes[Math.floor(random() * suffixes.length)]!
    const name = suffix ? `${root} ${suffix}` : root
    if (names.has(name) || slugs.has(slugOf(name))) continue
    names.add(name)
    slugs.add(slugOf(name))
    while (taken.has(order)) order++
    taken.add(order)
    wallets.push(generateWallet(name, order, random))
  }
  return Object.freeze(wallets.sort((a, b) => a.order - b.order).map(deepFreeze))
}

let cached: readonly WalletListEntry[] | undefined

/**
 * The emulator's wallet catalogue: {@link walletCatalogueSize} wallets in listing order,
 * generated deterministically (same names, ids and links on every run) around the fixed
 * {@link walletFixtures}. Frozen.
 *
 * @example
 * import { walletCatalogue, walletFixtureIds } from '@gangway/devstack'
 * walletCatalogue().find((w) => w.id === walletFixtureIds.metaMask)?.rdns // 'io.metamask'
 */
export function walletCatalogue(): readonly WalletListEntry[] {
  cached ??= generate()
  return cached
}
