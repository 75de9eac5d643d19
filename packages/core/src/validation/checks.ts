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
export function typeName(value: unknown): string {
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

/** A value of one type: 'Expected {expects} received {type}' otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export function type(expects: string, test: (value: unknown) => boolean): Check {
  return (value, path, problems) =>
    test(value) || fail(problems, path, `Expected ${expects} received ${typeName(value)}`)
}

export const string: Check = /* @__PURE__ */ type('string', (v) => typeof v === 'string')
export const number: Check = /* @__PURE__ */ type(
  'number',
  (v) => typeof v === 'number' && !Number.isNaN(v),
)
export const boolean: Check = /* @__PURE__ */ type('boolean', (v) => typeof v === 'boolean')
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
export function picklist(options: readonly string[]): Check {
  return (value, path, problems) =>
    options.includes(value as string) ||
    fail(
      problems,
      path,
      `Invalid enum value. Expected ${options.map((o) => `"${o}"`).join(' | ')}, received ${
        typeof value === 'string'
          ? `"${value}"`
          : typeof value === 'number' || typeof value === 'boolean'
            ? value
            : typeName(value)
      }`,
    )
}

/** A list whose every item passes `item`, each problem at its index. */
/* @__NO_SIDE_EFFECTS__ */
export function array(item: Check): Check {
  return (value, path, problems) => {
    if (!Array.isArray(value))
      return fail(problems, path, `Expected array received ${typeName(value)}`)
    let ok = true
    value.forEach((entry, i) => {
      ok = item(entry, at(path, i), problems) && ok
    })
    return ok
  }
}

/** An object whose every own value passes `item`, each problem at its key. */
/* @__NO_SIDE_EFFECTS__ */
export function record(item: Check): Check {
  return (value, path, problems) => {
    if (!isObject(value)) return fail(problems, path, `Expected object received ${typeName(value)}`)
    let ok = true
    for (const [key, entry] of Object.entries(value))
      ok = item(entry, at(path, key), problems) && ok
    return ok
  }
}

/** An object (not an array) with these keys (others are ignored); a missing key is checked as `undefined`. */
/* @__NO_SIDE_EFFECTS__ */
export function object(entries: Record<string, Check>): Check {
  return (value, path, problems) => {
    if (!isObject(value) || Array.isArray(value))
      return fail(problems, path, `Expected object received ${typeName(value)}`)
    let ok = true
    for (const [key, check] of Object.entries(entries)) {
      ok = check(value[key], at(path, key), problems) && ok
    }
    return ok
  }
}

/** Whether `value` passes `check`, without the problem lines (a type guard for stored values). */
export function passes(check: Check, value: unknown): boolean {
  return check(value, '', [])
}
