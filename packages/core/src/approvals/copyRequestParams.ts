import { InvalidRequestParamsError } from '../errors/catalogue.js'

/** Deepest nesting a wallet request's params may have (real requests nest a few levels). */
const MAX_DEPTH = 64

/**
 * One deep, frozen, plain-data copy of a wallet request's params, taken before they are checked,
 * shown in ApproveTransaction and forwarded, so what the visitor approves is what the wallet gets
 * (spec §6). Plain data is: strings, finite numbers, booleans, bigints, `null`, `undefined`, dense
 * arrays and objects whose prototype is `Object.prototype` or `null`, with enumerable data
 * properties only. Anything that could show one thing and send another is refused: `toJSON`
 * (a function), getters, class instances (Date, Map, typed arrays), functions, symbols, cycles,
 * NaN and Infinity. Shared references are copied twice.
 *
 * @throws InvalidRequestParamsError whose `details` name the first bad path, e.g.
 * `params.0.value: a getter`.
 * @example
 * import { copyRequestParams } from '@gangway/core/internal'
 * const params = copyRequestParams(request.params)
 */
export function copyRequestParams(params: unknown): unknown {
  const ancestors: object[] = []
  const refuse = (path: string, reason: string): never => {
    throw new InvalidRequestParamsError({ details: `${path}: ${reason}` })
  }
  const copy = (value: unknown, path: string): unknown => {
    const fail = (reason: string) => refuse(path, reason)
    const type = typeof value
    if (type === 'number') return Number.isFinite(value) ? value : fail(String(value))
    if (value === null || (type !== 'object' && type !== 'function' && type !== 'symbol'))
      return value
    if (type !== 'object') return fail(`a ${type}`)
    if (ancestors.includes(value as object)) fail('a cycle')
    if (ancestors.length >= MAX_DEPTH) fail(`nested deeper than ${MAX_DEPTH}`)
    const isArray = Array.isArray(value)
    const proto = Object.getPrototypeOf(value)
    if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null)
      fail('not a plain object or array')
    const descriptors = Object.getOwnPropertyDescriptors(value)
    const keys = Reflect.ownKeys(descriptors)
    if (isArray && keys.length !== (value as unknown[]).length + 1)
      fail('a sparse array or an array with extra properties')
    ancestors.push(value as object)
    const entries: [string, unknown][] = []
    for (const key of keys) {
      if (typeof key === 'symbol') fail('a symbol key')
      if (isArray && key === 'length') continue
      const d = descriptors[key as string] as PropertyDescriptor
      const at = `${path}.${String(key)}`
      if (!('value' in d)) refuse(at, 'a getter')
      if (!d.enumerable) refuse(at, 'a hidden property')
      entries.push([key as string, copy(d.value, at)])
    }
    ancestors.pop()
    return Object.freeze(isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries))
  }
  return copy(params, 'params')
}
