// Issue 36 §3 "unknown is not zero": Swap showed '$0.00' for 0.1 ETH until a target token was
// picked (the USD lines came only with a quote), while the Account view priced ETH at $3,000.
import { describe, expect, it } from 'vitest'
import { swapDetails, swapUsdLines } from './details.js'
import { displayAmount, displayPercent } from './maths.js'
import type { SwapQuote, SwapState, SwapToken } from './swapStore.js'

const ETH: SwapToken = {
  caip10: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  iconUrl: undefined,
  balance: '1',
  price: '3000',
}
const TUSD: SwapToken = {
  caip10: 'eip155:1:0x0000000000000000000000000000000000007e57',
  name: 'Test USD',
  symbol: 'TUSD',
  decimals: 6,
  iconUrl: undefined,
  price: '1',
}
const quote = (fromAmount: string, toAmount: string): SwapQuote => ({
  key: `x|y|${fromAmount}`,
  fromAmount,
  toAmount,
  toBase: 0n,
  at: 0,
})
const state = (patch: Partial<SwapState>) =>
  ({ from: ETH, to: undefined, amount: '', quote: undefined, ...patch }) as SwapState

describe('swapUsdLines', () => {
  it("shows the source's USD value as soon as its price is known, before a target is picked", () => {
    expect(swapUsdLines(state({ amount: '0.1' })).from).toEqual({ text: '$300.00' })
    expect(swapUsdLines(state({ amount: '0.1' })).to).toEqual({ text: '—', status: 'none' })
  })

  it("an empty or zero amount is worth $0.00 (a known zero); a price not there yet is '—', loading", () => {
    expect(swapUsdLines(state({ amount: '' })).from).toEqual({ text: '$0.00' })
    expect(swapUsdLines(state({ amount: '0.000' })).from).toEqual({ text: '$0.00' })
    const unpriced = { ...ETH, price: undefined }
    expect(swapUsdLines(state({ from: unpriced, amount: '0.1' })).from).toEqual({
      text: '—',
      status: 'loading',
    })
  })

  it("a price the service failed to give (undefined price) is '—' with a retry, never $0.00", () => {
    const failed = { ...ETH, price: undefined, priceUnavailable: true }
    expect(swapUsdLines(state({ from: failed, amount: '0.1' })).from).toEqual({
      text: '—',
      status: 'failed',
    })
  })

  it("an amount that is not a plain decimal ('1,000', '1e18') has no USD value: '—'", () => {
    for (const amount of ['1,000', '1e18', 'abc'])
      expect(swapUsdLines(state({ amount })).from.text).toBe('—')
  })

  it("the target's USD value comes with a quote of the current amount and the target's price", () => {
    const picked = state({ to: TUSD, amount: '0.1', quote: quote('0.1', '297.5') })
    expect(swapUsdLines(picked)).toEqual({ from: { text: '$300.00' }, to: { text: '$297.50' } })
    // A quote of an older amount: the target amount is not known yet.
    const stale = state({ to: TUSD, amount: '0.2', quote: quote('0.1', '297.5') })
    expect(swapUsdLines(stale).to).toEqual({ text: '—', status: 'loading' })
    const failed = { ...TUSD, price: undefined, priceUnavailable: true }
    expect(
      swapUsdLines(state({ to: failed, amount: '0.1', quote: quote('0.1', '297.5') })).to,
    ).toEqual({ text: '—', status: 'failed' })
    expect(swapUsdLines(state({ to: TUSD, amount: '' })).to).toEqual({ text: '$0.00' })
  })

  it("no source token: '—'", () => {
    expect(swapUsdLines(state({ from: undefined, amount: '0.1' })).from).toEqual({
      text: '—',
      status: 'none',
    })
  })
})

// Issue 36 §1: numbers, currencies and percentages in the locale shown (Intl), never English.
describe('in the locale shown', () => {
  const nbsp = '\u00a0'

  it("the USD lines in German: '3.703.500,00 $'", () => {
    expect(swapUsdLines(state({ amount: '1234.5' }), 'de').from).toEqual({
      text: `3.703.500,00${nbsp}$`,
    })
    expect(swapUsdLines(state({ amount: '' }), 'de').from).toEqual({ text: `0,00${nbsp}$` })
    expect(swapUsdLines(state({ amount: '1234.5' })).from).toEqual({ text: '$3,703,500.00' })
  })

  it('the rows in German: amounts, rate, price impact, max slippage, provider fee', () => {
    const swap = state({
      to: TUSD,
      amount: '0.5',
      quote: { ...quote('0.5', '1234.5678'), toBase: 1_234_567_800n },
      slippage: '2',
      tokens: [ETH, TUSD],
      tx: undefined,
      gasPrice: undefined,
    })
    const params = { providerFeePercent: '0.3', nativeDecimals: 18 }
    expect(swapDetails(swap, { ...params, locale: 'de' })).toEqual({
      fromUsd: `1.500,00${nbsp}$`,
      toUsd: `1.234,57${nbsp}$`,
      rate: '1 ETH = 2469,1356 TUSD',
      priceImpact: `17,7${nbsp}%`,
      maxSlippage: `2${nbsp}% (24,691356 TUSD)`,
      minimumReceived: '1209,876444 TUSD',
      providerFee: `4,50${nbsp}$`,
      networkFee: undefined,
    })
    // English as before.
    expect(swapDetails(swap, params)).toMatchObject({
      rate: '1 ETH = 2469.1356 TUSD',
      priceImpact: '17.7%',
      maxSlippage: '2% (24.691356 TUSD)',
      minimumReceived: '1209.876444 TUSD',
      providerFee: '$4.50',
    })
  })

  it('an amount in Persian digits and decimal sign; English unchanged', () => {
    expect(displayAmount('1234.56789', 4, 'fa')).toBe('۱۲۳۴٫۵۶۷۹')
    expect(displayAmount('1234.56789', 4, 'de')).toBe('1234,5679')
    expect(displayAmount('1234.56789', 4)).toBe('1234.5679')
    expect(displayPercent('0.5', 'de')).toBe(`0,5${nbsp}%`)
    expect(displayPercent('0.5', 'en')).toBe('0.5%')
  })
})
