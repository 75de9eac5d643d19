import { ContractFunctionRevertedError, ContractFunctionZeroDataError, getAddress } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import { normalize } from 'viem/ens'
import { ENS_CACHE_MS, ENS_CHAIN_ID, type Network } from '../internal/core.js'
import type { EvmAdapter } from '../types.js'

export type GetEnsProfileParameters = { address: string; network: Network }
export type GetEnsProfileReturnType = { name: string | null; avatar: string | null }

// No resolver at the address (dev chains, forks without ENS) or a reverted lookup: a real
// answer of "no name", unlike a network failure.
const isNoName = (err: unknown) =>
  err instanceof Error &&
  (err as Error & { walk?(fn: (e: unknown) => boolean): unknown }).walk?.(
    (e) => e instanceof ContractFunctionZeroDataError || e instanceof ContractFunctionRevertedError,
  ) != null

/**
 * The ENS name and avatar of an address. Looks up only on chain 1 (spec §9) and caches each
 * answer per adapter for `ensCacheMs` (default ENS_CACHE_MS, 5 min). Never throws: a failed
 * lookup answers `null` names (and is not cached).
 *
 * @example
 * // Loaded with import() by the adapter's getProfile, never up front (it pulls in viem's ENS
 * // normalizer); hosts call it as `adapter.getProfile({ address, network: mainnet })`.
 */
export async function getEnsProfile(
  adapter: EvmAdapter,
  { address, network }: GetEnsProfileParameters,
): Promise<GetEnsProfileReturnType> {
  if (Number(network.id) !== ENS_CHAIN_ID || network.chainNamespace !== 'eip155')
    return { name: null, avatar: null }
  const { ens: cache, options, getClient, ctx } = adapter._internal
  const key = address.toLowerCase()
  const hit = cache.get(key)
  if (hit && Date.now() - hit.timestamp < (options.ensCacheMs ?? ENS_CACHE_MS))
    return { name: hit.ens, avatar: hit.avatar }
  try {
    const client = getClient(network)
    const name = await getEnsName(client, { address: getAddress(address) }).catch((err) => {
      if (isNoName(err)) return null
      throw err
    })
    const avatar = name
      ? await getEnsAvatar(client, { name: normalize(name) }).catch(() => null)
      : null
    cache.set(key, { address, ens: name, avatar, timestamp: Date.now() })
    return { name, avatar }
  } catch (err) {
    ctx?.logger.debug('evm: ENS lookup failed', err)
    return { name: null, avatar: null }
  }
}
