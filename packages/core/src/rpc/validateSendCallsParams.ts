import * as v from 'valibot'
import { formatIssues } from '../config/formatIssues.js'
import { InvalidSendCallsError } from '../errors/catalogue.js'

// check and object rather than startsWith and looseObject: the engine bundles those already.
// v.object accepts extra keys too (value, chainId…); it only leaves them out of its output,
// which is never used here.
const Hex = v.pipe(
  v.string(),
  v.check((value) => value.startsWith('0x'), 'Invalid input: must start with 0x'),
)

const SendCallsSchema = v.object({
  calls: v.array(v.object({ to: Hex, data: v.optional(Hex) })),
})

/** The part of wallet_sendCalls params that `validateSendCallsParams` checks. */
export type SendCallsParams = {
  calls: { to: `0x${string}`; data?: `0x${string}`; [key: string]: unknown }[]
  [key: string]: unknown
}

/**
 * Checks wallet_sendCalls params (EIP-5792: `[{ calls, … }]` or the object itself). Spec §5:
 * "each call's to starts with 0x; data starts with 0x if present".
 *
 * @throws InvalidSendCallsError whose details name each problem, e.g. `calls.0.to: …`.
 *
 * @example
 * import { validateSendCallsParams } from '@gangway/core'
 * validateSendCallsParams([{ calls: [{ to: '0xabc…', data: '0x' }] }])
 */
export function validateSendCallsParams(
  params: unknown,
): asserts params is [SendCallsParams, ...unknown[]] | SendCallsParams {
  const request = Array.isArray(params) ? params[0] : params
  const result = v.safeParse(SendCallsSchema, request)
  if (!result.success) {
    throw new InvalidSendCallsError({
      details: formatIssues(result.issues, SendCallsSchema).join('; '),
    })
  }
}
