/**
 * Pretty-prints wallet request params as text (bigints as decimal strings), in full: nothing is
 * cut, the view scrolls (a cut hid what was approved). Never throws.
 */
export function stringify(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2) ??
      String(value)
    )
  } catch {
    return String(value)
  }
}
