import type { Engine } from '../engine/types.js'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { emitEvent } from '../events/emitEvent.js'
import { forceClose } from '../modal/close.js'
import { popView } from '../router/goBack.js'
import { replace } from '../router/replace.js'
import type { PendingRequest } from '../types.js'

/** Removes a request awaiting approval and returns it with its promise's settlers. @internal */
export function takeRequest(engine: Engine, id: string) {
  const settlers = engine._internal.approvals.get(id)
  const request = engine.$pendingRequests.get().find((r) => r.id === id)
  if (!settlers || !request) return undefined
  engine._internal.approvals.delete(id)
  engine.$pendingRequests.set(engine.$pendingRequests.get().filter((r) => r.id !== id))
  return { request, ...settlers }
}

/** Rejects a request with UserRejectedRequestError; its error event is emitted. @internal */
export function rejectTaken(
  engine: Engine,
  taken: { request: PendingRequest; reject: (e: unknown) => void },
): void {
  const error = new UserRejectedRequestError()
  taken.reject(error)
  emitEvent(engine, 'WALLET_REQUEST_ERROR', {
    method: taken.request.method,
    message: error.shortMessage,
  })
}

/** Rejects every request still awaiting approval (closing the modal, spec §4). @internal */
export function dropPendingRequests(engine: Engine): void {
  for (const { id } of engine.$pendingRequests.get()) {
    const taken = takeRequest(engine, id)
    if (taken) rejectTaken(engine, taken)
  }
}

/**
 * Leaves the ApproveTransaction view of request `id`: shows the next waiting request, else pops
 * the view, else closes the modal (spec §4 "the approval view is closed or popped"). @internal
 */
export function leaveApprovalView(engine: Engine, id: string): void {
  const { view, data, history } = engine.$router.get()
  if (view !== 'ApproveTransaction' || data?.requestId !== id) return
  const next = engine.$pendingRequests.get()[0]
  if (next) replace(engine, 'ApproveTransaction', { requestId: next.id })
  else if (history.length > 1) popView(engine)
  else forceClose(engine)
}
