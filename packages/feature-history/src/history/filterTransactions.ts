import type { CaipNetworkId, Transaction } from '../internal/core.js'
import { isSpamTransaction } from './isSpamTransaction.js'

/**
 * The transactions the Activity list shows (spec §5): those where every transfer is spam are
 * dropped, and only those of the connected chain are kept.
 *
 * @param transactions A page of history, as the data API sent it (already schema-parsed).
 * @param chainId The connected chain (CAIP-2).
 * @returns The transactions to show, in the same order.
 * @example
 * filterTransactions(page.data, 'eip155:1')
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  chainId: CaipNetworkId,
): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === chainId && !isSpamTransaction(tx))
}
