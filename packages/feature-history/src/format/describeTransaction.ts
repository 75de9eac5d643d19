import type { Translate } from '@gangway/modal-shell/kit'
import {
  formatAmount,
  formatMessage,
  getAmountSign,
  type Transaction,
  type TransactionTransfer,
  toSafeImageUrl,
} from '../internal/core.js'
import { historyMessages } from '../messages.js'

/** One amount of a row: '+25.000 TUSD', '-1.500 ETH', 'Gangway Crew #3'. */
export type RowAmount = { sign: '+' | '-' | ''; text: string }

/** What one Activity row shows, derived from a history entry. */
export type TransactionRow = {
  id: string
  /** 'Received', 'Sent', 'Minted'… */
  title: string
  status: string
  /** 'Confirmed', 'Failed', 'Pending'… */
  statusLabel: string
  /** When it was mined; `undefined` when the service sent no valid time. */
  minedAt: Date | undefined
  amounts: RowAmount[]
  /** The other side, from the account's point of view. */
  counterparty: { direction: 'from' | 'to'; address: string } | undefined
  /** The icon of the first transfer shown, when it has a safe URL. */
  image: { url: string | undefined; name: string }
  hash: string | undefined
}

/** The history's messages in English (what a row reads without the modal's translator). */
const english: Translate<typeof historyMessages> = (key, params) =>
  formatMessage(historyMessages[key], 'en', params)

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const isSpam = (t: TransactionTransfer) =>
  t.nft_info?.flags?.is_spam === true ||
  (t.fungible_info as { flags?: { is_spam?: boolean } } | null | undefined)?.flags?.is_spam === true

/**
 * '25.000 TUSD' for a token ('25,000 TUSD' in German: `locale`'s digits and decimal sign), the
 * NFT's name for an NFT; `undefined` when neither reads.
 */
function amountText(transfer: TransactionTransfer, locale: string): string | undefined {
  if (transfer.nft_info) return transfer.nft_info.name?.trim() || 'NFT'
  if (!transfer.fungible_info) return undefined
  let amount: string
  try {
    amount = formatAmount(transfer.quantity.numeric, undefined, locale)
  } catch {
    return undefined // not a number: the service sent garbage, show nothing rather than 'NaN'
  }
  const symbol = transfer.fungible_info.symbol?.trim()
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * Turns a history entry into what its row shows: a past-tense title, the amounts with 3
 * decimals and the sign of spec §9 ('+' for receive, deposit, borrow, claim; '-' for withdraw,
 * repay, burn; none otherwise), status, time, and the counterparty seen from `owner`. Spam
 * transfers inside a mixed transaction are left out. Pure: every field is plain text.
 *
 * @param tx A history entry (schema-parsed by core).
 * @param owner The connected address (any case).
 * @param t The translator of the locale shown (`useT('history', historyMessages)`): titles and
 * statuses the data API names are said in it; a type or status it does not know, as sent.
 * @param locale The locale shown (`useLocale()`): the amounts' digits and decimal sign.
 * @example
 * describeTransaction(tx, '0x7099…79C8').amounts // [{ sign: '+', text: '25.000 TUSD' }]
 */
export function describeTransaction(
  tx: Transaction,
  owner: string,
  t: Translate<typeof historyMessages> = english,
  locale = 'en',
): TransactionRow {
  const { metadata } = tx
  const type = metadata.operationType?.toLowerCase() ?? ''
  const typeKey = `type.${type}`
  const title =
    typeKey in historyMessages && type !== 'unknown'
      ? t(typeKey as keyof typeof historyMessages)
      : type
        ? capitalise(type)
        : t('type.unknown')
  const sign = getAmountSign(type)
  const shown = tx.transfers.filter((t) => !isSpam(t))
  const amounts: RowAmount[] = []
  for (const transfer of shown) {
    const text = amountText(transfer, locale)
    if (text) amounts.push({ sign, text })
  }
  const me = owner.toLowerCase()
  const from = metadata.sentFrom?.toLowerCase()
  const to = metadata.sentTo?.toLowerCase()
  const counterparty =
    from === me
      ? to
        ? { direction: 'to' as const, address: metadata.sentTo }
        : undefined
      : from
        ? { direction: 'from' as const, address: metadata.sentFrom }
        : undefined
  const minedAt = new Date(metadata.minedAt)
  const first = shown[0]
  const image = first?.nft_info
    ? {
        url: toSafeImageUrl(first.nft_info.content?.preview?.url),
        name: amountText(first, locale) ?? 'NFT',
      }
    : {
        url: toSafeImageUrl(first?.fungible_info?.icon?.url),
        name: first?.fungible_info?.symbol?.trim() || title,
      }
  const status = metadata.status?.toLowerCase() ?? ''
  const statusKey = `status.${status}`
  return {
    id: tx.id,
    title,
    status,
    statusLabel:
      statusKey in historyMessages
        ? t(statusKey as keyof typeof historyMessages)
        : status
          ? capitalise(status)
          : t('status.unknown'),
    minedAt: Number.isNaN(minedAt.getTime()) ? undefined : minedAt,
    amounts,
    counterparty,
    image,
    hash: metadata.hash,
  }
}
