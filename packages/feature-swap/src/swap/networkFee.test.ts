import { describe, expect, it } from 'vitest'
import { SWAP_GAS_LIMIT } from '../constants.js'
import { networkFeeWei, swapGasLimit } from './networkFee.js'

describe('the network fee: one rule before and after the build', () => {
  it('gas limit = the service’s estimate, at least SWAP_GAS_LIMIT (200 000)', () => {
    expect(SWAP_GAS_LIMIT).toBe(200_000n)
    expect(swapGasLimit()).toBe(200_000n)
    expect(swapGasLimit(120_000n)).toBe(200_000n) // a Uniswap V2 swap: the fee does not change
    expect(swapGasLimit(260_000n)).toBe(260_000n) // a costlier route: the higher, honest limit
  })

  it('fee = gas limit × the standard gas price, the same before the build as after it', () => {
    const gasPrice = 3_000_000_000n
    const before = networkFeeWei(gasPrice)
    expect(before).toBe(600_000_000_000_000n)
    expect(networkFeeWei(gasPrice, 131_072n)).toBe(before)
  })
})
