import { dropPendingRequests } from '../approvals/internal.js'
import type { Engine } from '../engine/types.js'
import { emitEvent } from '../events/emitEvent.js'
import { isSiwxRequired } from './isSiwxRequired.js'
import { shake } from './shake.js'

const GUARDED_VIEWS = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * Closes the modal. Spec §2 "Closing resets loading"; spec §4 "Closing is disabled in
 * SIWXSignMessage or ApproveTransaction when sign-in is required and no session exists" (the
 * modal shakes instead); "Closing the modal with no pending transaction rejects pending requests".
 *
 * @returns `false` when closing was refused, else `true`.
 * @example
 * import { close } from '@gangway/core'
 * close(engine)
 */
export function close(engine: Engine): boolean {
  if (
    GUARDED_VIEWS.includes(engine.$router.get().view) &&
    isSiwxRequired(engine.config) &&
    !engine.$siwxSession.get()
  ) {
    shake(engine)
    return false
  }
  forceClose(engine)
  return true
}

/** Closes without the sign-in guard (the engine's own flows). @internal */
export function forceClose(engine: Engine): void {
  const wasOpen = engine.$modal.get().open
  engine.$modal.set({ ...engine.$modal.get(), open: false, loading: false, loadingNamespaces: {} })
  if (engine._internal.inFlight.size === 0) dropPendingRequests(engine)
  if (wasOpen)
    emitEvent(engine, 'MODAL_CLOSE', { connected: Boolean(engine.$account.get()?.address) })
}
