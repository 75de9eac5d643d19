/*
 * The checks the engine runs before any interaction: the host's config, its networks and the
 * values read back from browser storage. They are the schema of those inputs, written as a few
 * composable functions instead of valibot schemas: valibot is one module, so every valibot
 * function any part of a host's app uses (the service responses' schemas, a feature's own) would
 * otherwise sit in the host's first chunk (2.5 KiB gzip up front). Valibot stays the
 * schema of everything that runs later: service responses, feature storage, frame messages.
 *
 * A check adds one `path: message` line per problem, in spec §8's validation wording ("Expected
 * X received Y; Invalid input; Invalid enum value; too small"), and says whether the value
 * passed. Like valibot, an object or a list reports every bad entry, a chain of checks stops at
 * the first that fails, and a whole-value rule runs only once its parts passed.
 */

/** Checks `value` at `path` (dot path, '' at the root); pushes problem lines, returns whether it passed. */
export type Check = (value: unknown, path: string, problems: string[]) => boolean

/** The type name a line uses for a received value: `typeof`, but 'null' and 'array' too. */
function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Whether `value` is a non-null object (arrays and class instances included). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Adds `path: message` (the bare message at the root) and fails. */
function fail(problems: string[], path: string, message: string): false {
  problems.push(path ? `${path}: ${message}` : message)
  return false
}

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : `${key}`)

/**
 * How a line names a value it received: a string quoted (cut at 40 characters), a number or a
 * boolean as it is, anything else by its type name (`undefined`, `null`, `array`, `object`,
 * `function`), so a wrong value shows what it was without printing a whole object.
 */
export function received(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  return typeof value === 'number' || typeof value === 'boolean' ? `${value}` : typeName(value)
}

/** A value of one type: 'Expected {expects} received {value}' otherwise (see `received`). */
/* @__NO_SIDE_EFFECTS__ */
export function type(expects: string, test: (value: unknown) => boolean): Check {
  return (value, path, problems) =>
    test(value) || fail(problems, path, `Expected ${expects} received ${received(value)}`)
}

export const string: Check = /* @__PURE__ */ type('string', (v) => typeof v === 'string')
export const number: Check = /* @__PURE__ */ type(
  'number',
  (v) => typeof v === 'number' && !Number.isNaN(v),
)
export const boolean: Check = /* @__PURE__ */ type('boolean', (v) => typeof v === 'boolean')
/** A function (a callback or a builder among a factory's options). */
export const func: Check = /* @__PURE__ */ type('function', (v) => typeof v === 'function')
/** A string, `null` or `undefined` (a service's nullable, optional text). */
export const nullishString: Check = /* @__PURE__ */ type(
  'string or null',
  (v) => v == null || typeof v === 'string',
)

/** A rule on a value whose type already passed; `message` is the whole line after the path. */
/* @__NO_SIDE_EFFECTS__ */
export function rule<TValue>(
  test: (value: TValue) => boolean,
  message: string | ((value: TValue) => string),
): Check {
  return (value, path, problems) =>
    test(value as TValue) ||
    fail(problems, path, typeof message === 'string' ? message : message(value as TValue))
}

/** A positive number of milliseconds (a factory's timeout or interval option). */
export const durationMs: Check = /* @__PURE__ */ chain(
  number,
  /* @__PURE__ */ rule(
    (ms: number) => ms > 0,
    (ms) => `Expected a positive number of ms received ${ms}`,
  ),
)

/** Checks in order, stopping at the first that fails (a type first, then its rules). */
/* @__NO_SIDE_EFFECTS__ */
export function chain(...checks: Check[]): Check {
  return (value, path, problems) => checks.every((check) => check(value, path, problems))
}

/** `undefined`, or a value that passes `check`. */
/* @__NO_SIDE_EFFECTS__ */
export function optional(check: Check): Check {
  return (value, path, problems) => value === undefined || check(value, path, problems)
}

/** One of `options`: 'Invalid enum value. Expected "a" | "b", received "c"' otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export function picklist(options: readonly (string | boolean)[]): Check {
  return (value, path, problems) =>
    options.includes(value as string) ||
    fail(
      problems,
      path,
      `Invalid enum value. Expected ${options.map((o) => JSON.stringify(o)).join(' | ')}, received ${received(value)}`,
    )
}

/** A value that passes one of `checks` (tried quietly): 'Expected {expects} received {value}' otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export function either(expects: string, ...checks: Check[]): Check {
  return (value, path, problems) =>
    checks.some((check) => check(value, path, [])) ||
    fail(problems, path, `Expected ${expects} received ${received(value)}`)
}

/**
 * A list whose every item passes `item`, each problem at its index; `expects` names the shape
 * in the line of a value that is not a list (default 'array').
 */
/* @__NO_SIDE_EFFECTS__ */
export function array(item: Check, expects = 'array'): Check {
  return (value, path, problems) => {
    if (!Array.isArray(value))
      return fail(problems, path, `Expected ${expects} received ${received(value)}`)
    let ok = true
    value.forEach((entry, i) => {
      ok = item(entry, at(path, i), problems) && ok
    })
    return ok
  }
}

/**
 * An object whose every own value passes `item`, each problem at its key; `key`, when given,
 * checks each key first (its problem at that key too).
 */
/* @__NO_SIDE_EFFECTS__ */
export function record(item: Check, key?: Check): Check {
  return (value, path, problems) => {
    if (!isObject(value)) return fail(problems, path, `Expected object received ${received(value)}`)
    let ok = true
    for (const [name, entry] of Object.entries(value)) {
      const where = at(path, name)
      ok = (!key || key(name, where, problems)) && item(entry, where, problems) && ok
    }
    return ok
  }
}

/**
 * An object (not an array) with these keys; a missing key is checked as `undefined`. Keys it
 * does not know are ignored, or with `strict` refused like a compiler would: one line per
 * unknown key (whose value is not `undefined`), with the closest known keys ("Did you mean").
 */
/* @__NO_SIDE_EFFECTS__ */
export function object(entries: Record<string, Check>, strict?: boolean): Check {
  return (value, path, problems) => {
    if (!isObject(value) || Array.isArray(value))
      return fail(problems, path, `Expected object received ${received(value)}`)
    let ok = true
    for (const [key, check] of Object.entries(entries)) {
      ok = check(value[key], at(path, key), problems) && ok
    }
    if (strict) {
      const known = Object.keys(entries)
      for (const key of Object.keys(value)) {
        if (key in entries || value[key] === undefined) continue
        const hint =
          didYouMean(key, known) ||
          (known.length && known.length <= 12 ? ` Known keys: ${known.join(', ')}.` : '')
        ok = fail(problems, at(path, key), `Unknown key.${hint}`)
      }
    }
    return ok
  }
}

/** Edit distance (insertions, deletions, substitutions) between two strings. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    row = next
  }
  return row[b.length] as number
}

/**
 * What `word` was probably meant as, among `known`: the ones within a few edits of it (a third
 * of its length, case and `-`/`_` ignored), and the ones it starts (`theme` → `themeMode`,
 * `themeVariables`), closest first, at most two. `''` when nothing is close.
 *
 * @example
 * import { didYouMean } from '@gangway/core/internal'
 * didYouMean('themMode', ['themeMode', 'networks']) // ' Did you mean "themeMode"?'
 */
export function didYouMean(word: string, known: readonly string[]): string {
  // A development aid. Bundlers replace process.env.NODE_ENV (React's builds need it too), so a
  // production build drops this and the edit distance: its errors still name the key.
  if (process.env.NODE_ENV === 'production') return ''
  const plain = (s: string) => s.toLowerCase().replace(/[-_]/g, '')
  const w = plain(word)
  const close = known
    .map((k) => {
      const d = distance(w, plain(k))
      return {
        k,
        d: d <= Math.max(1, w.length / 3) ? d : w.length > 2 && plain(k).startsWith(w) ? 99 : -1,
      }
    })
    .filter((c) => c.d >= 0)
    .sort((a, b) => a.d - b.d)
    .slice(0, 2)
    .map((c) => `"${c.k}"`)
  return close.length ? ` Did you mean ${close.join(' or ')}?` : ''
}

/** Whether `value` passes `check`, without the problem lines (a type guard for stored values). */
export function passes(check: Check, value: unknown): boolean {
  return check(value, '', [])
}
