import { CHAIN_ERROR_CODES, UserRejectedRequestError } from '../errors/catalogue.js'

const MAX_DEPTH = 16

/**
 * Whether an error means the visitor rejected the request in the wallet: a
 * `UserRejectedRequestError`, or EIP-1193 code 4001 anywhere in the cause chain (spec §8 "User
 * rejection yields a user-rejected error").
 *
 * @example
 * import { isUserRejection } from '@gangway/core'
 * try { await provider.request({ method: 'personal_sign', params }) } catch (e) {
 *   if (isUserRejection(e)) toast('Signature declined')
 * }
 */
export function isUserRejection(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < MAX_DEPTH && current; depth++) {
    if (current instanceof UserRejectedRequestError) return true
    if (typeof current !== 'object') return false
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (code === CHAIN_ERROR_CODES.userRejected) return true
    current = cause
  }
  return false
}
