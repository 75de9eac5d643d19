import { BaseError, type BaseErrorParameters } from './internal/core.js'

/**
 * A remote wallet (or the chain's RPC) answered a request with a JSON-RPC error: its message and
 * code as the wallet gave them (4902 unknown chain, 4200 unsupported method…). User rejections
 * are core's `UserRejectedRequestError` instead.
 */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  constructor(message: string, parameters: BaseErrorParameters = {}) {
    super(message || 'The wallet could not handle the request', parameters)
  }
}
