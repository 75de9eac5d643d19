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
  if (!canClose(engine)) {
    shake(engine)
    return false
  }
  forceClose(engine)
  return true
}

/**
 * Whether the visitor may close the modal now: not in SIWXSignMessage or ApproveTransaction
 * while sign-in is required and no session exists (spec §4). The shell disables its close button
 * with this.
 *
 * @example
 * import { canClose } from '@gangway/core'
 * const disabled = !canClose(engine)
 */
export function canClose(engine: Engine): boolean {
  return !(
    GUARDED_VIEWS.includes(engine.$router.get().view) &&
    isSiwxRequired(engine.config) &&
    !engine.$siwxSession.get()
  )
}

/** Closes without the sign-in guard (the engine's own flows). @internal */
export function forceClose(engine: Engine): void {
  const wasOpen = engine.$modal.get().open
  engine.$modal.set({ ...engine.$modal.get(), open: false, loading: false, loadingNamespaces: {} })
  if (engine._internal.inFlight.size === 0) dropPendingRequests(engine)
  if (wasOpen)
    emitEvent(engine, 'MODAL_CLOSE', { connected: Boolean(engine.$account.get()?.address) })
}
