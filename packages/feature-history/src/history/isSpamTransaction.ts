import type { Transaction } from '../internal/core.js'

/**
 * Whether every transfer of a history entry is flagged as spam (spec §5: "Transactions where
 * every transfer is spam dropped"). An entry without transfers (an approval, a contract call) is
 * not spam.
 *
 * @param transaction A history entry from core's `fetchTransactions`.
 * @returns `true` when the history should hide it.
 * @example
 * import { fetchTransactions, isSpamTransaction } from '@gangway/core/services'
 * const { data } = await fetchTransactions(engine, { address })
 * const shown = data.filter((tx) => !isSpamTransaction(tx))
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return (
    transfers.length > 0 &&
    transfers.every(
      (t) => t.nft_info?.flags.is_spam === true || t.fungible_info?.flags?.is_spam === true,
    )
  )
}
