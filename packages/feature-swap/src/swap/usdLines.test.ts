// Issue 36 §3 "unknown is not zero": Swap showed '$0.00' for 0.1 ETH until a target token was
// picked (the USD lines came only with a quote), while the Account view priced ETH at $3,000.
import { describe, expect, it } from 'vitest'
import { swapUsdLines } from './details.js'
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
