import { type Engine, translate } from '../internal/core.js'
import { sendMessages } from '../messages/send.js'

/** A Send message in the locale shown, for what is not a component (a toast's text). */
export const text = (engine: Engine, key: keyof typeof sendMessages & string): string =>
  translate(engine, 'send', sendMessages, key)
