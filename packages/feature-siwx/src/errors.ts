import { BaseError, type BaseErrorParameters } from '@gangway/core'
import { SIWX_MESSAGES } from './constants.js'

/** A sign-in action on a modal whose config has no sign-in feature. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters?: BaseErrorParameters) {
    super(SIWX_MESSAGES.notEnabled, parameters)
  }
}

/** A session whose signature (or message) does not verify: it is never stored. */
export class InvalidSiwxSignatureError extends BaseError {
  override name = 'InvalidSiwxSignatureError'
  constructor(parameters?: BaseErrorParameters) {
    super(SIWX_MESSAGES.invalidSignature, parameters)
  }
}

/** Signing failed (declined, wallet error, storage refused): the view shows this text. */
export class SiwxSignMessageError extends BaseError {
  override name = 'SiwxSignMessageError'
  constructor(parameters?: BaseErrorParameters) {
    super(SIWX_MESSAGES.signFailed, parameters)
  }
}

/** Message fields that a standard message cannot carry (a line break in the statement…). */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError'
}

/** The host's sign-in backend could not be reached or answered something unusable. */
export class SiwxStorageError extends BaseError {
  override name = 'SiwxStorageError'
  constructor(parameters?: BaseErrorParameters) {
    super('The sign-in storage failed', parameters)
  }
}
