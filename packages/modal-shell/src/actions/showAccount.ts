import { type HostEngine, internal, reset } from '../internal/core.js'

/**
 * Shows the Account view as the only history entry, keeping the modal open. Spec §2: "After a
 * send starts, the Account view shows"; the send feature calls it once the transaction is
 * submitted.
 *
 * @example
 * import { showAccount } from '@gangway/modal-shell'
 * await sendTransaction(…)
 * showAccount(modal.engine)
 */
export function showAccount(engine: HostEngine): void {
  reset(internal(engine), 'Account')
}
