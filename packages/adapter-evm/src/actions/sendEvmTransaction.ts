import type { SendTransactionParameters, SentTransaction } from '@gangway/core'
import { getAddress, numberToHex } from 'viem'
import { walletRequest } from '../internal/errors.js'
import { gatedRequest } from '../provider/gatedRequest.js'
import type { EvmAdapter } from '../types.js'

/**
 * Sends an EVM transaction with the connected wallet: on the network asked for (the wallet is
 * switched first when it is elsewhere), through the same approval gate as the host's provider
 * (ApproveTransaction, then `eth_sendTransaction`, then settled for core's success event).
 *
 * @throws UserRejectedRequestError when the visitor declines, here or in the wallet
 * @example
 * const { id } = await adapter.sendTransaction({
 *   connectorId, address, network: base, request: { to, value: 1n },
 * })
 */
export async function sendEvmTransaction(
  adapter: EvmAdapter,
  { connectorId, address, network, request }: SendTransactionParameters<'eip155'>,
): Promise<SentTransaction> {
  const { provider } = await adapter._internal.findConnector(connectorId)
  // Never send on another chain than the one the visitor sees.
  if (Number(await walletRequest<string>(provider, 'eth_chainId')) !== Number(network.id))
    await adapter.switchNetwork({ connectorId, network })
  const { to, value, data, gas, gasPrice } = request
  const id = await gatedRequest(adapter._internal, connectorId, {
    method: 'eth_sendTransaction',
    params: [
      {
        from: getAddress(address),
        to: getAddress(to),
        ...(value === undefined ? {} : { value: numberToHex(value) }),
        ...(data === undefined ? {} : { data }),
        ...(gas === undefined ? {} : { gas: numberToHex(gas) }),
        ...(gasPrice === undefined ? {} : { gasPrice: numberToHex(gasPrice) }),
      },
    ],
  })
  return { id: id as string }
}
