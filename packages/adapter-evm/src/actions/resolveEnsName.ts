import type { Network } from '@gangway/core'
import { getAddress } from 'viem'
import { normalize } from 'viem/ens'
import type { EvmAdapter } from '../types.js'

/** What `resolveEnsName` takes. */
export type ResolveEnsNameParameters = { name: string; network: Network }

/**
 * The address an ENS name points to. Chain 1 only (spec §9 "ENS lookup only on chain 1"): the
 * adapter's resolveName checks the network before it loads this chunk. Never throws: a name that does not normalise, has no resolver or fails to resolve
 * answers `null`.
 *
 * @example
 * import { mainnet } from '@gangway/core/networks'
 * await adapter.resolveName({ name: 'vitalik.eth', network: mainnet }) // '0xd8dA…6045'
 */
export async function resolveEnsName(
  adapter: EvmAdapter,
  { name, network }: ResolveEnsNameParameters,
): Promise<string | null> {
  try {
    const address = await adapter._internal.getClient(network).getEnsAddress({
      name: normalize(name),
    })
    return address ? getAddress(address) : null
  } catch (err) {
    adapter._internal.ctx?.logger.debug('evm: ENS name resolution failed', err)
    return null
  }
}
