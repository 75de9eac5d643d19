import type { DescribedRequest, DescriptionRow, Network, RequestDescription } from '@gangway/core'
import { InvalidRequestParamsError } from '@gangway/core'
import bs58 from 'bs58'
import { decodeTransaction, utf8 } from './decodeTransaction.js'

const TITLES: Record<string, string> = {
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAndSendTransaction: 'Sign and send a transaction',
  solana_signAllTransactions: 'Sign transactions',
}

const malformed = (details: string): never => {
  throw new InvalidRequestParamsError({ details })
}

/** Base64 to bytes, or InvalidRequestParamsError. */
function base64(text: unknown): Uint8Array {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text))
    return malformed('The transaction is not base64')
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/**
 * Describes a Solana wallet request for ApproveTransaction (`Adapter.describeRequest`), from the
 * params the adapter's gate shows (the checked copy it signs): a message decoded to text, a
 * transaction's fee payer and every instruction decoded (`decodeTransaction`), each transaction
 * of signAllTransactions in turn. Amounts are in `network`'s native currency.
 *
 * @returns undefined for a method it does not know
 * @throws InvalidRequestParamsError for params that are not the method's shape
 */
export function describeSolanaRequest(
  { method, params }: DescribedRequest,
  network: Network | undefined,
): RequestDescription | undefined {
  const title = TITLES[method]
  if (!title) return undefined
  const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  const rows: DescriptionRow[] =
    typeof p.pubkey === 'string' ? [{ label: 'account', value: p.pubkey }] : []
  const currency = network?.nativeCurrency ?? { symbol: 'SOL', decimals: 9 }
  if (method === 'solana_signMessage') {
    let bytes: Uint8Array
    try {
      bytes = bs58.decode(String(p.message))
    } catch {
      return malformed('The message is not base58')
    }
    const text = utf8(bytes)
    return {
      title,
      rows:
        text === undefined
          ? [...rows, { label: 'message', value: 'bytes, not text (shown in base58)' }]
          : rows,
      message: text ?? String(p.message),
    }
  }
  if (method === 'solana_signAllTransactions') {
    if (!Array.isArray(p.transactions)) return malformed('No transactions')
    const items = p.transactions.flatMap((transaction, t) => {
      const decoded = decodeTransaction(base64(transaction), currency)
      return [
        { title: `Transaction ${t + 1}`, rows: decoded.rows },
        ...decoded.instructions.map((i) => ({ ...i, title: `Transaction ${t + 1}, ${i.title}` })),
      ]
    })
    const n = p.transactions.length
    return {
      title: `Sign ${n} ${n === 1 ? 'transaction' : 'transactions'}`,
      rows,
      items,
      itemsLabel: `${n} ${n === 1 ? 'transaction' : 'transactions'}, ${items.length - n} instructions`,
    }
  }
  const decoded = decodeTransaction(base64(p.transaction), currency)
  const count = decoded.instructions.length
  return {
    title,
    rows: [...rows, ...decoded.rows],
    items: decoded.instructions,
    itemsLabel: `${count} ${count === 1 ? 'instruction' : 'instructions'}`,
  }
}
