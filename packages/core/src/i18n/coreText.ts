import type { Engine } from '../engine/types.js'
import type { BaseError } from '../errors/base.js'
import type { MessageParams } from './formatMessage.js'
import { translate } from './i18n.js'

/**
 * One of core's texts for visitors in the locale shown: `english` is the source, so a caller
 * carries only the text it shows (core's whole catalogue is `coreMessages`, for translators).
 * @internal
 */
export function coreText(
  engine: Engine,
  key: string,
  english: string,
  params?: MessageParams,
): string {
  return translate(engine, 'core', { [key]: english }, key, params)
}

/**
 * What a visitor reads for one of Gangway's errors: its short message (the spec's words) in the
 * locale shown, by the error's class (`error.<name>` in core's catalogue, filled from the error's
 * own fields such as `featureId` or `status`).
 * @internal (for the shell and features)
 */
export function errorText(engine: Engine, error: BaseError): string {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
  // A service's error subclass (ServiceUnavailableError…) says what its parent says.
  const { locale, messages } = engine.$i18n.get()
  const own = `error.${error.name}`
  const key =
    typeof params.status === 'number' &&
    !messages.core?.[own] &&
    !(engine.config.messages as Record<string, Record<string, object>> | undefined)?.[locale]
      ?.core?.[own as never]
      ? 'error.HttpRequestError'
      : own
  return coreText(engine, key, error.shortMessage, params)
}
