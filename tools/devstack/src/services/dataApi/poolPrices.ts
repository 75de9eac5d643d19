import { type Address, formatUnits, getAddress, type PublicClient } from 'viem'
import type { AmmPoolName } from '../../chain/deployAmm.js'
import { devFixtures } from '../../chain/deployFixtures.js'
import type { DevChainInfo } from '../../chain/startDevChain.js'
import { loadUniswapArtifacts } from '../../chain/uniswapArtifacts.js'

/**
 * USD prices read from the pools, by checksummed contract (`native` for the chain's currency); a
 * token the pools trade but cannot price now (its pools are empty) maps to `undefined`.
 */
export type PoolPrices = ReadonlyMap<Address | 'native', number | undefined>

/** Digits kept when a mid-price is divided out (far below what a USD price shows). */
const PRECISION = 18

/**
 * The swap tokens' USD prices from the Uniswap V2 pools' mid-prices (reserve ratio, no fee), read
 * on every call so a trade that moves a pool moves the price: TUSD is the anchor (1 USD), ETH is
 * priced through the ETH/TUSD pool, GWAY through TUSD/GWAY (or, when that pool is empty, through
 * ETH/GWAY at ETH's price). A token whose pools are all empty has no price (`undefined`). Chains
 * without the AMM answer an empty map (callers fall back to the fixed table).
 */
export async function readPoolPrices(
  chain: DevChainInfo,
  client: PublicClient,
): Promise<PoolPrices> {
  const { amm, tusd, gway } = chain.contracts
  const prices = new Map<Address | 'native', number | undefined>()
  if (!amm || !tusd) return prices
  const abi = loadUniswapArtifacts().pair.abi
  const decimals = { eth: 18, tusd: devFixtures.tusd.decimals, gway: devFixtures.gway.decimals }
  const side = { eth: amm.weth, tusd, gway: gway ?? amm.weth }

  /**
   * The price of one `base` in `quote` units through `pool`; undefined when it is empty (less
   * than one whole token on a side).
   */
  async function mid(pool: AmmPoolName, base: keyof typeof side, quote: keyof typeof side) {
    const [reserve0, reserve1] = (await client.readContract({
      address: amm!.pairs[pool],
      abi,
      functionName: 'getReserves',
    })) as [bigint, bigint, number]
    // Uniswap V2 orders a pair's tokens by address: token0 is the lower one.
    const baseIsToken0 = BigInt(side[base]) < BigInt(side[quote])
    const [baseReserve, quoteReserve] = baseIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
    // A drained pool keeps Uniswap's locked minimum liquidity: dust whose ratio says nothing.
    if (
      baseReserve < 10n ** BigInt(decimals[base]) ||
      quoteReserve < 10n ** BigInt(decimals[quote])
    )
      return undefined
    const scaled =
      (quoteReserve * 10n ** BigInt(decimals[base] + PRECISION)) /
      (baseReserve * 10n ** BigInt(decimals[quote]))
    return Number(formatUnits(scaled, PRECISION))
  }

  prices.set(getAddress(tusd), 1)
  const eth = await mid('ETH/TUSD', 'eth', 'tusd')
  prices.set('native', eth)
  if (gway) {
    const viaTusd = await mid('TUSD/GWAY', 'gway', 'tusd')
    const viaEth =
      viaTusd === undefined && eth !== undefined ? await mid('ETH/GWAY', 'gway', 'eth') : undefined
    const price = viaTusd ?? (viaEth === undefined || eth === undefined ? undefined : viaEth * eth)
    prices.set(getAddress(gway), price)
  }
  return prices
}
