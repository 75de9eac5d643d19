import { type Address, getAddress } from 'viem'
import { devFixtures } from '../../chain/deployFixtures.js'
import type { DevChainInfo } from '../../chain/startDevChain.js'
import { svgDataUrl, tokenIconSvg } from './art.js'

/** What the data API knows about one fungible token on one chain. */
export type TokenInfo = {
  /** Checksummed contract; `null` for the chain's native currency. */
  address: Address | null
  name: string
  symbol: string
  decimals: number
  /** USD, from {@link usdPrices}; 0 for tokens it has no price for. */
  price: number
  /** Marked spam in history (and kept in balances, where clients judge by value). */
  isSpam: boolean
  iconUrl: string
}

/**
 * Fixed USD prices: what the pools are seeded at (`ammSeeds`), and the price of what no pool
 * trades (CLAIM; every token on a chain without the AMM). Swap tokens on an AMM chain are priced
 * from the pools (`poolPrices.ts`).
 */
const usdPrices: Readonly<Record<string, number>> = Object.freeze({
  ETH: 3000,
  TUSD: 1,
  GWAY: 0.25,
  CLAIM: 0,
})

/** The pseudo-contract the hosted API uses for a native currency (`0xeeee…eeee`). */
export const nativeTokenAddress: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const iconUrls = new Map<string, string>()
/** A generated badge per symbol (cached: the same string every time). */
function tokenIconUrl(symbol: string): string {
  let url = iconUrls.get(symbol)
  if (!url) {
    url = svgDataUrl(tokenIconSvg(symbol))
    iconUrls.set(symbol, url)
  }
  return url
}

/** The dev chains' native currency (ETH on every one of them, as on Ethereum and Base). */
export const nativeToken: TokenInfo = Object.freeze({
  address: null,
  name: 'Ethereum',
  symbol: 'ETH',
  decimals: 18,
  price: usdPrices.ETH!,
  isSpam: false,
  iconUrl: tokenIconUrl('ETH'),
})

/**
 * Builds a token entry; known symbols get their fixed price. The spam flag is set only for
 * the deployed CLAIM fixture, never by symbol, so a look-alike cannot hide a real token.
 */
export function describeToken(params: {
  address: Address
  name: string
  symbol: string
  decimals: number
  isSpam?: boolean
}): TokenInfo {
  const { address, name, symbol, decimals, isSpam = false } = params
  return {
    address: getAddress(address),
    name,
    symbol,
    decimals,
    price: usdPrices[symbol] ?? 0,
    isSpam,
    iconUrl: tokenIconUrl(symbol),
  }
}

/** The fixture ERC-20s deployed on a chain, in balance order: TUSD, GWAY, then CLAIM. */
export function fixtureTokens(chain: DevChainInfo): TokenInfo[] {
  const { tusd, gway, spam } = chain.contracts
  const tokens: TokenInfo[] = []
  if (tusd) tokens.push(describeToken({ address: tusd, ...devFixtures.tusd }))
  if (gway) tokens.push(describeToken({ address: gway, ...devFixtures.gway }))
  if (spam) tokens.push(describeToken({ address: spam, ...devFixtures.spam, isSpam: true }))
  return tokens
}
