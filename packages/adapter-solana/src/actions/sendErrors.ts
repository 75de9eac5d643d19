import { UserRejectedRequestError } from '@gangway/core'
import { isUserRejection, isWalletRejection } from '../internal/core.js'
import {
  SolanaConfirmationTimeoutError,
  SolanaInsufficientFundsError,
  SolanaSendError,
  SolanaUnsupportedTransactionVersionError,
  SolanaWalletFeatureMissingError,
} from '../internal/errors.js'

// What the chain says when the payer cannot cover an amount or a fee (system program logs,
// the validator's preflight messages, the transaction error names).
const NOT_ENOUGH_SOL =
  /insufficient lamports|InsufficientFundsForFee|InsufficientFundsForRent|no record of a prior credit|insufficient funds for (fee|rent)/i

/** Every text an error carries: its message, its logs (SendTransactionError, RPC data), its causes. */
function texts(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 5) return []
  const e = error as { message?: unknown; logs?: unknown; data?: unknown; cause?: unknown }
  const data = e.data as { logs?: unknown; err?: unknown } | undefined
  return [
    typeof e.message === 'string' ? e.message : '',
    ...(Array.isArray(e.logs) ? e.logs.map(String) : []),
    ...(Array.isArray(data?.logs) ? data.logs.map(String) : []),
    data?.err ? JSON.stringify(data.err) : '',
    ...texts(e.cause, depth + 1),
  ]
}

/**
 * A send's failure as the visitor should read it (spec §8, Solana): a rejection stays a
 * rejection, a payer short of SOL (read from the chain's logs) is SolanaInsufficientFundsError, errors
 * the adapter raised itself pass, everything else is 'Failed to send transaction. Please try
 * again.' with the original as its cause.
 */
export function toSendError(error: unknown): Error {
  if (error instanceof UserRejectedRequestError) return error
  if (isUserRejection(error) || isWalletRejection(error))
    return new UserRejectedRequestError({ cause: error })
  if (
    error instanceof SolanaUnsupportedTransactionVersionError ||
    error instanceof SolanaWalletFeatureMissingError ||
    error instanceof SolanaInsufficientFundsError ||
    error instanceof SolanaConfirmationTimeoutError ||
    error instanceof SolanaSendError
  )
    return error
  if (texts(error).some((t) => NOT_ENOUGH_SOL.test(t)))
    return new SolanaInsufficientFundsError({ cause: error })
  return new SolanaSendError({ cause: error })
}
