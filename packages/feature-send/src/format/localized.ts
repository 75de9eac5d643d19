/**
 * A decimal string (an amount, a balance: exact, never a float) in the locale's digits and
 * separators, every digit kept (`Intl.NumberFormat` formats a decimal string exactly). Anything
 * that is not a plain decimal is returned as it is.
 *
 * @example formatAmount('1234.5', 'de') // '1.234,5'
 */
export function formatAmount(value: string, locale: string): string {
  if (!/^-?\d+(\.\d*)?$/.test(value)) return value
  // A string is read as a decimal by Intl.NumberFormat (ES2023), so no digit is lost to a float.
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
    value as unknown as number,
  )
}
