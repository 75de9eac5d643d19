import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatIssues } from './formatIssues.js'

// Spec §8: "Validation defaults: Required; Expected X received Y; Invalid input; Invalid enum
// value; too small / too big for strings, numbers, arrays".
describe('formatIssues', () => {
  const schema = v.object({
    name: v.pipe(v.string(), v.minLength(2), v.maxLength(4)),
    count: v.pipe(v.number(), v.maxValue(9)),
    tags: v.pipe(v.array(v.string()), v.maxLength(1)),
    nested: v.object({ flag: v.boolean() }),
    mode: v.picklist(['a', 'b']),
    url: v.pipe(
      v.string(),
      v.check(() => false, 'Invalid input'),
    ),
  })
  const lines = (input: unknown, withSchema = true) =>
    formatIssues(v.safeParse(schema, input).issues ?? [], withSchema ? schema : undefined)

  it('uses the spec wording for each kind of problem', () => {
    expect(
      lines({ name: 'x', count: 10, tags: ['a', 'b'], nested: {}, mode: 'c', url: 'u' }),
    ).toEqual([
      'name: Too small: expected >=2 received 1',
      'count: Too big: expected <=9 received 10',
      'tags: Too big: expected <=1 received 2',
      'nested.flag: Expected boolean received undefined',
      'mode: Invalid enum value. Expected "a" | "b", received "c"',
      'url: Invalid input',
    ])
    expect(
      lines({ name: 'toolong', count: 1, tags: [], nested: { flag: 1 }, mode: 'a', url: 'u' }),
    ).toEqual([
      'name: Too big: expected <=4 received 7',
      'nested.flag: Expected boolean received number',
      'url: Invalid input',
    ])
  })

  it('says Required for a missing key when the schema is not given', () => {
    expect(lines({}, false)[0]).toBe('name: Required')
    expect(lines({}, true)[0]).toBe('name: Expected string received undefined')
  })

  it('a wrong root type has no path', () => {
    expect(lines(null)).toEqual(['Expected object received null'])
  })
})
