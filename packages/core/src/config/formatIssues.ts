import { type BaseIssue, getDotPath } from 'valibot'

/** The parts of a valibot schema this file reads to find what a missing key expected. */
type SchemaShape = {
  expects?: string
  wrapped?: SchemaShape
  entries?: Record<string, SchemaShape>
  item?: SchemaShape
  value?: SchemaShape
}

/** The type name a line uses for a received value. */
function typeName(value: unknown): string {
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
    const { type, received } = issue
    // valibot wraps alternatives in parentheses: `("light" | "dark")`
    let expected = issue.expected?.replace(/^\((.*)\)$/, '$1')
    let text: string
    if (type === 'picklist') text = `Invalid enum value. Expected ${expected}, received ${received}`
    else if (type.startsWith('min_')) text = `Too small: expected ${expected} received ${received}`
    else if (type.startsWith('max_')) text = `Too big: expected ${expected} received ${received}`
    else if (issue.kind === 'schema' && type !== 'custom') {
      if (issue.input === undefined && type.endsWith('object') && issue.path) {
        // A missing key: valibot names the key; say what type belongs there instead.
        expected = expectsAt(schema as SchemaShape, issue)
      }
      text = expected
        ? `Expected ${expected.toLowerCase()} received ${typeName(issue.input)}`
        : 'Required'
    } else text = issue.message
    const path = getDotPath(issue)
    return path ? `${path}: ${text}` : text
  })
}
