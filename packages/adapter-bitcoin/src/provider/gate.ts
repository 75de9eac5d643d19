import { NamespaceNotConfiguredError, UserRejectedRequestError } from '../internal/core.js'
import type { BitcoinAdapterInternals } from '../types.js'

/**
 * Runs an unsafe wallet request behind the approval gate (spec §6): ApproveTransaction first,
 * then `run`, then the request settled for core's success or error event (spec §4).
 */
export async function gated<T>(
  internals: BitcoinAdapterInternals,
  connectorId: string,
  method: string,
  params: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const ctx = internals.ctx
  if (!ctx) throw new NamespaceNotConfiguredError('bip122')
  const id = `${connectorId}:${++internals.requestCount}`
  try {
    await ctx.requestApproval({ id, method, params, isTransaction: /send|broadcast/i.test(method) })
  } catch (err) {
    throw err instanceof UserRejectedRequestError
      ? err
      : new UserRejectedRequestError({ cause: err })
  }
  try {
    const result = await run()
    ctx.settleApproval(id, { ok: true })
    return result
  } catch (error) {
    ctx.settleApproval(id, { ok: false, error })
    throw error
  }
}
