import { type Engine, type MessageParams, translate, walletMessage } from '../internal/core.js'
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
