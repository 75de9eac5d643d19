/**
 * What an amount field holds after an edit, or `undefined` to refuse the edit (the field keeps
 * its value). Only digits and one decimal point; a comma counts as the point (decimal keyboards
 * in many locales); surrounding spaces (a paste) are trimmed. Anything else is refused whole,
 * never stripped: "1e18" must not become "118". Leading zeros collapse ("007" → "7", "00.5" →
 * "0.5") and a leading point gets its zero (".5" → "0.5"); trailing zeros stay while typing.
 *
 * @param raw The field's text after the edit.
 * @param decimals At most this many digits after the point (a token's decimals).
 */
export function sanitizeAmount(raw: string, decimals?: number): string | undefined {
  const text = raw.trim().replace(',', '.')
  const match = /^(\d*)(\.(\d*))?$/.exec(text)
  if (!match) return undefined
  const [, whole = '', point, fraction = ''] = match
  if (point && decimals !== undefined && fraction.length > decimals) return undefined
  if (point && decimals === 0) return undefined
  const int = whole.replace(/^0+(?=\d)/, '')
  return point ? `${int || '0'}.${fraction}` : int
}
