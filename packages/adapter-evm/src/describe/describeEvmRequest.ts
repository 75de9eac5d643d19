import type {
  DescribedRequest,
  DescriptionRow,
  Network,
  RequestDescription,
  RequestText,
} from '@gangway/core'
import { InvalidRequestParamsError } from '@gangway/core'
import { formatUnits } from 'viem'

/** What each unsafe method (spec §6) does, as ApproveTransaction's title: key and English. */
const TITLES: Record<string, [key: string, english: string]> = {
  personal_sign: ['request.signMessage', 'Sign a message'],
  eth_signTypedData_v4: ['request.signTypedData', 'Sign typed data'],
  eth_sendTransaction: ['request.sendTransaction', 'Send a transaction'],
  wallet_sendCalls: ['request.sendCalls', 'Send a batch of calls'],
  eth_sendUserOperation: ['request.sendUserOperation', 'Send a user operation'],
  wallet_grantPermissions: ['request.grantPermissions', 'Grant permissions'],
  wallet_revokePermissions: ['request.revokePermissions', 'Revoke permissions'],
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
function callRows(
  call: unknown,
  amount: (wei: bigint) => string,
  text: RequestText,
): DescriptionRow[] {
  if (!isFields(call)) return malformed('A call is not an object')
  const rows: DescriptionRow[] = []
  if (call.from !== undefined)
    rows.push({ label: text('request.row.from', 'from'), value: String(call.from) })
  rows.push({
    label: text('request.row.to', 'to'),
    value:
      call.to == null
        ? text('request.value.createsContract', 'none (creates a contract)')
        : String(call.to),
  })
  rows.push({ label: text('request.row.value', 'value'), value: amount(weiOf(call.value)) })
  const data = call.data === undefined ? '0x' : hexOf(call.data, 'data')
  rows.push({
    label: text('request.row.function', 'function'),
    value:
      data.length >= 10
        ? text(
            'request.value.selector',
            { one: '{selector} ({count} byte)', other: '{selector} ({count} bytes)' },
            { selector: data.slice(0, 10), count: (data.length - 2) >> 1 },
          )
        : text('request.value.plainTransfer', 'none (plain transfer)'),
  })
  return rows
}

/**
 * Describes an unsafe eip155 request for ApproveTransaction (`Adapter.describeRequest`):
 * personal_sign's message decoded to text, typed data's primary type and domain, a transaction's
 * to / value / function selector, every call of wallet_sendCalls; the other unsafe methods by
 * their title (the raw request shows below). Values are in `network`'s native currency; the
 * words come from `text` (the shell's translator, issue 36 §1), in English without it.
 *
 * @returns undefined for a method it does not know
 * @throws InvalidRequestParamsError for params that are not the method's shape
 */
export function describeEvmRequest(
  { method, params }: DescribedRequest,
  network: Network | undefined,
  text: RequestText,
): RequestDescription | undefined {
  const titled = TITLES[method]
  if (!titled) return undefined
  const title = text(...titled)
  const list: unknown[] = Array.isArray(params) ? params : [params]
  const { symbol, decimals } = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const amount = (wei: bigint) => `${formatUnits(wei, decimals)} ${symbol}`
  const account = (value: unknown): DescriptionRow[] =>
    typeof value === 'string' ? [{ label: text('request.row.account', 'account'), value }] : []
  switch (method) {
    case 'personal_sign': {
      const hex = hexOf(list[0], 'The message')
      const decoded = textOf(hex)
      return {
        title,
        rows: [
          ...account(list[1]),
          ...(decoded === undefined
            ? [
                {
                  label: text('request.row.message', 'message'),
                  value: text('request.value.notTextHex', 'bytes, not text (shown as hex)'),
                },
              ]
            : []),
        ],
        message: decoded ?? hex,
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
      // The domain's field names are the dapp's (name, chainId…): values, not words.
      const domain = Object.entries(data.domain).map(([field, value]) => ({
        label: text('request.row.domain', 'domain {field}', { field }),
        value: String(value),
      }))
      return {
        title,
        rows: [
          ...account(list[0]),
          { label: text('request.row.primaryType', 'primary type'), value: data.primaryType },
          ...domain,
        ],
        message: JSON.stringify(data.message ?? null, null, 2),
      }
    }
    case 'eth_sendTransaction':
      return { title, rows: callRows(list[0], amount, text) }
    case 'wallet_sendCalls': {
      const request = list[0]
      if (!isFields(request) || !Array.isArray(request.calls))
        return malformed('wallet_sendCalls has no calls')
      const calls = request.calls
      return {
        title,
        rows: [
          ...(request.from !== undefined
            ? [{ label: text('request.row.from', 'from'), value: String(request.from) }]
            : []),
          ...(request.chainId !== undefined
            ? [
                {
                  label: text('request.row.chain', 'chain'),
                  value: String(Number(hexOf(request.chainId, 'chainId'))),
                },
              ]
            : []),
        ],
        items: calls.map((call) => ({ rows: callRows(call, amount, text) })),
        itemsLabel: text(
          'request.calls',
          { one: '{count} call', other: '{count} calls' },
          { count: calls.length },
        ),
      }
    }
    default:
      return { title }
  }
}
