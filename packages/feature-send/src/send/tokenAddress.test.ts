import { describe, expect, it } from 'vitest'
import { tokenAddressOf } from './tokenAddress.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const WSOL_MINT = 'So11111111111111111111111111111111111111112'

describe('tokenAddressOf', () => {
  it.each([
    ['an EVM token, CAIP-10', `eip155:1:${USDC}`, USDC],
    ['an SPL token, a bare mint (Solscan)', USDC_MINT, USDC_MINT],
    ['an SPL token, CAIP-10', `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${USDC_MINT}`, USDC_MINT],
    ['wrapped SOL is an SPL token', WSOL_MINT, WSOL_MINT],
    ['native SOL, the bare pseudo-mint', 'So11111111111111111111111111111111111111111', undefined],
    [
      'native SOL, CAIP-10',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111',
      undefined,
    ],
    [
      'the EVM native pseudo-address',
      'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      undefined,
    ],
    ['no address', undefined, undefined],
  ])('%s', (_, address, expected) => {
    expect(tokenAddressOf(address)).toBe(expected)
  })
})
