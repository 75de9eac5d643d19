import type { DescribedRequest, DescriptionRow, Network, RequestDescription } from '@gangway/core'
import { InvalidRequestParamsError } from '@gangway/core'
import { formatUnits } from 'viem'

/** What each unsafe method (spec §6) does, as ApproveTransaction's title. */
const TITLES: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send a batch of calls',
  eth_sendUserOperation: 'Send a user operation',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
}

type Fields = Record<string, unknown>

const malformed = (details: string): never => {
  throw new InvalidRequestParamsError({ details })
}
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const HEX = /^0x[0-9a-f]*$/i
/** A hex quantity or data field: the string, or an error naming the field. */
const hexOf = (value: unknown, name: string): string =>
  typeof value === 'string' && HEX.test(value) ? value : malformed(`${name} is not hex`)

/** A value field (hex quantity, decimal string, integer or bigint) in wei; absent is 0. */
function weiOf(value: unknown): bigint {
  if (value === undefined || value === null) return 0n
  if (typeof value === 'bigint') return value
  if (
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value))
  )
    return BigInt(value)
  return malformed('value is not a quantity')
}

/** Hex bytes as UTF-8 text, or undefined when they are not text. */
function textOf(hex: string): string | undefined {
  if ((hex.length - 2) % 2) return undefined
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(2 + 2 * i, 4 + 2 * i), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** One call's to / value / function rows (eth_sendTransaction and each wallet_sendCalls call). */
function callRows(call: unknown, amount: (wei: bigint) => string): DescriptionRow[] {
  if (!isFields(call)) return malformed('A call is not an object')
  const rows: DescriptionRow[] = []
  if (call.from !== undefined) rows.push({ label: 'from', value: String(call.from) })
  rows.push({
    label: 'to',
    value: call.to == null ? 'none (creates a contract)' : String(call.to),
  })
  rows.push({ label: 'value', value: amount(weiOf(call.value)) })
  const data = call.data === undefined ? '0x' : hexOf(call.data, 'data')
  rows.push({
    label: 'function',
    value:
      data.length >= 10
        ? `${data.slice(0, 10)} (${(data.length - 2) >> 1} bytes)`
        : 'none (plain transfer)',
  })
  return rows
}

/**
 * Describes an unsafe eip155 request for ApproveTransaction (`Adapter.describeRequest`):
 * personal_sign's message decoded to text, typed data's primary type and domain, a transaction's
 * to / value / function selector, every call of wallet_sendCalls; the other unsafe methods by
 * their title (the raw request shows below). Values are in `network`'s native currency.
 *
 * @returns undefined for a method it does not know
 * @throws InvalidRequestParamsError for params that are not the method's shape
 */
export function describeEvmRequest(
  { method, params }: DescribedRequest,
  network: Network | undefined,
): RequestDescription | undefined {
  const title = TITLES[method]
  if (!title) return undefined
  const list: unknown[] = Array.isArray(params) ? params : [params]
  const { symbol, decimals } = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const amount = (wei: bigint) => `${formatUnits(wei, decimals)} ${symbol}`
  const account = (value: unknown): DescriptionRow[] =>
    typeof value === 'string' ? [{ label: 'account', value }] : []
  switch (method) {
    case 'personal_sign': {
      const hex = hexOf(list[0], 'The message')
      const text = textOf(hex)
      return {
        title,
        rows: [
          ...account(list[1]),
          ...(text === undefined
            ? [{ label: 'message', value: 'bytes, not text (shown as hex)' }]
            : []),
        ],
        message: text ?? hex,
      }
    }
    case 'eth_signTypedData_v4': {
      let data: unknown = list[1]
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data)
        } catch {
          malformed('The typed data is not JSON')
        }
      }
      if (!isFields(data) || typeof data.primaryType !== 'string' || !isFields(data.domain))
        return malformed('The typed data has no primary type or domain')
      const domain = Object.entries(data.domain).map(([label, value]) => ({
        label: `domain ${label}`,
        value: String(value),
      }))
      return {
        title,
        rows: [...account(list[0]), { label: 'primary type', value: data.primaryType }, ...domain],
        message: JSON.stringify(data.message ?? null, null, 2),
      }
    }
    case 'eth_sendTransaction':
      return { title, rows: callRows(list[0], amount) }
    case 'wallet_sendCalls': {
      const request = list[0]
      if (!isFields(request) || !Array.isArray(request.calls))
        return malformed('wallet_sendCalls has no calls')
      const calls = request.calls
      return {
        title,
        rows: [
          ...(request.from !== undefined ? [{ label: 'from', value: String(request.from) }] : []),
          ...(request.chainId !== undefined
            ? [{ label: 'chain', value: String(Number(hexOf(request.chainId, 'chainId'))) }]
            : []),
        ],
        items: calls.map((call) => ({ rows: callRows(call, amount) })),
        itemsLabel: `${calls.length} ${calls.length === 1 ? 'call' : 'calls'}`,
      }
    }
    default:
      return { title }
  }
}
