import { BaseError, type Engine, errorText as gangwayErrorText } from '../internal/core.js'

/**
 * The text to show for an error: Gangway errors carry the spec's exact short message, in the
 * locale shown when `engine` is given (core's catalogue, by the error's class); any other error
 * its own message (a wallet's or a service's words, shown as they came).
 */
export function errorText(error: unknown, engine?: Engine): string {
  if (error instanceof BaseError)
    return engine ? gangwayErrorText(engine, error) : error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
