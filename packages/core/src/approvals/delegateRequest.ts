import type { Engine } from '../engine/types.js'
import { takeRequest } from './internal.js'

/**
 * Hands request `id` to its wallet, which asks the visitor itself (a connector's approval
 * surface, `FeatureContext.approvalSurfaces`): its promise resolves, the request is in flight
 * until `settleRequest`, and, unlike `approveRequest`, the approval view stays, showing the
 * wallet's own page, until then.
 *
 * @returns `false` when no such request is waiting (already handed over, rejected, or unknown).
 * @example
 * import { delegateRequest } from '@gangway/core/internal'
 * delegateRequest(engine, router.data.requestId)
 */
export function delegateRequest(engine: Engine, id: string): boolean {
  const taken = takeRequest(engine, id)
  if (!taken) return false
  engine._internal.inFlight.set(id, taken.request)
  taken.resolve()
  return true
}
