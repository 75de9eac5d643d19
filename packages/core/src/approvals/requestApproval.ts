import { nextId } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { showModal } from '../modal/open.js'
import { push } from '../router/push.js'
import type { ChainNamespace } from '../types.js'
import { copyRequestParams } from './copyRequestParams.js'

/** What `requestApproval` accepts. */
export type RequestApprovalParameters = {
  namespace: ChainNamespace
  method: string
  params: unknown
  /** Whether the request sends a transaction (keeps closing from rejecting other requests). */
  isTransaction?: boolean
  /** The caller's own id for `settleRequest`; one is made up when absent. */
  id?: string
  /** The connector the request goes to; its approval surface, if any, shows. */
  connectorId?: string | undefined
}

/**
 * Asks the visitor to approve an unsafe wallet request (spec §4: "unsafe open
 * ApproveTransaction"): queues a PendingRequest and shows ApproveTransaction with
 * `data.requestId` (pushed when the modal is open, else the modal opens on it).
 *
 * The params are kept as one frozen plain-data copy (`copyRequestParams`): the view shows that
 * copy, and later changes to the caller's object do not reach it.
 *
 * @returns Resolves when approved; rejects with UserRejectedRequestError when rejected or when
 * the modal is closed with no transaction in flight, and with InvalidRequestParamsError (nothing
 * shown) when the params are not plain data.
 * @example
 * import { requestApproval } from '@gangway/core/internal'
 * await requestApproval(engine, { namespace: 'eip155', method: 'personal_sign', params })
 */
export function requestApproval(engine: Engine, args: RequestApprovalParameters): Promise<void> {
  const id = args.id ?? `request-${nextId(engine)}`
  return new Promise<void>((resolve, reject) => {
    // namespace, method, isTransaction and connectorId as given; params as the frozen copy.
    const request = { isTransaction: false, ...args, id, params: copyRequestParams(args.params) }
    engine._internal.approvals.set(id, { resolve, reject })
    engine.$pendingRequests.set([...engine.$pendingRequests.get(), request])
    if (!engine.$modal.get().open) showModal(engine, 'ApproveTransaction', { requestId: id })
    // A request already on screen stays there; this one follows when it is done.
    else if (engine.$router.get().view !== 'ApproveTransaction')
      push(engine, 'ApproveTransaction', { requestId: id })
  })
}
