import * as v from 'valibot'
import { TestWalletOptionsError } from '../errors.js'

/**
 * Parses a wallet's options with `schema` (unknown fields dropped).
 *
 * @throws {TestWalletOptionsError} "`label`: <field> <what is wrong>", for the first bad field.
 */
export function parseOptions<output>(
  schema: v.GenericSchema<unknown, output>,
  options: unknown,
  label: string,
): output {
  const result = v.safeParse(schema, options)
  if (result.success) return result.output
  const issue = result.issues[0]
  throw new TestWalletOptionsError(`${label}: ${v.getDotPath(issue) ?? 'options'} ${issue.message}`)
}
