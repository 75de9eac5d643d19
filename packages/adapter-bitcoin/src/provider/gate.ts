import { NamespaceNotConfiguredError, runApproved } from '../internal/core.js'
import type { BitcoinAdapterInternals } from '../types.js'

/**
 * Runs an unsafe wallet request behind the approval gate (spec §6), through core's
 * `runApproved`: ApproveTransaction first, then `run`, then the request settled (spec §4).
 * `params` is what ApproveTransaction shows.
 */
export function gated<T>(
  internals: BitcoinAdapterInternals,
  connectorId: string,
  method: string,
  params: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const ctx = internals.ctx
  if (!ctx) throw new NamespaceNotConfiguredError('bip122')
  const id = `${connectorId}:${++internals.requestCount}`
  return runApproved(
    ctx,
    { id, method, params, isTransaction: /send|broadcast/i.test(method) },
    run,
  )
}
