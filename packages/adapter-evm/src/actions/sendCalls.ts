import type { SentTransaction } from '@gangway/core'
import { getAddress, numberToHex } from 'viem'
import { gatedRequest } from '../provider/gatedRequest.js'
import type { EvmAdapter, SendCallsParameters } from '../types.js'

/**
 * Sends an EIP-5792 batch (`wallet_sendCalls`) through the approval gate; the wallet must
 * support the method. The `'eip155:sendCalls'` extra of the EVM adapter.
 *
 * @returns the batch id the wallet gave (for `wallet_getCallsStatus`)
 * @throws UserRejectedRequestError when the visitor declines; InvalidSendCallsError for a
 * malformed call
 * @example
 * await adapter.extensions['eip155:sendCalls']({ connectorId, address, network, calls })
 */
export async function sendCalls(
  adapter: EvmAdapter,
  { connectorId, address, network, calls }: SendCallsParameters,
): Promise<SentTransaction> {
  const result = await gatedRequest(adapter._internal, connectorId, {
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: numberToHex(Number(network.id)),
        from: getAddress(address),
        atomicRequired: false,
        calls: calls.map(({ to, value, data }) => ({
          to,
          ...(value === undefined ? {} : { value: numberToHex(value) }),
          ...(data === undefined ? {} : { data }),
        })),
      },
    ],
  })
  // EIP-5792 v2 answers { id }; earlier wallets the id itself.
  const id = typeof result === 'string' ? result : (result as { id?: unknown } | null)?.id
  return { id: String(id) }
}
