import type { Engine } from '../engine/types.js'
import { BaseError } from '../errors/base.js'
import { TOAST_MESSAGES } from '../errors/messages.js'
import { coreText, errorText } from '../i18n/coreText.js'

/** A wallet's own message longer than this is not shown (a stack or a payload, not a sentence). */
const MAX_LENGTH = 200

/**
 * What the visitor reads for a failed wallet request (a send, a swap, a signature): the short
 * message of one of Gangway's errors, else the wallet's own message when it gave a short one,
 * else the spec's 'Something went wrong' (spec §8); Gangway's texts in the locale shown when
 * `engine` is given. Text only: render it as text.
 */
export function walletMessage(error: unknown, engine?: Engine): string {
  if (error instanceof BaseError) return engine ? errorText(engine, error) : error.shortMessage
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message.trim() && message.length <= MAX_LENGTH)
      return message
  }
  const english = TOAST_MESSAGES.somethingWentWrong
  return engine ? coreText(engine, 'toast.somethingWentWrong', english) : english
}
