import { RpcMethodNotAllowedError } from '@gangway/core'
import { copyRequestParams, runGated } from '../internal/core.js'
import { walletRequest } from '../internal/errors.js'
import { classifyRpcMethod } from '../rpc/classifyRpcMethod.js'
import { validateSendCallsParams } from '../rpc/validateSendCallsParams.js'
import type { EvmAdapterInternals } from '../types.js'

/** EIP-1193 code of a method the provider refuses. */
const UNAUTHORIZED = 4200

/**
 * One request through the gated provider (spec §6): safe (read-only) methods pass straight
 * through, unsafe ones (signing, sending) wait for the visitor's approval in ApproveTransaction
 * first, wallet methods go to the wallet, anything else is refused. Settles with the wallet's
 * answer or a typed error. In the on-demand chunk: a page that never sends a request never loads it.
 */
export async function gatedRequest(
  internals: EvmAdapterInternals,
  connectorId: string,
  { method, params: asked }: { method: string; params?: unknown },
): Promise<unknown> {
  const current = () => internals.findConnector(connectorId).then((c) => c.provider)
  const kind = classifyRpcMethod(method)
  if (kind === 'refused') {
    internals.ctx?.reportRefused(method)
    throw new RpcMethodNotAllowedError({ code: UNAUTHORIZED, details: method })
  }
  // Spec §6: one frozen plain-data copy is checked, shown and forwarded, so a toJSON, a
  // getter or a later mutation of the caller's object cannot change what the wallet gets.
  const params = kind === 'unsafe' ? copyRequestParams(asked) : asked
  // Spec §5 checks of batch calls (on the active chain).
  if (method === 'wallet_sendCalls') {
    const active = internals.ctx?.getActiveNetwork()?.id
    validateSendCallsParams(params, { chainId: typeof active === 'number' ? active : undefined })
  }
  if (kind !== 'unsafe') return walletRequest(await current(), method, params)
  // Spec §4: every approved request ends in a success or an error event.
  return runGated(internals, 'eip155', connectorId, { method, params, connectorId }, async () =>
    walletRequest(await current(), method, params),
  )
}
