import type { Network } from '@gangway/core'
import type { Hash, TransactionReceipt } from 'viem'
import { RECEIPT_TIMEOUT_MS } from '../internal/core.js'
import type { EvmAdapter } from '../types.js'

/**
 * Waits for a transaction to be mined, at most RECEIPT_TIMEOUT_MS (25 s, spec §9).
 *
 * @throws viem's WaitForTransactionReceiptTimeoutError when no receipt comes in time
 *
 * @example
 * import { waitForReceipt } from '@gangway/adapter-evm'
 * const receipt = await waitForReceipt(adapter, { network, hash })
 */
export function waitForReceipt(
  adapter: EvmAdapter,
  { network, hash }: { network: Network; hash: Hash },
): Promise<TransactionReceipt> {
  return adapter._internal.getClient(network).waitForTransactionReceipt({
    hash,
    timeout: RECEIPT_TIMEOUT_MS,
    pollingInterval: 250,
  })
}
