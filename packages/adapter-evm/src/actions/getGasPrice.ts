import type { Network } from '@gangway/core'
import type { EvmAdapter } from '../types.js'

/**
 * The current gas price of a network, in wei, read through its RPC.
 *
 * @example
 * import { base } from '@gangway/core/networks'
 * import { getGasPrice } from '@gangway/adapter-evm'
 * const wei = await getGasPrice(adapter, { network: base })
 */
export function getGasPrice(
  adapter: EvmAdapter,
  { network }: { network: Network },
): Promise<bigint> {
  return adapter._internal.getClient(network).getGasPrice()
}
