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
  const fail = (path: string, reason: string): never => {
    throw new InvalidRequestParamsError({ details: `${path}: ${reason}` })
  }
  const copy = (value: unknown, path: string): unknown => {
    switch (typeof value) {
      case 'string':
      case 'boolean':
      case 'bigint':
      case 'undefined':
        return value
      case 'number':
        return Number.isFinite(value) ? value : fail(path, String(value))
      case 'object':
        break
      default:
        return fail(path, `a ${typeof value}`)
    }
    if (value === null) return null
    if (ancestors.includes(value)) fail(path, 'a cycle')
    if (ancestors.length >= MAX_DEPTH) fail(path, `nested deeper than ${MAX_DEPTH}`)
    const isArray = Array.isArray(value)
    const proto = Object.getPrototypeOf(value)
    if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null)
      fail(path, 'not a plain object or array')
    const descriptors = Object.getOwnPropertyDescriptors(value)
    const keys = Reflect.ownKeys(descriptors)
    if (isArray && keys.length !== (value as unknown[]).length + 1)
      fail(path, 'a sparse array or an array with extra properties')
    ancestors.push(value)
    const entries: [string, unknown][] = []
    for (const key of keys) {
      if (typeof key === 'symbol') fail(path, 'a symbol key')
      const at = `${path}.${String(key)}`
      const d = descriptors[key as string] as PropertyDescriptor
      if (isArray && key === 'length') continue
      if (!('value' in d)) fail(at, 'a getter')
      if (!d.enumerable) fail(at, 'a hidden property')
      entries.push([key as string, copy(d.value, at)])
    }
    ancestors.pop()
    return Object.freeze(isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries))
  }
  return copy(params, 'params')
}
