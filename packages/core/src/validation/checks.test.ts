import { describe, expect, it, vi } from 'vitest'
import {
  array,
  boolean,
  type Check,
  chain,
  didYouMean,
  either,
  func,
  number,
  object,
  optional,
  passes,
  picklist,
  received,
  record,
  rule,
  string,
  type,
} from './checks.js'

const lines = (check: Check, value: unknown) => {
  const problems: string[] = []
  const ok = check(value, '', problems)
  return { ok, problems }
}

// Spec §8: "Validation defaults: Required; Expected X received Y; Invalid input; Invalid enum
// value; too small / too big for strings, numbers, arrays".
describe('checks: one line per problem, in the spec §8 wording', () => {
  const schema = object({
    name: chain(
      string,
      rule(
        (v: string) => v.length >= 2,
        (v) => `Too small: expected >=2 received ${v.length}`,
      ),
    ),
    count: number,
    tags: array(string),
    nested: object({ flag: boolean }),
    mode: picklist(['a', 'b']),
    extra: optional(string),
    map: optional(record(number)),
  })

  it('passes a good value and ignores keys it does not know', () => {
    const value = { name: 'xy', count: 1, tags: [], nested: { flag: true }, mode: 'a', other: 1 }
    expect(lines(schema, value)).toEqual({ ok: true, problems: [] })
    expect(passes(schema, value)).toBe(true)
  })

  it('names every bad entry with its dot path, in the order of the keys', () => {
    expect(
      lines(schema, {
        name: 'x',
        count: '1',
        tags: ['a', 2, null],
        nested: {},
        mode: 'c',
        extra: 5,
        map: { a: 1, b: 'two' },
      }),
    ).toEqual({
      ok: false,
      problems: [
        'name: Too small: expected >=2 received 1',
        'count: Expected number received "1"',
        'tags.1: Expected string received 2',
        'tags.2: Expected string received null',
        'nested.flag: Expected boolean received undefined',
        'mode: Invalid enum value. Expected "a" | "b", received "c"',
        'extra: Expected string received 5',
        'map.b: Expected number received "two"',
      ],
    })
  })

  it('a missing key reads as what belongs there', () => {
    expect(lines(object({ networks: array(string) }), {}).problems).toEqual([
      'networks: Expected array received undefined',
    ])
  })

  it('a wrong root type has no path', () => {
    expect(lines(schema, null).problems).toEqual(['Expected object received null'])
    expect(lines(array(string), {}).problems).toEqual(['Expected array received object'])
    expect(lines(record(string), 'x').problems).toEqual(['Expected object received "x"'])
  })

  it('a chain stops at its first failing check', () => {
    let ran = false
    const check = chain(
      number,
      rule(() => {
        ran = true
        return true
      }, 'never'),
    )
    expect(lines(check, 'x').problems).toEqual(['Expected number received "x"'])
    expect(ran).toBe(false)
  })

  it('NaN is not a number; an enum names what it got', () => {
    expect(lines(number, Number.NaN).ok).toBe(false)
    expect(lines(picklist(['a']), 5).problems).toEqual([
      'Invalid enum value. Expected "a", received 5',
    ])
    expect(lines(picklist(['a']), undefined).problems).toEqual([
      'Invalid enum value. Expected "a", received undefined',
    ])
  })
})

describe('checks: like a compiler, for configuration', () => {
  it('a wrong value shows what it was: strings quoted and cut, numbers and booleans as they are', () => {
    expect(received('coinbase')).toBe('"coinbase"')
    expect(received('x'.repeat(50))).toBe(`"${'x'.repeat(40)}…"`)
    expect(received(3)).toBe('3')
    expect(received(false)).toBe('false')
    expect(received(undefined)).toBe('undefined')
    expect(received(null)).toBe('null')
    expect(received([1])).toBe('array')
    expect(received({ a: 1 })).toBe('object')
    expect(received(() => {})).toBe('function')
    expect(lines(array(string, 'array of providers'), 'coinbase').problems).toEqual([
      'Expected array of providers received "coinbase"',
    ])
  })

  it('"did you mean": within a few edits, case and -/_ ignored, or a key the word starts', () => {
    const keys = ['projectId', 'networks', 'themeMode', 'themeVariables', 'walletConnect']
    expect(didYouMean('themMode', keys)).toBe(' Did you mean "themeMode"?')
    expect(didYouMean('theme', keys)).toBe(' Did you mean "themeMode" or "themeVariables"?')
    expect(didYouMean('project_id', keys)).toBe(' Did you mean "projectId"?')
    expect(didYouMean('walletconnect', keys)).toBe(' Did you mean "walletConnect"?')
    expect(didYouMean('network', keys)).toBe(' Did you mean "networks"?')
    expect(didYouMean('colour', keys)).toBe('')
  })

  it('"did you mean" is a development aid: a production build still names the unknown key', () => {
    // Bundlers replace process.env.NODE_ENV in a production build; here it is set at run time.
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const keys = ['projectId', 'networks', 'themeMode']
      expect(didYouMean('themMode', keys)).toBe('')
      const options = object({ frameUrl: optional(string), socials: optional(array(string)) }, true)
      expect(lines(options, { frameURL: 'https://x' }).problems).toEqual([
        'frameURL: Unknown key. Known keys: frameUrl, socials.',
      ])
    } finally {
      vi.unstubAllEnvs()
    }
    expect(didYouMean('themMode', ['themeMode'])).toBe(' Did you mean "themeMode"?')
  })

  it('a strict object refuses unknown keys with the closest, or the known keys when few', () => {
    const options = object({ frameUrl: optional(string), socials: optional(array(string)) }, true)
    expect(lines(options, { frameURL: 'https://x', social: [] }).problems).toEqual([
      'frameURL: Unknown key. Did you mean "frameUrl"?',
      'social: Unknown key. Did you mean "socials"?',
    ])
    expect(lines(options, { colour: 'red' }).problems).toEqual([
      'colour: Unknown key. Known keys: frameUrl, socials.',
    ])
    expect(lines(object({}, true), { a: 1 }).problems).toEqual(['a: Unknown key.'])
    // A key set to undefined is no key (a spread of optional values).
    expect(lines(options, { colour: undefined }).ok).toBe(true)
    // Without `strict`, unknown keys are ignored (service answers carry more than we read).
    expect(lines(object({ a: optional(string) }), { b: 1 }).ok).toBe(true)
  })

  it('either, functions, record keys and picklists of booleans', () => {
    const expiresIn = either(
      'number or null',
      number,
      type('null', (v) => v === null),
    )
    expect(lines(expiresIn, null).ok).toBe(true)
    expect(lines(expiresIn, '7d').problems).toEqual(['Expected number or null received "7d"'])
    expect(lines(func, 'https://x').problems).toEqual(['Expected function received "https://x"'])
    const key = rule(
      (k: string) => k.includes(':'),
      (k) => `Invalid input: ${k} is no id`,
    )
    expect(lines(record(number, key), { 'a:1': 1, b: 2, 'c:1': 'x' }).problems).toEqual([
      'b: Invalid input: b is no id',
      'c:1: Expected number received "x"',
    ])
    expect(lines(picklist(['embedded', 'evm', false]), true).problems).toEqual([
      'Invalid enum value. Expected "embedded" | "evm" | false, received true',
    ])
  })
})
