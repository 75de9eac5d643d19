import { UserRejectedRequestError } from '../errors/catalogue.js'
import type { AdapterContext, ApprovalRequest } from '../types.js'

/**
 * Runs one unsafe wallet request behind the visitor's approval, as every adapter's gate does
 * (spec §6: unsafe requests need approval): ApproveTransaction first (anything but a yes is the
 * visitor saying no, `UserRejectedRequestError`), then `run`, then the request settled for core's
 * success or error event (spec §4: every approved request ends in one). `run` never starts
 * without the approval.
 *
 * @example
 * import { runApproved } from '@gangway/core/internal'
 * const id = `${connectorId}:${++internals.requestCount}`
 * await runApproved(ctx, { id, method, params }, () => wallet.signMessage(bytes))
 */
export async function runApproved<T>(
  ctx: Pick<AdapterContext, 'requestApproval' | 'settleApproval'>,
  request: ApprovalRequest & { id: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    await ctx.requestApproval(request)
  } catch (err) {
    throw err instanceof UserRejectedRequestError
      ? err
      : new UserRejectedRequestError({ cause: err })
  }
  try {
    const result = await run()
    ctx.settleApproval(request.id, { ok: true })
    return result
  } catch (error) {
    ctx.settleApproval(request.id, { ok: false, error })
    throw error
  }
}
