/**
 * Why a field's text is no amount: an exponent, thousands separators, other characters, more
 * decimals than the token has. The field says it in the locale shown (the kit catalogue's
 * `amount.<problem>`, each saying what to type instead; issue 36 §3 "hostile input").
 */
export type AmountProblem = 'exponent' | 'thousands' | 'digits' | 'decimals'

/** What {@link readAmount} makes of a field's text: the amount, or why it is refused. */
export type ReadAmount = { value: string; comma: boolean } | { problem: AmountProblem }

/**
 * Reads an amount field's text after an edit: the amount as a decimal string, or why the edit is
 * refused (the field then keeps its value and shows the reason). Only digits and one decimal
 * separator; surrounding spaces (a paste) are trimmed. Leading zeros collapse ("007" → "7",
 * "00.5" → "0.5"), a leading point gets its zero (".5" → "0.5"), trailing zeros stay while typing.
 *
 * Never rewritten into another number (issue 36 §3): an exponent ("1e18" must not become "118"),
 * signs and letters, more decimals than the token has, and thousands separators are problems. A comma is a decimal
 * separator (as most of the world writes it, and as phones' decimal keypads offer it) only
 * where it cannot be a thousands separator: "1,5" and "0,125" are 1.5 and 0.125, but "1,000"
 * (one or a thousand?), "12,345", "1,000,000" and "1,234.5" are refused: reading "1,000" as 1
 * would send a thousandth of what an English reader meant, reading it as 1000 a thousand times
 * what a German one meant. The message says how to type it instead.
 *
 * @param raw The field's text after the edit.
 * @param decimals At most this many digits after the point (a token's decimals).
 */
export function readAmount(raw: string, decimals?: number): ReadAmount {
  const text = raw.trim()
  if (/^[\d.,]*[eE][+-]?[\d.,]*$/.test(text) && /\d/.test(text)) return { problem: 'exponent' }
  if (!/^[\d.,]*$/.test(text)) return { problem: 'digits' }
  const separators = text.replace(/\d/g, '')
  const comma = separators === ','
  if (separators.length > 1) {
    // '1,234.5', '1.234,5', '1,000,000': grouping; '1..5': a typo.
    return { problem: separators.includes(',') ? 'thousands' : 'digits' }
  }
  const [whole = '', fraction] = text.split(/[.,]/)
  // '1,000', '12,345': a comma before exactly three digits after a whole part that is not 0.
  if (comma && fraction?.length === 3 && /[1-9]/.test(whole)) return { problem: 'thousands' }
  if (
    fraction !== undefined &&
    decimals !== undefined &&
    (decimals === 0 || fraction.length > decimals)
  )
    return { problem: 'decimals' }
  const int = whole.replace(/^0+(?=\d)/, '')
  return { value: fraction === undefined ? int : `${int || '0'}.${fraction}`, comma }
}

/**
 * What an amount field holds after an edit, or `undefined` to refuse the edit (the field keeps
 * its value): {@link readAmount}'s amount, the decimal separator a point.
 *
 * @param raw The field's text after the edit.
 * @param decimals At most this many digits after the point (a token's decimals).
 */
export function sanitizeAmount(raw: string, decimals?: number): string | undefined {
  const read = readAmount(raw, decimals)
  return 'value' in read ? read.value : undefined
}
