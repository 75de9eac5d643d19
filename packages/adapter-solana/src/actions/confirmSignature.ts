import * as v from 'valibot'
import { SolanaConfirmationTimeoutError, SolanaRpcError } from '../internal/errors.js'
import { solanaRpc } from '../rpc/solanaRpc.js'

const StatusesSchema = v.object({
  value: v.array(
    v.nullable(
      v.object({
        err: v.unknown(),
        confirmationStatus: v.nullish(v.picklist(['processed', 'confirmed', 'finalized'])),
      }),
    ),
  ),
})

const POLL_MS = 500

/**
 * Waits for a signature to be confirmed by polling `getSignatureStatuses` (every 500 ms, at most
 * `timeoutMs`): never an endless spinner. Rejects with SolanaConfirmationTimeoutError when the bound
 * runs out and with SolanaRpcError carrying the transaction error when it failed on chain.
 */
export async function confirmSignature(
  rpcUrl: string,
  signature: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await solanaRpc<unknown>(rpcUrl, 'getSignatureStatuses', [[signature]]).catch(
      // A hiccup of the RPC is retried until the bound.
      () => undefined,
    )
    const parsed = answer === undefined ? undefined : v.safeParse(StatusesSchema, answer)
    const status = parsed?.success ? parsed.output.value[0] : undefined
    if (status?.err)
      throw new SolanaRpcError('Transaction failed on chain', { data: { err: status.err } })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return
    if (Date.now() + POLL_MS > deadline)
      throw new SolanaConfirmationTimeoutError({ details: signature })
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
