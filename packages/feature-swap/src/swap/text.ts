import {
  coreText,
  type Engine,
  type MessageParams,
  type ShowToastParameters,
  TOAST_MESSAGES,
  translate,
  walletMessage,
} from '../internal/core.js'
import { swapMessages } from '../messages.js'
import type { SwapFailure } from './swapStore.js'

/** One of Swap's messages in the locale shown: for toasts, said outside a view. */
export const swapText = (
  engine: Engine,
  key: keyof typeof swapMessages,
  params?: MessageParams,
): string => translate(engine, 'swap', swapMessages, key, params)

/**
 * What a preview failure says, in the locale shown: Swap's own message by its key, else the
 * wallet's error as `walletMessage` says it (Gangway's errors by their class, a wallet's own
 * short text as sent, else spec §8's 'Something went wrong'). Text only: render it as text.
 */
export const failureText = (engine: Engine, failure: SwapFailure): string =>
  'key' in failure ? swapText(engine, failure.key) : walletMessage(failure.cause, engine)

/**
 * The toast of an approval or a swap that failed, a rejection in the wallet included: 'Something
 * went wrong' (core's catalogue, the same words as Send's, in the locale shown), with the failure
 * as `failureText` says it under it, unless that is 'Something went wrong' too. Text only: the
 * shell renders both as text. The preview keeps showing the failure under its buttons.
 *
 * @example
 * showToast(engine, failureToast(engine, { key: 'error.accountNotFound' }))
 * // { variant: 'error', message: 'Something went wrong', description: 'Account not found' }
 */
export function failureToast(engine: Engine, failure: SwapFailure): ShowToastParameters {
  const message = coreText(engine, 'toast.somethingWentWrong', TOAST_MESSAGES.somethingWentWrong)
  const reason = failureText(engine, failure)
  return { variant: 'error', message, ...(reason === message ? {} : { description: reason }) }
}
