import { SIWX_MESSAGES } from './constants.js'
import { BaseError, defineError } from './internal/core.js'

/** A sign-in action on a modal whose config has no sign-in feature. */
export class SiwxNotEnabledError extends defineError(
  'SiwxNotEnabledError',
  SIWX_MESSAGES.notEnabled,
) {}

/** A session whose signature (or message) does not verify: it is never stored. */
export class InvalidSiwxSignatureError extends defineError(
  'InvalidSiwxSignatureError',
  SIWX_MESSAGES.invalidSignature,
) {}

/** Signing failed (declined, wallet error, storage refused): the view shows this text. */
export class SiwxSignMessageError extends defineError(
  'SiwxSignMessageError',
  SIWX_MESSAGES.signFailed,
) {}

/** Message fields that a standard message cannot carry (a line break in the statement…). */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError'
}

/** The host's sign-in backend could not be reached or answered something unusable. */
export class SiwxStorageError extends defineError(
  'SiwxStorageError',
  'The sign-in storage failed',
) {}
