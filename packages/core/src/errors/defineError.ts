import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * A `BaseError` class of one name and one message (the spec's text, or a text made of the
 * constructor's leading arguments), taking the usual parameters (`cause`, `details`…) last. For
 * packages' own errors, so each is one line and one shape:
 *
 * @example
 * export class SolanaSendError extends defineError('SolanaSendError', 'Failed to send transaction. Please try again.') {}
 * export class WalletFeatureMissingError extends defineError('WalletFeatureMissingError',
 *   (wallet: string, feature: string) => `${wallet} does not support ${feature}`) {}
 * new WalletFeatureMissingError('Phantom', 'solana:signMessage', { cause })
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineError<A extends unknown[] = []>(
  name: string,
  message: string | ((...args: A) => string),
) {
  const arity = typeof message === 'string' ? 0 : message.length
  return class extends BaseError {
    override name = name
    constructor(...args: [...A, BaseErrorParameters?]) {
      super(
        typeof message === 'string' ? message : message(...(args.slice(0, arity) as A)),
        (args[arity] as BaseErrorParameters | undefined) ?? {},
      )
    }
  }
}
