import { AUTH_MESSAGES } from './constants.js'
import {
  BaseError,
  type Engine,
  errorText,
  type MessageParams,
  translate,
} from './internal/core.js'
import { authMessages } from './messages.js'

/** One of the email login's messages in the locale shown: for toasts and errors said by flows. */
export const authText = (
  engine: Engine,
  key: keyof typeof authMessages,
  params?: MessageParams,
): string => translate(engine, 'auth', authMessages, key, params)

/**
 * What a visitor reads for a failed login step, in the locale shown: this package's errors by
 * their class (`error.<name>`; the frame's own message as it sent it, text only), core's by
 * core's catalogue, anything else spec §8's 'An error occurred'.
 */
export function authErrorText(engine: Engine, error: unknown): string {
  if (!(error instanceof BaseError)) return authText(engine, 'error.AuthFrameError')
  const key = `error.${error.name}`
  if (!(key in authMessages)) return errorText(engine, error)
  // The frame's own refusal ('Invalid code'…) is the service's text: shown as it came.
  if (error.name === 'AuthFrameError' && error.shortMessage !== AUTH_MESSAGES.frameError)
    return error.shortMessage
  const seconds = (error as { seconds?: unknown }).seconds
  return authText(
    engine,
    key as keyof typeof authMessages,
    typeof seconds === 'number' ? { count: seconds } : undefined,
  )
}
