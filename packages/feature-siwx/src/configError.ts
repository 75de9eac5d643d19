import { BaseError, type BaseErrorParameters } from '@gangway/core'

/**
 * Spec §5: "Setting both the sign-in-with-wallet config and the sign-in option is an error:
 * Cannot set both siweConfig and siwx options". In its own file: the descriptor throws it, so it
 * is the one error a host bundles up front.
 */
export class SiwxConfigError extends BaseError {
  override name = 'SiwxConfigError'
  constructor(parameters?: BaseErrorParameters) {
    super('Cannot set both siweConfig and siwx options', parameters)
  }
}
