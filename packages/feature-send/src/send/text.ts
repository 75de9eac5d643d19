import {
  coreText,
  type Engine,
  type ShowToastParameters,
  TOAST_MESSAGES,
  translate,
  walletMessage,
} from '../internal/core.js'
import { sendMessages } from '../messages/send.js'

/** A Send message in the locale shown, for what is not a component (a toast's text). */
export const text = (engine: Engine, key: keyof typeof sendMessages & string): string =>
  translate(engine, 'send', sendMessages, key)

/**
 * The toast of a send that failed, a rejection in the wallet included: 'Something went wrong'
 * (core's catalogue, in the locale shown), with the reason under it when there is one: one of
 * Gangway's errors by its class ('User rejected the request.'), else the wallet's own short
 * message as sent. Text only: the shell renders both as text.
 *
 * @example
 * showToast(engine, failureToast(engine, new Error('insufficient funds for gas')))
 * // { variant: 'error', message: 'Something went wrong', description: 'insufficient funds for gas' }
 */
export function failureToast(engine: Engine, error: unknown): ShowToastParameters {
  const message = coreText(engine, 'toast.somethingWentWrong', TOAST_MESSAGES.somethingWentWrong)
  const reason = walletMessage(error, engine)
  return { variant: 'error', message, ...(reason === message ? {} : { description: reason }) }
}
