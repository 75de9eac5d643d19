import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALES } from '@gangway/core'
import { describe, expect, it } from 'vitest'

// Issue 36 §1: every package's message catalogue is complete in every locale. English is the
// source (`src/messages.ts` or `src/messages/*.ts`, each exporting `…Messages` objects); a
// locale's catalogue is `src/locales/<locale>.ts` (its default export, one lazy chunk).
const root = join(import.meta.dirname, '..')
const keep: Record<string, Record<string, string[]>> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'i18n-keep.json'), 'utf8'),
)

type Message = string | Record<string, string>
type Labelled = { id: string; label: string }
type FeatureLike = {
  messages?: unknown
  provides?: {
    views?: (string | { name: string; title?: string })[]
    actions?: Labelled[]
    tabs?: Labelled[]
    connectSlots?: Labelled[]
  }
}
/** Options a factory needs to be called at all. */
const OPTIONS: Record<string, object> = { authFeature: { frameUrl: 'https://login.example.com' } }
type Catalogue = Record<string, Message>

const packages = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'src/locales/index.ts')),
)

async function english(dir: string): Promise<Catalogue> {
  const single = ['src/messages.ts', 'src/i18n/messages.ts']
    .map((file) => join(dir, file))
    .find(existsSync)
  const files = single
    ? [single]
    : readdirSync(join(dir, 'src/messages'))
        .filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.tsx?$/.test(f))
        .map((f) => join(dir, 'src/messages', f))
  const all: Catalogue = {}
  for (const file of files) {
    const module: Record<string, unknown> = await import(file)
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Messages')) continue
      for (const key of Object.keys(value as Catalogue))
        expect(all, `${key} is defined twice`).not.toHaveProperty(key)
      Object.assign(all, value)
    }
  }
  return all
}

const placeholders = (message: Message) =>
  [
    ...new Set(
      (typeof message === 'string' ? [message] : Object.values(message)).flatMap((text) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      ),
    ),
  ].sort()

/** The namespace's keys allowed to read as in English, in `locale` (brands, loanwords). */
const kept = (ns: string, locale: string) => [
  ...(keep[ns]?.all ?? []),
  ...(keep[ns]?.[locale] ?? []),
]

it('ships 30 locales besides English', () => {
  expect(LOCALES.filter((l) => l !== 'en')).toHaveLength(30)
})

describe.each(packages)('%s', (name) => {
  const dir = join(root, 'packages', name)
  const ns = name === 'modal-shell' ? 'shell' : name.replace(/^feature-/, '')

  it.runIf(name.startsWith('feature-'))(
    'the labels its descriptor declares are in its catalogue, word for word',
    async () => {
      const source = await english(dir)
      const entry: Record<string, unknown> = await import(join(dir, 'src/exports/index.ts'))
      const factories = Object.entries(entry).filter(
        ([key, value]) => key.endsWith('Feature') && typeof value === 'function',
      )
      expect(factories.length).toBeGreaterThan(0)
      for (const [key, factory] of factories) {
        const feature = (factory as (options?: object) => FeatureLike)(OPTIONS[key])
        expect(feature.messages, `${key}() declares its messages loader`).toBeTypeOf('function')
        const provides = feature.provides ?? {}
        const declared: [string, string | undefined][] = [
          ...(provides.views ?? []).map(
            (v) =>
              [
                `view.${typeof v === 'string' ? v : v.name}`,
                typeof v === 'string' ? undefined : v.title,
              ] as [string, string | undefined],
          ),
          ...(provides.actions ?? []).map((a) => [`action.${a.id}`, a.label] as [string, string]),
          ...(provides.tabs ?? []).map((t) => [`tab.${t.id}`, t.label] as [string, string]),
          ...(provides.connectSlots ?? []).map(
            (s) => [`slot.${s.id}`, s.label] as [string, string],
          ),
        ]
        for (const [messageKey, label] of declared)
          if (label !== undefined) expect(source[messageKey], `${key}: ${messageKey}`).toBe(label)
      }
    },
  )

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s: every key, same placeholders, translated',
    async (locale) => {
      const source = await english(dir)
      const file = join(dir, 'src/locales', `${locale}.ts`)
      expect(existsSync(file), `${name} has no ${locale} catalogue`).toBe(true)
      const translation: Catalogue = (await import(file)).default
      expect(Object.keys(translation).sort()).toEqual(Object.keys(source).sort())
      const untranslated: string[] = []
      for (const [key, message] of Object.entries(source)) {
        const text = translation[key]
        expect(typeof text === 'string', `${locale} ${key}: plural forms for plural forms`).toBe(
          typeof message === 'string',
        )
        expect(placeholders(text), `${locale} ${key}: placeholders`).toEqual(placeholders(message))
        if (typeof text !== 'string')
          expect(text.other, `${locale} ${key}: "other"`).toBeTypeOf('string')
        const same = JSON.stringify(text) === JSON.stringify(message)
        if (same && /[a-z]{2}/i.test(JSON.stringify(message)) && !kept(ns, locale).includes(key))
          untranslated.push(key)
      }
      expect(
        untranslated,
        `${locale}: English left (or list the key in scripts/i18n-keep.json)`,
      ).toEqual([])
    },
  )
})
