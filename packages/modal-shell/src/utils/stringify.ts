/** Longest request detail shown on ApproveTransaction before it is cut. */
export const MAX_DETAILS_CHARS = 2000

/**
 * Pretty-prints wallet request params as text (bigints as decimal strings), cut to
 * MAX_DETAILS_CHARS with a note of how much was left out. Never throws.
 */
export function stringify(value: unknown): string {
  let text: string
  try {
    text =
      JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2) ??
      String(value)
  } catch {
    text = String(value)
  }
  if (text.length <= MAX_DETAILS_CHARS) return text
  return `${text.slice(0, MAX_DETAILS_CHARS)}\n… (${text.length - MAX_DETAILS_CHARS} more characters)`
}
