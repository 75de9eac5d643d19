import { UserRejectedRequestError } from '@gangway/core'
import { isUserRejection } from './core.js'

type WalletError = {
  code?: unknown
  message?: unknown
  data?: { originalError?: { code?: unknown } }
}

/**
 * Whether a wallet error carries one of `codes`, on itself or nested in `data.originalError`
 * (MetaMask mobile wraps 4902 in a -32603).
 */
export function hasCode(err: unknown, ...codes: number[]): boolean {
  const e = err as WalletError | undefined
  return codes.some((c) => e?.code === c || e?.data?.originalError?.code === c)
}

/** Whether the wallet answered that it does not know the method (4200 / -32601). */
export function isMethodUnsupported(err: unknown): boolean {
  return (
    hasCode(err, 4200, -32601) ||
    /method.*not (found|supported)|unsupported method/i.test(String((err as WalletError)?.message))
  )
}

/**
 * Sends one request to a wallet; a user rejection becomes `UserRejectedRequestError` (cause
 * kept), anything else goes through `onError` (rethrown as is when none is given).
 */
export async function walletRequest<T = unknown>(
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> },
  method: string,
  params?: unknown,
  onError?: (err: unknown) => Error,
): Promise<T> {
  try {
    return (await provider.request(params === undefined ? { method } : { method, params })) as T
  } catch (err) {
    if (isUserRejection(err)) {
      throw err instanceof UserRejectedRequestError
        ? err
        : new UserRejectedRequestError({ cause: err })
    }
    throw onError ? onError(err) : err
  }
}
