import { describe, expect, it, vi } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { formatMessage } from './formatMessage.js'
import { registerMessages, translate, wantedLocale } from './i18n.js'
import { LOCALES, type Locale } from './locales.js'
import { localeDirection, resolveLocale } from './resolveLocale.js'
import { setLocale } from './setLocale.js'

const source = {
  hello: 'Hello {name}',
  wallets: { one: '{count} wallet', other: '{count} wallets' },
}
const german = {
  hello: 'Hallo {name}',
  wallets: { one: '{count} Wallet', other: '{count} Wallets' },
}

/** A loader that answers German, and counts its calls per locale. */
const loader = () => vi.fn(async (locale: string) => (locale === 'de' ? german : undefined))

it('LOCALES and the Locale type name the same 31 locales', () => {
  // A Record over the type: a locale missing from, or extra to, the type fails to compile.
  const all: Record<Locale, true> = Object.fromEntries(LOCALES.map((l) => [l, true])) as never
  const typed: Record<Locale, true> = {
    en: true,
    ar: true,
    cs: true,
    da: true,
    de: true,
    el: true,
    es: true,
    fa: true,
    fi: true,
    fr: true,
    he: true,
    hi: true,
    hu: true,
    id: true,
    it: true,
    ja: true,
    ko: true,
    nb: true,
    nl: true,
    pl: true,
    pt: true,
    ro: true,
    ru: true,
    sv: true,
    th: true,
    tr: true,
    uk: true,
    ur: true,
    vi: true,
    'zh-CN': true,
    'zh-TW': true,
  }
  expect(all).toEqual(typed)
  expect(new Set(LOCALES).size).toBe(31)
})

describe('resolveLocale', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['fr-CA'], 'fr'],
    [['zh'], 'zh-CN'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['zh-TW'], 'zh-TW'],
    [['no'], 'nb'],
    [['xx', 'pt-BR'], 'pt'],
    [['tlh'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (preferred, locale) => {
    expect(resolveLocale(preferred)).toBe(locale)
  })

  it('mirrors Arabic, Hebrew, Persian and Urdu only', () => {
    expect(['ar', 'he', 'fa', 'ur'].map((l) => localeDirection(l as 'ar'))).toEqual(
      Array(4).fill('rtl'),
    )
    expect(localeDirection('de')).toBe('ltr')
  })
})

describe('formatMessage', () => {
  it('fills placeholders and leaves an unknown one as written', () => {
    expect(formatMessage('Send {amount} to {name}', 'en', { amount: '1 ETH' })).toBe(
      'Send 1 ETH to {name}',
    )
  })

  it('picks the plural form with the locale’s rules and formats the count', () => {
    expect(formatMessage(source.wallets, 'en', { count: 1 })).toBe('1 wallet')
    expect(formatMessage(source.wallets, 'en', { count: 1200 })).toBe('1,200 wallets')
    expect(formatMessage(german.wallets, 'de', { count: 1200 })).toBe('1.200 Wallets')
    const arabic = {
      zero: 'zero',
      one: 'one',
      two: 'two',
      few: 'few',
      many: 'many',
      other: 'other',
    }
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(arabic, 'ar', { count }))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ])
  })
})

describe('locale of an engine', () => {
  it('starts in the config’s locale, else the browser’s languages, English until it loads', async () => {
    const arabic = makeEngine({ locale: 'ar' })
    expect(arabic.$i18n.get()).toEqual({ locale: 'en', dir: 'ltr', messages: {} })
    start(arabic)
    await vi.waitFor(() => expect(arabic.$i18n.get()).toMatchObject({ locale: 'ar', dir: 'rtl' }))
    expect(arabic.$i18n.get().messages.core).toBeDefined()
    vi.stubGlobal('navigator', { languages: ['ja-JP', 'en'] })
    const japanese = makeEngine()
    start(japanese)
    await vi.waitFor(() => expect(japanese.$i18n.get().locale).toBe('ja'))
    // An English first language needs nothing: no locale code, no catalogue.
    vi.stubGlobal('navigator', { languages: ['en-GB', 'de'] })
    expect(wantedLocale(makeEngine())).toBeUndefined()
    expect(wantedLocale(makeEngine({ locale: 'en' }))).toBeUndefined()
    expect(wantedLocale(makeEngine({ locale: 'de' }))).toBe('de')
    vi.unstubAllGlobals()
  })

  it('a namespace registered while a setLocale loads is loaded by it too', async () => {
    const engine = makeEngine()
    let finishFirst: (value: typeof german) => void = () => {}
    registerMessages(engine, 'first', () => new Promise((resolve) => (finishFirst = resolve)))
    const switching = setLocale(engine, 'de')
    const late = loader()
    registerMessages(engine, 'late', late)
    finishFirst(german)
    await switching
    expect(late).toHaveBeenCalledWith('de')
    expect(translate(engine, 'late', source, 'hello', { name: 'Ada' })).toBe('Hallo Ada')
  })

  it('refuses a locale it has no catalogue for, naming the choices', () => {
    expect(() => makeEngine({ locale: 'xx' as 'de' })).toThrow(
      /locale: Invalid enum value\. Expected "en" \| "ar"/,
    )
  })

  it('loads every namespace before switching, then shows the translation', async () => {
    const engine = makeEngine()
    const load = loader()
    registerMessages(engine, 'demo', load)
    expect(load).not.toHaveBeenCalled() // English needs no chunk
    expect(translate(engine, 'demo', source, 'hello', { name: 'Ada' })).toBe('Hello Ada')
    const switching = setLocale(engine, 'de')
    expect(engine.$i18n.get().locale).toBe('en') // never half one language, half another
    await switching
    expect(translate(engine, 'demo', source, 'hello', { name: 'Ada' })).toBe('Hallo Ada')
    expect(translate(engine, 'demo', source, 'wallets', { count: 2 })).toBe('2 Wallets')
    expect(load).toHaveBeenCalledWith('de')
  })

  it('the last setLocale wins when an earlier one resolves later', async () => {
    const engine = makeEngine()
    let finishFrench: (value: typeof german) => void = () => {}
    registerMessages(engine, 'demo', (locale) =>
      locale === 'fr'
        ? new Promise((resolve) => (finishFrench = resolve))
        : Promise.resolve(german),
    )
    const french = setLocale(engine, 'fr')
    await setLocale(engine, 'de')
    finishFrench({ ...german, hello: 'Bonjour {name}' })
    await french
    expect(engine.$i18n.get().locale).toBe('de')
    expect(translate(engine, 'demo', source, 'hello', { name: 'Ada' })).toBe('Hallo Ada')
  })

  it('a catalogue that fails to load is logged and its namespace stays English', async () => {
    const engine = makeEngine({ logLevel: 'silent' })
    const warn = vi.spyOn(engine.logger, 'warn')
    registerMessages(engine, 'broken', () => Promise.reject(new Error('offline')))
    registerMessages(engine, 'demo', loader())
    await setLocale(engine, 'de')
    expect(engine.$i18n.get().locale).toBe('de')
    expect(translate(engine, 'broken', source, 'hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(translate(engine, 'demo', source, 'hello', { name: 'Ada' })).toBe('Hallo Ada')
    expect(warn).toHaveBeenCalledWith('The de messages of broken did not load', expect.any(Error))
  })

  it('start loads the catalogues of a non-English locale, features’ included', async () => {
    const messages = loader()
    const engine = makeEngine({
      locale: 'de',
      features: { demo: { id: 'demo', load: vi.fn(), messages } },
    })
    start(engine)
    await vi.waitFor(() => expect(engine.$i18n.get().messages.demo).toEqual(german))
    expect(messages).toHaveBeenCalledWith('de')
  })

  it('a namespace registered later loads into the locale shown', async () => {
    const engine = makeEngine({ locale: 'de' })
    start(engine)
    await vi.waitFor(() => expect(engine.$i18n.get().locale).toBe('de'))
    registerMessages(engine, 'demo', loader())
    await vi.waitFor(() => expect(engine.$i18n.get().messages.demo).toEqual(german))
  })

  it('the host’s override wins over the translation and the English', async () => {
    const engine = makeEngine({
      messages: {
        en: { demo: { hello: 'Hi {name}' } },
        de: { demo: { hello: 'Servus {name}' } },
      } as never,
    })
    registerMessages(engine, 'demo', loader())
    expect(translate(engine, 'demo', source, 'hello', { name: 'Ada' })).toBe('Hi Ada')
    await setLocale(engine, 'de')
    expect(translate(engine, 'demo', source, 'hello', { name: 'Ada' })).toBe('Servus Ada')
  })

  it('setLocale takes preferred tags and falls back to English', async () => {
    const engine = makeEngine({ locale: 'de' })
    await setLocale(engine, ['tlh', 'pt-BR'])
    expect(engine.$i18n.get().locale).toBe('pt')
    await setLocale(engine, ['tlh'])
    expect(engine.$i18n.get()).toEqual({ locale: 'en', dir: 'ltr', messages: {} })
  })
})

describe("core's own texts", () => {
  it("the catalogue's error texts are the errors' own short messages (the spec's words)", async () => {
    // The catalogue's, and those only code loaded later throws (DisconnectError…).
    const errors = {
      ...(await import('../errors/catalogue.js')),
      ...(await import('../errors/connectionErrors.js')),
    }
    const { coreMessages } = await import('./messages.js')
    const samples: Record<string, { shortMessage: string }> = {
      HttpRequestError: new errors.HttpRequestError(503, 'https://rpc.example'),
      FeatureLoadError: new errors.FeatureLoadError('swap'),
    }
    for (const [key, english] of Object.entries(coreMessages)) {
      if (!key.startsWith('error.')) continue
      const name = key.slice('error.'.length)
      const Class = (errors as unknown as Record<string, new () => { shortMessage: string }>)[name]
      const error = samples[name] ?? new Class!()
      expect(formatMessage(english, 'en', error as never), name).toBe(error.shortMessage)
    }
  })

  it('errorText and alerts follow the locale, English as the spec words it', async () => {
    const { errorText, coreText } = await import('./coreText.js')
    const { FeatureLoadError } = await import('../errors/catalogue.js')
    const engine = makeEngine()
    registerMessages(engine, 'core', async () => ({
      'error.FeatureLoadError': 'Die Funktion „{featureId}“ konnte nicht geladen werden',
    }))
    expect(errorText(engine, new FeatureLoadError('swap'))).toBe('Feature "swap" failed to load')
    await setLocale(engine, 'de')
    expect(errorText(engine, new FeatureLoadError('swap'))).toBe(
      'Die Funktion „swap“ konnte nicht geladen werden',
    )
    // A service error's subclass says what HttpRequestError says in the locale.
    const { HttpRequestError } = await import('../errors/catalogue.js')
    class ServiceUnavailableError extends HttpRequestError {
      override name = 'ServiceUnavailableError'
    }
    registerMessages(engine, 'core', async () => ({
      'error.HttpRequestError': 'Die Anfrage ist mit Status {status} fehlgeschlagen',
    }))
    await setLocale(engine, 'de')
    expect(errorText(engine, new ServiceUnavailableError(503, 'https://api.example'))).toBe(
      'Die Anfrage ist mit Status 503 fehlgeschlagen',
    )
    // A key the locale lacks shows the caller's English.
    expect(coreText(engine, 'toast.nothing', 'Nothing')).toBe('Nothing')
  })
})
