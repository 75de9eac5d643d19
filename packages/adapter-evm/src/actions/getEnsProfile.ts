import type { Network } from '@gangway/core'
import { getAddress } from 'viem'
import { normalize } from 'viem/ens'
import type { EvmAdapter } from '../types.js'

export type GetEnsProfileParameters = { address: string; network: Network }
export type GetEnsProfileReturnType = { name: string | null; avatar: string | null }

// No resolver at the address (dev chains, forks without ENS) or a reverted lookup: a real
// answer of "no name", unlike a network failure. Matched by viem's error names, not classes:
// importing the classes here would split viem's shared modules out of the host's first chunk
// (see erc20.ts).
const NO_NAME_ERRORS = ['ContractFunctionZeroDataError', 'ContractFunctionRevertedError']
const isNoName = (err: unknown) =>
  err instanceof Error &&
  (err as Error & { walk?(fn: (e: unknown) => boolean): unknown }).walk?.((e) =>
    NO_NAME_ERRORS.includes((e as Error).name),
  ) != null

/**
 * The ENS name and avatar of an address, cached per adapter for `ensCacheMs` (default
 * ENS_CACHE_MS, 5 min). Chain 1 only (spec §9): the adapter's getProfile checks the network
 * before it loads this chunk. Never throws: a failed lookup answers `null` names (and is not
 * cached).
 *
 * @example
 * // Loaded with import() by the adapter's getProfile, never up front (it pulls in viem's ENS
 * // normalizer); hosts call it as `adapter.getProfile({ address, network: mainnet })`.
 */
export async function getEnsProfile(
  adapter: EvmAdapter,
  { address, network }: GetEnsProfileParameters,
): Promise<GetEnsProfileReturnType> {
  const { ens: cache, ensCacheMs, getClient, ctx } = adapter._internal
  const key = address.toLowerCase()
  const hit = cache.get(key)
  if (hit && Date.now() - hit.timestamp < ensCacheMs) return { name: hit.ens, avatar: hit.avatar }
  try {
    const client = getClient(network)
    const name = await client.getEnsName({ address: getAddress(address) }).catch((err) => {
      if (isNoName(err)) return null
      throw err
    })
    const avatar = name
      ? await client.getEnsAvatar({ name: normalize(name) }).catch(() => null)
      : null
    cache.set(key, { address, ens: name, avatar, timestamp: Date.now() })
    return { name, avatar }
  } catch (err) {
    ctx?.logger.debug('evm: ENS lookup failed', err)
    return { name: null, avatar: null }
  }
}
