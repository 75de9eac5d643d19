import { InvalidSendCallsError } from '../internal/core.js'

/** The part of wallet_sendCalls params that `validateSendCallsParams` checks. */
export type SendCallsParams = {
  calls: { to: `0x${string}`; data?: `0x${string}`; [key: string]: unknown }[]
  [key: string]: unknown
}

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The problem with one hex field, in core's validation wording, or undefined. */
function hexProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `Expected string received ${typeName(value)}`
  return value.startsWith('0x') ? undefined : 'Invalid input: must start with 0x'
}

/**
 * Checks wallet_sendCalls params (EIP-5792: `[{ calls, … }]` or the object itself). Spec §5:
 * "each call's to starts with 0x; data starts with 0x if present". Hand-written rather than a
 * schema, so the adapter needs no validation library.
 *
 * @throws InvalidSendCallsError whose details name each problem, e.g. `calls.0.to: …`.
 *
 * @example
 * import { validateSendCallsParams } from '@gangway/adapter-evm'
 * validateSendCallsParams([{ calls: [{ to: '0xabc…', data: '0x' }] }])
 */
export function validateSendCallsParams(
  params: unknown,
): asserts params is [SendCallsParams, ...unknown[]] | SendCallsParams {
  const request = Array.isArray(params) ? params[0] : params
  const problems: string[] = []
  if (!isObject(request)) problems.push(`Expected object received ${typeName(request)}`)
  else if (!Array.isArray(request.calls))
    problems.push(`calls: Expected array received ${typeName(request.calls)}`)
  else
    for (const [i, call] of (request.calls as unknown[]).entries()) {
      if (!isObject(call)) {
        problems.push(`calls.${i}: Expected object received ${typeName(call)}`)
        continue
      }
      const to = hexProblem(call.to)
      if (to) problems.push(`calls.${i}.to: ${to}`)
      const data = call.data === undefined ? undefined : hexProblem(call.data)
      if (data) problems.push(`calls.${i}.data: ${data}`)
    }
  if (problems.length) throw new InvalidSendCallsError({ details: problems.join('; ') })
}
