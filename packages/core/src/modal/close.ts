import { dropPendingRequests } from '../approvals/internal.js'
import type { Engine } from '../engine/types.js'
import { emitEvent } from '../events/emitEvent.js'
import { shake } from './shake.js'

/**
 * Closes the modal. Spec §2 "Closing resets loading"; "Closing the modal with no pending
 * transaction rejects pending requests". While a feature's close guard refuses (e.g. sign-in
 * required and no session, spec §4), the modal shakes instead.
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
 * Whether the visitor may close the modal now: every close guard a feature added allows it
 * (`engine.$closable`, which the shell follows to disable its close button).
 *
 * @example
 * import { canClose } from '@gangway/core'
 * const disabled = !canClose(engine)
 */
export function canClose(engine: Engine): boolean {
  return engine.$closable.get()
}

/** Closes without the guards (the engine's own flows). @internal */
export function forceClose(engine: Engine): void {
  const wasOpen = engine.$modal.get().open
  engine.$modal.set({ ...engine.$modal.get(), open: false, loading: false, loadingNamespaces: {} })
  // Spec §4 "no pending transaction": only approved requests that send one count, not an
  // approved signature still waiting for the wallet.
  const sending = [...engine._internal.inFlight.values()].some((r) => r.isTransaction)
  if (!sending) dropPendingRequests(engine)
  if (wasOpen)
    emitEvent(engine, 'MODAL_CLOSE', { connected: Boolean(engine.$account.get()?.address) })
}
