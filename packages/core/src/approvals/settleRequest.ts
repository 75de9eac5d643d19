import { fetchBalance } from '../connection/fetchBalance.js'
import { errorMessage } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { emitEvent } from '../events/emitEvent.js'
import { leaveApprovalView } from './internal.js'

/** What `settleRequest` accepts. */
export type SettleRequestParameters = { ok: boolean; error?: unknown }

/**
 * The adapter reports that approved request `id` finished. Spec §4: "Wallet requests each end in
 * a success or error event … on error or success the approval view is closed or popped and
 * native balance refreshed."
 *
 * @returns `false` when no such request is in flight.
 * @example
 * import { settleRequest } from '@gangway/core/internal'
 * settleRequest(engine, id, { ok: true })
 */
export function settleRequest(
  engine: Engine,
  id: string,
  result: SettleRequestParameters,
): boolean {
  const request = engine._internal.inFlight.get(id)
  if (!request) return false
  engine._internal.inFlight.delete(id)
  emitEvent(
    engine,
    result.ok ? 'WALLET_REQUEST_SUCCESS' : 'WALLET_REQUEST_ERROR',
    result.ok
      ? { method: request.method }
      : { method: request.method, message: errorMessage(result.error) },
  )
  leaveApprovalView(engine, id)
  void fetchBalance(engine, { namespace: request.namespace, force: true })
  return true
}
