import { TX_AMOUNT_DECIMALS } from '../constants/constants.js'

const DECIMAL = /^(\d+)(?:\.(\d*))?$/

/**
 * Formats a balance for display: at most 3 decimals (spec §9), cut rather than rounded up so a
 * visitor never sees more than they hold, trailing zeros dropped; dust shows as `<0.001`; zero,
 * a missing or an unreadable balance shows `0.00 {symbol}` (spec §8 "Balance failure falls back
 * to 0.00 ETH").
 *
 * @example
 * import { formatBalance } from '@gangway/core'
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance('12.50', 'ETH') // '12.5 ETH'
 * formatBalance(undefined, 'ETH') // '0.00 ETH'
 */
export function formatBalance(value: string | number | null | undefined, symbol = ''): string {
  const match = (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(18) : value)
    ?.toString()
    .trim()
    .match(DECIMAL)
  let text = '0.00'
  if (match) {
    const whole = match[1]!.replace(/^0+(?=\d)/, '')
    const all = match[2] ?? ''
    const decimals = all.slice(0, TX_AMOUNT_DECIMALS).replace(/0+$/, '')
    if (decimals || whole !== '0') text = decimals ? `${whole}.${decimals}` : whole
    else if (/[1-9]/.test(all)) text = `<0.${'0'.repeat(TX_AMOUNT_DECIMALS - 1)}1`
  }
  return symbol ? `${text} ${symbol}` : text
}
