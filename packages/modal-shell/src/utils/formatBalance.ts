/**
 * Formats a decimal balance string for display: at most 3 decimals, truncated (never rounded up,
 * so a visitor never sees more than they have); zero shows as 0.00 (spec §8 "Balance failure
 * falls back to 0.00 ETH"), a dust amount as <0.001.
 *
 * @example
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance(undefined, 'ETH') // '0.00 ETH'
 */
export function formatBalance(balance: string | undefined, symbol = ''): string {
  const match = balance?.trim().match(/^(\d+)(?:\.(\d*))?$/)
  let text = '0.00'
  if (match) {
    const whole = match[1]!.replace(/^0+(?=\d)/, '')
    const all = match[2] ?? ''
    const decimals = all.slice(0, 3).replace(/0+$/, '')
    if (decimals || whole !== '0') text = decimals ? `${whole}.${decimals}` : whole
    else if (/[1-9]/.test(all)) text = '<0.001'
  }
  return symbol ? `${text} ${symbol}` : text
}
