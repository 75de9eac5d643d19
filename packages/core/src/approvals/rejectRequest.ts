import type { Engine } from '../engine/types.js'
import { leaveApprovalView, rejectTaken, takeRequest } from './internal.js'

/**
 * The visitor rejected request `id`: its promise rejects with UserRejectedRequestError, an error
 * event is emitted, and the approval view is popped or closed.
 *
 * @returns `false` when no such request is waiting.
 * @example
 * import { rejectRequest } from '@gangway/core/internal'
 * rejectRequest(engine, router.data.requestId)
 */
export function rejectRequest(engine: Engine, id: string): boolean {
  const taken = takeRequest(engine, id)
  if (!taken) return false
  rejectTaken(engine, taken)
  leaveApprovalView(engine, id)
  return true
}
