import { Fragment, type ReactNode } from 'react'

/**
 * A translated message with values in their own elements (a name or an amount in `<bdi>`, kept
 * left to right inside right-to-left text): take the message with `t(key)` and no value for
 * those placeholders, so they stay in the text, and fill them here. Text stays text.
 *
 * @example fill(t('buyingWith'), { provider: <bdi>Coinbase</bdi> }) // ['Kauf über ', <bdi>…</bdi>, '']
 */
export function fill(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/\{(\w+)\}/).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, fixed in order
      <Fragment key={i}>{part in values ? values[part] : `{${part}}`}</Fragment>
    ),
  )
}

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
