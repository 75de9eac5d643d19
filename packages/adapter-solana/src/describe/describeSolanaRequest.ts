import type {
  DescribedRequest,
  DescriptionRow,
  Network,
  RequestDescription,
  RequestText,
} from '@gangway/core'
import { InvalidRequestParamsError } from '@gangway/core'
import bs58 from 'bs58'
import { decodeTransaction, utf8 } from './decodeTransaction.js'

/** Each method's title: key and English (signAllTransactions' counts its transactions). */
const TITLES: Record<string, [key: string, english: string]> = {
  solana_signMessage: ['request.signMessage', 'Sign a message'],
  solana_signTransaction: ['request.signTransaction', 'Sign a transaction'],
  solana_signAndSendTransaction: ['request.signAndSendTransaction', 'Sign and send a transaction'],
  solana_signAllTransactions: ['request.signTransactions', 'Sign transactions'],
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
 * of signAllTransactions in turn. Amounts are in `network`'s native currency; the words come
 * from `text` (the shell's translator, issue 36 §1), in English without it.
 *
 * @returns undefined for a method it does not know
 * @throws InvalidRequestParamsError for params that are not the method's shape
 */
export function describeSolanaRequest(
  { method, params }: DescribedRequest,
  network: Network | undefined,
  text: RequestText,
): RequestDescription | undefined {
  const titled = TITLES[method]
  if (!titled) return undefined
  const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  const rows: DescriptionRow[] =
    typeof p.pubkey === 'string'
      ? [{ label: text('request.row.account', 'account'), value: p.pubkey }]
      : []
  const currency = network?.nativeCurrency ?? { symbol: 'SOL', decimals: 9 }
  const instructions = (count: number) =>
    text(
      'request.instructions',
      { one: '{count} instruction', other: '{count} instructions' },
      { count },
    )
  if (method === 'solana_signMessage') {
    let bytes: Uint8Array
    try {
      bytes = bs58.decode(String(p.message))
    } catch {
      return malformed('The message is not base58')
    }
    const decoded = utf8(bytes)
    return {
      title: text(...titled),
      rows:
        decoded === undefined
          ? [
              ...rows,
              {
                label: text('request.row.message', 'message'),
                value: text('request.value.notTextBase58', 'bytes, not text (shown in base58)'),
              },
            ]
          : rows,
      message: decoded ?? String(p.message),
    }
  }
  if (method === 'solana_signAllTransactions') {
    if (!Array.isArray(p.transactions)) return malformed('No transactions')
    const items = p.transactions.flatMap((transaction, t) => {
      const decoded = decodeTransaction(base64(transaction), currency, text)
      const number = t + 1
      return [
        {
          title: text('request.item.transaction', 'Transaction {number}', { number }),
          rows: decoded.rows,
        },
        ...decoded.instructions.map((i) => ({
          ...i,
          title: text('request.item.inTransaction', 'Transaction {number}, {instruction}', {
            number,
            instruction: i.title,
          }),
        })),
      ]
    })
    const count = p.transactions.length
    return {
      title: text(
        'request.signTransactions',
        { one: 'Sign {count} transaction', other: 'Sign {count} transactions' },
        { count },
      ),
      rows,
      items,
      itemsLabel: text('request.pair', '{0}, {1}', {
        0: text(
          'request.transactions',
          { one: '{count} transaction', other: '{count} transactions' },
          { count },
        ),
        1: instructions(items.length - count),
      }),
    }
  }
  const decoded = decodeTransaction(base64(p.transaction), currency, text)
  return {
    title: text(...titled),
    rows: [...rows, ...decoded.rows],
    items: decoded.instructions,
    itemsLabel: instructions(decoded.instructions.length),
  }
}
