import type { Engine } from '../engine/types.js'
import { leaveApprovalView, takeRequest } from './internal.js'

/**
 * The visitor approved request `id`: its promise resolves, the request is in flight until the
 * adapter calls `settleRequest`, and the approval view is popped or closed.
 *
 * @returns `false` when no such request is waiting.
 * @example
 * import { approveRequest } from '@gangway/core/internal'
 * approveRequest(engine, router.data.requestId)
 */
export function approveRequest(engine: Engine, id: string): boolean {
  const taken = takeRequest(engine, id)
  if (!taken) return false
  engine._internal.inFlight.set(id, taken.request)
  taken.resolve()
  leaveApprovalView(engine, id)
  return true
}
