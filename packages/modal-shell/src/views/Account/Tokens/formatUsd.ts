const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A USD value for display: `$1,234.56`; dust as `<$0.01`. */
export function formatUsd(value: number | undefined): string {
  const amount = Number.isFinite(value) ? (value as number) : 0
  if (amount > 0 && amount < 0.01) return '<$0.01'
  return usd.format(amount)
}
