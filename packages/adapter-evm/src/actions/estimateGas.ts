import type { Network } from '@gangway/core'
import { getAddress, type Hex } from 'viem'
import { EstimateGasError } from '../errors.js'
import type { EvmAdapter } from '../types.js'

export type EstimateGasParameters = {
  network: Network
  /** The sender. */
  address: string
  to: string
  value?: bigint
  data?: Hex
}

/**
 * Estimates the gas a transaction needs, in gas units.
 *
 * @throws EstimateGasError ('estimateGas error') with the RPC's error as cause
 *
 * @example
 * import { estimateGas } from '@gangway/adapter-evm'
 * const gas = await estimateGas(adapter, { network, address, to, value: 1n })
 */
export async function estimateGas(
  adapter: EvmAdapter,
  { network, address, to, value, data }: EstimateGasParameters,
): Promise<bigint> {
  try {
    return await adapter._internal.getClient(network).estimateGas({
      account: getAddress(address),
      to: getAddress(to),
      value,
      data,
    })
  } catch (cause) {
    throw new EstimateGasError({ cause })
  }
}
