import { formatBalance } from '../internal/core.js'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A decimal string in `locale`'s digits and decimal sign, its decimals as written (exact);
 * ungrouped, as core writes a balance (`9999.988`).
 */
function localDecimal(decimal: string, locale: string): string {
  const decimals = decimal.split('.')[1]?.length ?? 0
  const id = `${locale}:${decimals}`
  let format = formats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    })
    formats.set(id, format)
  }
  // A string is read as a decimal (ES2023), so no digit is lost to a float; ES2022 types take
  // numbers only.
  return format.format(decimal as unknown as number)
}

/**
 * core's `formatBalance` (at most 3 decimals, half-up; `<0.001` for dust; `0.00` for zero; `—`
 * when unknown) in the locale shown: `'1,235 ETH'` in German.
 *
 * @example localBalance('1.23456', 'ETH', 'de') // '1,235 ETH'
 */
export function localBalance(
  value: string | number | null | undefined,
  symbol: string | undefined,
  locale: string,
): string {
  const text = formatBalance(value).replace(/\d+(\.\d+)?/, (decimal) =>
    localDecimal(decimal, locale),
  )
  return symbol && text !== formatBalance(undefined) ? `${text} ${symbol}` : text
}
