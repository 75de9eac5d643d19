import { NAMES_MESSAGES } from './constants.js'
import { BaseError, type BaseErrorParameters } from './internal/core.js'

/** Spec §8 'Error resolving name': the lookup by name failed (not a 404: an unknown name is null). */
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  constructor(parameters?: BaseErrorParameters) {
    super(NAMES_MESSAGES.resolveFailed, parameters)
  }
}

/** Spec §8 'Error fetching name suggestions'. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters?: BaseErrorParameters) {
    super(NAMES_MESSAGES.suggestionsFailed, parameters)
  }
}

/** Spec §8 'Error fetching names for address': the reverse lookup failed. */
export class AddressNamesError extends BaseError {
  override name = 'AddressNamesError'
  constructor(parameters?: BaseErrorParameters) {
    super(NAMES_MESSAGES.addressNamesFailed, parameters)
  }
}

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
export class NoNameAccountError extends BaseError {
  override name = 'NoNameAccountError'
  constructor(parameters?: BaseErrorParameters) {
    super(NAMES_MESSAGES.noAccount, parameters)
  }
}
