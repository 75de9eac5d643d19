import { BaseError } from '../internal/core.js'

/** The text to show for an error: Gangway errors carry the spec's exact short message. */
export function errorText(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
