import { describe, expect, it } from 'vitest'
import { swapMessages } from '../messages.js'
import { getSwapCheck } from './check.js'
import type { SwapState, SwapToken } from './swapStore.js'

const ETH: SwapToken = {
  caip10: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ethereum',
  symbol: 'ETH',
  decimals: 18,
  iconUrl: undefined,
  balance: '1',
  price: '3000',
}
const TUSD: SwapToken = {
  ...ETH,
  caip10: 'eip155:1:0x5f',
  symbol: 'TUSD',
  decimals: 6,
  balance: '10',
}
const ready: Pick<
  SwapState,
  'status' | 'from' | 'to' | 'amount' | 'quote' | 'quoting' | 'quoteError'
> = {
  status: 'ready',
  from: TUSD,
  to: ETH,
  amount: '5',
  quote: { key: 'k', fromAmount: '5', toAmount: '0.0016', toBase: 1_600_000_000_000_000n, at: 0 },
  quoting: false,
  quoteError: undefined,
}
const gas = { reserve: 10n ** 15n, nativeBalance: 10n ** 18n, native: false }
const label = (state: Partial<typeof ready>, g: Parameters<typeof getSwapCheck>[1] = gas) =>
  swapMessages[`check.${getSwapCheck({ ...ready, ...state }, g)}`]

describe('the Swap button says what is missing or wrong, else Review swap', () => {
  it('in order', () => {
    expect(label({ status: 'unsupported' })).toBe('Network not supported for Swaps')
    expect(label({ status: 'loading' })).toBe('Loading…')
    expect(label({ to: undefined })).toBe('Select token')
    expect(label({ amount: '' })).toBe('Enter amount')
    expect(label({ amount: '0.000' })).toBe('Enter amount')
    expect(label({ amount: '1.0000001' })).toBe('Incorrect value')
    expect(label({ amount: '10.000001' })).toBe('Insufficient balance')
    expect(label({}, { ...gas, nativeBalance: 0n })).toBe('Insufficient balance for gas')
    expect(label({ quote: undefined, quoteError: 'insufficientLiquidity' })).toBe(
      'Insufficient liquidity',
    )
    expect(label({ quote: undefined, quoteError: 'failed' })).toBe('Quote unavailable')
    expect(label({ quote: undefined, quoting: true })).toBe('Getting quote…')
    expect(label({ amount: '4' })).toBe('Getting quote…') // the quote is of another amount
    expect(label({})).toBe('Review swap')
  })

  it('a native source up to its whole balance passes while the balance covers the fee', () => {
    const native = { ...gas, native: true }
    const from = ETH
    const at = (amount: string) => ({
      from,
      to: TUSD,
      amount,
      quote: { ...ready.quote!, fromAmount: amount },
    })
    // 1 ETH, fee 0.001: the preview builds 0.9995 (or 1) for balance − gas.
    expect(label(at('0.9995'), native)).toBe('Review swap')
    expect(label(at('1'), native)).toBe('Review swap')
    expect(label(at('1.000001'), native)).toBe('Insufficient balance')
    expect(label(at('0.5'), { ...native, reserve: 10n ** 18n })).toBe(
      'Insufficient balance for gas',
    )
  })
  it('spec §5 "Insufficient gas: … smart accounts exempt": a smart account with no native balance swaps', () => {
    const smart = { ...gas, nativeBalance: 0n, smartAccount: true }
    expect(label({}, smart)).toBe('Review swap')
    expect(label({}, { ...smart, smartAccount: false })).toBe('Insufficient balance for gas')
    // The balance rule stays.
    expect(label({ amount: '10.000001' }, smart)).toBe('Insufficient balance')
  })
})
