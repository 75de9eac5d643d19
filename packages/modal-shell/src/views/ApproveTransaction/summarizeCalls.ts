/** One call of a wallet_sendCalls batch, as ApproveTransaction lists it. */
export type CallSummary = {
  to: string
  /** The value in the native currency's units ('0' when absent). */
  value: string
  /** The first 4 bytes of `data` (the function selector), or undefined for a plain transfer. */
  selector: string | undefined
  /** How many bytes of data the call carries. */
  dataBytes: number
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * The calls of wallet_sendCalls params (already checked by the adapter and copied by core), each
 * summarised: to, value (hex wei through `format`), function selector. Every call is listed:
 * nothing is left out, so what the visitor approves is what the wallet gets.
 *
 * @returns undefined when the params carry no `calls` array.
 */
export function summarizeCalls(
  params: unknown,
  format: (wei: bigint) => string,
): CallSummary[] | undefined {
  const request: unknown = Array.isArray(params) ? params[0] : params
  const calls = (request as { calls?: unknown } | null)?.calls
  if (!Array.isArray(calls)) return undefined
  return calls.map((call: Record<string, unknown> | null) => {
    const data = text(call?.data)
    let value = '0'
    try {
      value = format(BigInt(text(call?.value) || '0'))
    } catch {
      value = text(call?.value)
    }
    return {
      to: text(call?.to),
      value,
      selector: data.length >= 10 ? data.slice(0, 10) : undefined,
      dataBytes: Math.max(0, (data.length - 2) >> 1),
    }
  })
}
