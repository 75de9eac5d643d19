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

/**
 * A registration failed. Its `shortMessage` is what the view shows (spec §8 "Names-service first
 * reason description shown when present"): the service's first reason, else
 * 'Error registering name {name}'.
 */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  constructor(message: string, parameters?: BaseErrorParameters) {
    super(message, parameters)
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
