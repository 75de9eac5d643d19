import { describe, expect, it } from 'vitest'
import {
  array,
  boolean,
  type Check,
  chain,
  number,
  object,
  optional,
  passes,
  picklist,
  record,
  rule,
  string,
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
        'count: Expected number received string',
        'tags.1: Expected string received number',
        'tags.2: Expected string received null',
        'nested.flag: Expected boolean received undefined',
        'mode: Invalid enum value. Expected "a" | "b", received "c"',
        'extra: Expected string received number',
        'map.b: Expected number received string',
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
    expect(lines(record(string), 'x').problems).toEqual(['Expected object received string'])
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
    expect(lines(check, 'x').problems).toEqual(['Expected number received string'])
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
