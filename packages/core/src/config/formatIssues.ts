import type { BaseIssue } from 'valibot'

/** The parts of a valibot schema this file reads to find what a missing key expected. */
type SchemaShape = {
  expects?: string
  wrapped?: SchemaShape
  entries?: Record<string, SchemaShape>
  item?: SchemaShape
  value?: SchemaShape
}

/** The type name a line uses for a received value: `typeof`, but 'null' and 'array' too. */
export function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** What the schema at `issue.path` expects, e.g. 'Array' for a missing `networks`. */
function expectsAt(schema: SchemaShape | undefined, issue: BaseIssue<unknown>): string | undefined {
  let current = schema
  for (const item of issue.path ?? []) {
    while (current?.wrapped) current = current.wrapped
    current = current?.entries?.[String(item.key)] ?? current?.item ?? current?.value
  }
  return current?.expects
}

/**
 * Turns valibot issues into one human line each, in the spec's validation-default wording
 * (spec §8: "Required; Expected X received Y; Invalid input; Invalid enum value; too small / too
 * big"), prefixed with the dot path of the offending value.
 *
 * @param schema - the schema that was parsed; lets a missing key say what it expected.
 *
 * @example
 * import { safeParse } from 'valibot'
 * formatIssues(safeParse(schema, {}).issues ?? [], schema)
 * // ['networks: Expected array received undefined']
 */
export function formatIssues(issues: readonly BaseIssue<unknown>[], schema?: unknown): string[] {
  return issues.map((issue) => {
    const text = formatIssue(issue, schema)
    // valibot's getDotPath, without its bytes: every key here is a string or a number.
    const path = issue.path?.map((item) => item.key).join('.')
    return path ? `${path}: ${text}` : text
  })
}

/** One issue's line without its path. Internal: `formatIssues` and the config schema use it. */
export function formatIssue(issue: BaseIssue<unknown>, schema?: unknown): string {
  const { type, received } = issue
  // valibot wraps alternatives in parentheses: `("light" | "dark")`
  let expected = issue.expected?.replace(/^\((.*)\)$/, '$1')
  if (type === 'picklist') return `Invalid enum value. Expected ${expected}, received ${received}`
  if (type.startsWith('min_')) return `Too small: expected ${expected} received ${received}`
  if (type.startsWith('max_')) return `Too big: expected ${expected} received ${received}`
  if (issue.kind !== 'schema' || type === 'custom') return issue.message
  if (issue.input === undefined && type.endsWith('object') && issue.path) {
    // A missing key: valibot names the key; say what type belongs there instead.
    expected = expectsAt(schema as SchemaShape, issue)
  }
  return expected
    ? `Expected ${expected.toLowerCase()} received ${typeName(issue.input)}`
    : 'Required'
}
