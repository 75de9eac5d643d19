/**
 * One wallet as the wallet-list service sends it (spec §7 entity: id, name, image_id, rdns,
 * chains, mobile_link, desktop_link, webapp_link), plus fields the real service also sends and
 * clients must ignore.
 */
export type WalletListEntry = {
  /** 64 hex characters, like the hosted explorer's ids. */
  id: string
  name: string
  /** For `/getWalletImage/{image_id}`; `null` for a wallet without an image, as the real service sends it. */
  image_id: string | null
  /** The wallet's EIP-6963 rdns, when it has an injected provider. */
  rdns: string | null
  /** CAIP-2 chain ids. */
  chains: string[]
  /** Native scheme (`nimbus://`) or universal link (`https://nimbus.app/wc`). */
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string
  /** Rank in the default listing (1 first). */
  order: number
  badge_type: 'certified' | 'none'
  app_store: string | null
  play_store: string | null
}

/** The CAIP-2 chains the generated catalogue uses. */
export const catalogueChains = {
  ethereum: 'eip155:1',
  base: 'eip155:8453',
  optimism: 'eip155:10',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
} as const
