import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidRequestParamsError } from '../errors/catalogue.js'
import { copyRequestParams } from './copyRequestParams.js'

// Spec §6: "Unsafe (need approval): … eth_sendTransaction …". What the visitor approves must be
// what the wallet gets: one plain-data copy, taken before checking, showing and forwarding.

const tx = { to: '0x000000000000000000000000000000000000dEaD', value: '0x0' }

class Tx {
  to = tx.to
  value = tx.value
}

const cyclic: Record<string, unknown> = { ...tx }
cyclic.self = cyclic

/** Crafted params that look one way to JSON.stringify (what was shown) and another to a wallet. */
const refused: [string, () => unknown][] = [
  ['toJSON on the call', () => [{ ...tx, toJSON: () => ({ to: '0xfff', value: '0x0' }) }]],
  ['toJSON on the array', () => Object.assign([tx], { toJSON: () => [] })],
  [
    'a getter',
    () => [
      Object.defineProperty({ ...tx }, 'value', {
        get: () => '0xde0b6b3a7640000',
        enumerable: true,
      }),
    ],
  ],
  ['a non-enumerable field', () => [Object.defineProperty({ ...tx }, 'data', { value: '0x12' })]],
  ['a class instance', () => [new Tx()]],
  ['a Date', () => [new Date(0)]],
  ['a Map', () => [new Map([['to', tx.to]])]],
  ['a function', () => [() => tx]],
  ['a symbol value', () => [Symbol('x')]],
  ['a symbol key', () => [{ ...tx, [Symbol('hidden')]: 1 }]],
  ['a cycle', () => [cyclic]],
  ['NaN', () => [{ ...tx, value: Number.NaN }]],
  ['Infinity', () => [{ ...tx, value: Number.POSITIVE_INFINITY }]],
  ['an array with extra keys', () => Object.assign([tx], { extra: 1 })],
  ['a sparse array', () => Object.assign(new Array(3), { 0: tx })],
  ['a typed array', () => [new Uint8Array([1])]],
  ['a Proxy over a class', () => [new Proxy(new Tx(), {})]],
  ['nesting past the depth limit', () => JSON.parse(`${'['.repeat(200)}1${']'.repeat(200)}`)],
]

describe('copyRequestParams', () => {
  it.each(refused)('refuses %s with InvalidRequestParamsError', (_name, make) => {
    expect(() => copyRequestParams(make())).toThrow(InvalidRequestParamsError)
  })

  it('names the path and the reason', () => {
    const getter = Object.defineProperty({}, 'value', { get: () => 1, enumerable: true })
    expect(() => copyRequestParams([{ calls: [getter] }])).toThrow(
      expect.objectContaining({
        shortMessage: 'Request params must be plain data',
        details: 'params.0.calls.0.value: a getter',
      }),
    )
  })

  it('copies: mutating the original after the copy changes nothing', () => {
    const call = { ...tx, nested: { list: [1, 2] } }
    const original = [call]
    const copy = copyRequestParams(original) as [typeof call]
    call.to = '0xffffffffffffffffffffffffffffffffffffffff'
    call.nested.list.push(3)
    expect(copy).toEqual([{ ...tx, nested: { list: [1, 2] } }])
    expect(Object.isFrozen(copy[0]?.nested.list)).toBe(true)
  })

  it('keeps shared (acyclic) references, null-prototype objects, bigints and undefined', () => {
    const shared = { a: 1 }
    const bare = Object.assign(Object.create(null), { b: '0x1' })
    expect(copyRequestParams([shared, shared, bare, 5n, undefined])).toEqual([
      { a: 1 },
      { a: 1 },
      { b: '0x1' },
      5n,
      undefined,
    ])
  })

  it('property: any JSON value is copied equal, frozen and detached', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const copy = copyRequestParams(value)
        expect(copy).toEqual(value)
        expect(JSON.stringify(copy)).toBe(JSON.stringify(value))
        if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value)
      }),
    )
  })

  it('property: a getter or toJSON anywhere in a JSON value is refused', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), { minLength: 1 }),
        fc.nat(),
        fc.boolean(),
        (rows, at, useGetter) => {
          const row = rows[at % rows.length] as Record<string, unknown>
          if (useGetter) Object.defineProperty(row, 'evil', { get: () => 1, enumerable: true })
          else row.toJSON = () => ({})
          expect(() => copyRequestParams(rows)).toThrow(InvalidRequestParamsError)
        },
      ),
    )
  })
})
