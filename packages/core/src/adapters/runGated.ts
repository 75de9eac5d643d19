import { runApproved } from '../approvals/runApproved.js'
import { NamespaceNotConfiguredError } from '../errors/catalogue.js'
import type { ApprovalRequest, ChainNamespace } from '../types.js'
import type { AdapterSlot } from './walletConnections.js'

/**
 * An adapter's approval gate (spec §6: unsafe requests need approval): numbers the request
 * `{connectorId}:{n}` on the adapter's own counter and runs it through `runApproved`
 * (ApproveTransaction first, then `run`, then the request settled, spec §4). Before setup,
 * `NamespaceNotConfiguredError`; `run` never starts without the approval.
 *
 * @example
 * return runGated(internals, 'solana', connectorId, { method, params }, () => wallet.signMessage(bytes))
 */
export function runGated<T>(
  slot: AdapterSlot,
  namespace: ChainNamespace,
  connectorId: string,
  request: Omit<ApprovalRequest, 'id'>,
  run: () => Promise<T>,
): Promise<T> {
  const ctx = slot.ctx
  if (!ctx) return Promise.reject(new NamespaceNotConfiguredError(namespace))
  return runApproved(ctx, { ...request, id: `${connectorId}:${++slot.requestCount}` }, run)
}

/**
 * A family's gate: `runGated` for its namespace, with its rule for which methods send a
 * transaction (ApproveTransaction's wording and core's success events follow it).
 *
 * @example
 * export const gated = createGate('bip122', (method) => /send|broadcast/i.test(method))
 * await gated(internals, connectorId, 'signPsbt', shown, () => wallet.signPsbt(bytes, inputs, chain))
 */
export function createGate(namespace: ChainNamespace, isTransaction: (method: string) => boolean) {
  return <T>(
    slot: AdapterSlot,
    connectorId: string,
    method: string,
    params: unknown,
    run: () => Promise<T>,
  ): Promise<T> =>
    runGated(
      slot,
      namespace,
      connectorId,
      { method, params, isTransaction: isTransaction(method) },
      run,
    )
}
