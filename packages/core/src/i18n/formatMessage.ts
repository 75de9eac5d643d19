import type { RequestText } from '../types/adapter.js'
/**
 * A message: text with `{name}` placeholders, or one text per plural category (`Intl.PluralRules`)
 * chosen by the `count` parameter, `other` always present.
 */
export type Message = string | PluralMessage
export type PluralMessage = { readonly other: string } & Readonly<
  Partial<Record<Intl.LDMLPluralRule, string>>
>

/** One package's messages by key (English is the source; a locale's chunk has the same keys). */
export type Catalogue = Readonly<Record<string, Message>>

/** The values a message's placeholders take. Numbers are formatted for the locale. */
export type MessageParams = Readonly<Record<string, string | number>>

const plurals = new Map<string, Intl.PluralRules>()

/**
 * Fills a message's placeholders; a plural message picks its form by `params.count` with the
 * locale's plural rules. A placeholder without a value stays as written, so a missing parameter
 * shows in review rather than as an empty gap.
 *
 * @example formatMessage({ one: '{count} wallet', other: '{count} wallets' }, 'en', { count: 2 })
 * // '2 wallets'
 */
export function formatMessage(message: Message, locale: string, params?: MessageParams): string {
  let text: string
  if (typeof message === 'string') text = message
  else {
    const rules = plurals.get(locale) ?? new Intl.PluralRules(locale)
    plurals.set(locale, rules)
    const count = Number(params?.count ?? 0)
    text = message[rules.select(count)] ?? message.other
  }
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? value.toLocaleString(locale) : value
  })
}

/**
 * A request describer's words with no translator (`Adapter.describeRequest`'s `text` when a
 * caller passes none): the English source, placeholders and plurals filled in. An adapter passes
 * it from its first module, so its lazy describer imports no formatter (a module both the first
 * chunk and a lazy one import makes Vite 8 split it into one more file loaded up front).
 */
export const requestTextInEnglish: RequestText = (_key, english, params) =>
  formatMessage(english, 'en', params)

/**
 * A locale's translation of an English catalogue: every key, a text for a text and plural forms
 * for plural forms (the locale's own categories, `other` always).
 */
export type Translation<T extends Catalogue> = {
  readonly [K in keyof T]: T[K] extends string ? string : PluralMessage
}
