/**
 * A decimal string (a limit, a quote's amount, a balance) in the locale's digits and decimal
 * sign, with as many decimals as it has (`'10.00'` → `'10,00'` in German). No grouping: the
 * amount field takes none, so a limit reads the way it is typed. Anything that is not a plain
 * decimal is returned as it is.
 *
 * @example localDecimal('7500.00', 'de') // '7500,00'
 */
export function localDecimal(value: string, locale: string): string {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(value)
  if (!match) return value
  const digits = Math.min(match[1]?.length ?? 0, 20)
  // A string is read as a decimal by Intl.NumberFormat (ES2023): no digit is lost to a float.
  return new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value as unknown as number)
}
