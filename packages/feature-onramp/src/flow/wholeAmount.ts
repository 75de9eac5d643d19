/**
 * The fiat amount the visitor typed, in whole units, or `undefined` when it is not a whole
 * amount. The service's URL generator reads `presetFiatAmount` as an unsigned integer (a decimal
 * is a 400), so the widget takes whole amounts only rather than rounding behind the visitor's
 * back: `'100'` and `'100.00'` are 100, `'10.50'` is not an amount we can pass on.
 *
 * @param input The amount field's text (`,` already turned into `.`).
 * @returns The whole amount, or `undefined`.
 * @example
 * wholeAmount('250') // 250
 */
export function wholeAmount(input: string): number | undefined {
  return /^\d{1,9}(\.0{0,2})?$/.test(input) ? Number.parseInt(input, 10) : undefined
}
