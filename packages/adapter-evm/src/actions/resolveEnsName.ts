import { getAddress } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { normalize } from 'viem/ens'
import { ENS_CHAIN_ID, type Network } from '../internal/core.js'
import type { EvmAdapter } from '../types.js'

/** What `resolveEnsName` takes. */
export type ResolveEnsNameParameters = { name: string; network: Network }

/**
 * The address an ENS name points to, looked up only on chain 1 (spec §9 "ENS lookup only on
 * chain 1"). Never throws: a name that does not normalise, has no resolver or fails to resolve
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
  if (Number(network.id) !== ENS_CHAIN_ID || network.chainNamespace !== 'eip155') return null
  try {
    const address = await getEnsAddress(adapter._internal.getClient(network), {
      name: normalize(name),
    })
    return address ? getAddress(address) : null
  } catch (err) {
    adapter._internal.ctx?.logger.debug('evm: ENS name resolution failed', err)
    return null
  }
}
