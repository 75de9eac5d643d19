import { InvalidSendCallsError } from '../errors.js'

/** The part of wallet_sendCalls params that `validateSendCallsParams` checks. */
export type SendCallsParams = {
  calls: { to: `0x${string}`; data?: `0x${string}`; [key: string]: unknown }[]
  [key: string]: unknown
}

/** What the request is checked against, when the caller knows it. */
export type SendCallsExpectations = {
  /** The active chain: `chainId`, when present, must be this chain. */
  chainId?: number
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/
const DATA = /^0x([0-9a-fA-F]{2})*$/

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The problem with one field, in core's validation wording, or undefined. */
function problem(value: unknown, rule: RegExp, what: string): string | undefined {
  if (typeof value !== 'string') return `Expected string received ${typeName(value)}`
  if (!value.startsWith('0x')) return 'Invalid input: must start with 0x'
  return rule.test(value) ? undefined : `Invalid ${what}`
}

/**
 * Checks wallet_sendCalls params (EIP-5792: `[{ calls, … }]` or the object itself). Spec §5:
 * "each call's to starts with 0x; data starts with 0x if present", and, so that what is shown is
 * what a wallet can only read one way: `calls` is non-empty; each `to` is a 20-byte address;
 * `data` even-length hex and `value` a hex quantity when present; `from`, when present, an
 * address; `chainId`, when present, a hex quantity equal to `expected.chainId` when given.
 * Hand-written rather than a schema, so the adapter needs no validation library.
 *
 * @throws InvalidSendCallsError whose details name each problem, e.g. `calls.0.to: …`.
 *
 * @example
 * import { validateSendCallsParams } from '@gangway/adapter-evm'
 * validateSendCallsParams([{ chainId: '0x1', calls: [{ to: '0xabc…', data: '0x' }] }], { chainId: 1 })
 */
export function validateSendCallsParams(
  params: unknown,
  expected: SendCallsExpectations = {},
): asserts params is [SendCallsParams, ...unknown[]] | SendCallsParams {
  const request = Array.isArray(params) ? params[0] : params
  const problems: string[] = []
  const check = (path: string, value: unknown, rule: RegExp, what: string) => {
    const found = problem(value, rule, what)
    if (found) problems.push(`${path}: ${found}`)
  }
  if (!isObject(request)) problems.push(`Expected object received ${typeName(request)}`)
  else {
    const { chainId, from, calls } = request
    if (chainId !== undefined) {
      if (typeof chainId !== 'string' || !QUANTITY.test(chainId))
        problems.push('chainId: Invalid hex number')
      else if (expected.chainId !== undefined && Number(chainId) !== expected.chainId)
        problems.push(`chainId: Expected 0x${expected.chainId.toString(16)} received ${chainId}`)
    }
    if (from !== undefined) check('from', from, ADDRESS, 'address')
    if (!Array.isArray(calls)) problems.push(`calls: Expected array received ${typeName(calls)}`)
    else if (calls.length === 0) problems.push('calls: Invalid length: Expected >=1 but received 0')
    else
      for (const [i, call] of (calls as unknown[]).entries()) {
        if (!isObject(call)) {
          problems.push(`calls.${i}: Expected object received ${typeName(call)}`)
          continue
        }
        check(`calls.${i}.to`, call.to, ADDRESS, 'address')
        if (call.data !== undefined) check(`calls.${i}.data`, call.data, DATA, 'hex data')
        if (call.value !== undefined) check(`calls.${i}.value`, call.value, QUANTITY, 'hex number')
      }
  }
  if (problems.length) throw new InvalidSendCallsError({ details: problems.join('; ') })
}
