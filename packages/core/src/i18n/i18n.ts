import type { Engine } from '../engine/types.js'
import { type Catalogue, formatMessage, type Message, type MessageParams } from './formatMessage.js'
import type { Locale } from './locales.js'

/**
 * The messages of every package, by namespace: each package adds its English catalogue's type
 * here, so a host's `messages` override is checked key by key.
 *
 * @example
 * declare module '@gangway/core' {
 *   interface MessageCatalogues { swap: typeof swapMessages }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface MessageCatalogues {}

/** A host's messages: by locale, then namespace, then key; any message of any locale. */
export type MessageOverrides = {
  readonly [L in Locale]?: {
    readonly [N in keyof MessageCatalogues]?: {
      readonly [K in keyof MessageCatalogues[N]]?: Message
    }
  }
}

/** The locale shown, its direction, and the loaded translations of each namespace. */
export type I18nState = {
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /** The chosen locale's catalogue of each namespace loaded so far (none for English). */
  readonly messages: Readonly<Record<string, Catalogue>>
}

/** A namespace's translations for a locale, or undefined when it has none. */
export type MessageLoader = (locale: Locale) => Promise<Catalogue | undefined>

/**
 * The locale an engine starts in: the config's, else the browser's first language; undefined
 * when that is English (or there is none), which needs no code or catalogue. Any other is
 * resolved and loaded by `start` (setLocale's chunk), so an English page carries neither the
 * locale matching nor the right-to-left list.
 * @internal
 */
export function wantedLocale(engine: Engine): Locale | readonly string[] | undefined {
  const browser = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en']
  const wanted = engine.config.locale ?? browser
  return /^en\b/i.test(typeof wanted === 'string' ? wanted : (wanted[0] ?? 'en'))
    ? undefined
    : wanted
}

/**
 * Adds a namespace's loader; when the locale shown, or the one a setLocale is loading, is not
 * English, its catalogue loads now.
 * @internal (for the shell and features)
 */
export function registerMessages(engine: Engine, namespace: string, load: MessageLoader): void {
  engine._internal.messageLoaders.set(namespace, load)
  const locale = engine._internal.localeTarget
  // Loading code is a chunk of its own: an English page never fetches it.
  if (locale !== 'en')
    void import('./setLocale.js').then((m) => m.loadLocale(engine, locale, [namespace]))
}

/**
 * A message in the locale shown: the host's override, else the namespace's loaded translation,
 * else the English source.
 * @internal (for the shell and features)
 */
export function translate<T extends Catalogue>(
  engine: Engine,
  namespace: string,
  source: T,
  key: keyof T & string,
  params?: MessageParams,
): string {
  const { locale, messages } = engine.$i18n.get()
  const overrides = engine.config.messages as
    | Partial<Record<Locale, Record<string, Catalogue | undefined>>>
    | undefined
  const message =
    overrides?.[locale]?.[namespace]?.[key] ??
    messages[namespace]?.[key] ??
    (source[key] as Message)
  return formatMessage(message, locale, params)
}
