import { NAMES_MESSAGES } from './constants.js'
import { BaseError, type BaseErrorParameters, defineError } from './internal/core.js'

/** Spec §8 'Error resolving name': the lookup by name failed (not a 404: an unknown name is null). */
export class ResolveNameError extends defineError(
  'ResolveNameError',
  NAMES_MESSAGES.resolveFailed,
) {}

/** Spec §8 'Error fetching name suggestions'. */
export class NameSuggestionsError extends defineError(
  'NameSuggestionsError',
  NAMES_MESSAGES.suggestionsFailed,
) {}

/** Spec §8 'Error fetching names for address': the reverse lookup failed. */
export class AddressNamesError extends defineError(
  'AddressNamesError',
  NAMES_MESSAGES.addressNamesFailed,
) {}

/** Why a registration failed, for the view to say it in the visitor's language. */
export type RegisterNameFailure = 'expired' | 'service' | 'failed'

/**
 * A registration failed. Its `shortMessage` is the English of spec §8 ("Names-service first
 * reason description shown when present"): the service's first reason, else
 * 'Error registering name {name}'. Its `kind` is what RegisterAccountName says, in the locale
 * shown: `'service'` the service's reason as it came (its words), `'expired'` the signature came
 * back too late ('Signing took longer than 10 seconds…'), `'failed'` the spec's message.
 */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  readonly kind: RegisterNameFailure
  constructor(
    message: string,
    parameters: BaseErrorParameters & { kind?: RegisterNameFailure } = {},
  ) {
    super(message, parameters)
    this.kind = parameters.kind ?? 'failed'
  }
}

/**
 * The name service answered a registration with another name, or without this account's address
 * under the coin type signed: that is not the registration the visitor signed, so it is not
 * shown as theirs. Its `shortMessage` is spec §8's 'Error registering name {name}'.
 */
export class RegisteredNameMismatchError extends RegisterNameError {
  override name = 'RegisteredNameMismatchError'
  constructor(params: { name: string; answered: string }, parameters: BaseErrorParameters = {}) {
    super(NAMES_MESSAGES.registerFailed(params.name), {
      ...parameters,
      details: `registered ${params.name}, the name service answered ${params.answered}`,
    })
  }
}

/** Spec §8 'Address or auth connector not found': nothing EVM is connected to name. */
export class NoNameAccountError extends defineError(
  'NoNameAccountError',
  NAMES_MESSAGES.noAccount,
) {}
