import { ConfigError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { type SwapFeatureOptions, swapFeature } from './swapFeature.js'

/** The issue lines of the ConfigError `swapFeature(options)` throws. */
function issuesOf(options: unknown): string[] {
  try {
    swapFeature(options as SwapFeatureOptions)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('swapFeature did not throw')
}

const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'

describe('swapFeature checks its options when called', () => {
  it('network ids, the fee, the refresh and the routers: the value and the shape', () => {
    expect(
      issuesOf({
        networks: ['base', 8453],
        providerFeePercent: 0.3,
        quoteRefreshMs: -1,
        routers: { 8453: [ROUTER], 'eip155:1': ['uniswap'] },
      }),
    ).toEqual([
      'swapFeature: networks.0: Invalid input: expected a CAIP-2 network id such as "eip155:1", received "base"',
      'swapFeature: networks.1: Expected string received 8453',
      'swapFeature: providerFeePercent: Expected a percent as a string such as "0.3" received 0.3',
      'swapFeature: quoteRefreshMs: Expected a positive number of ms received -1',
      'swapFeature: routers.8453: Invalid input: expected a CAIP-2 network id such as "eip155:1", received "8453"',
      'swapFeature: routers.eip155:1.0: Expected a contract address 0x… received "uniswap"',
    ])
  })

  it('a typo gets a "did you mean"', () => {
    expect(issuesOf({ router: {} })).toEqual([
      'swapFeature: router: Unknown key. Did you mean "routers"?',
    ])
  })

  it('accepts good options', () => {
    const feature = swapFeature({
      networks: ['eip155:1'],
      providerFeePercent: '0.3',
      quoteRefreshMs: 400,
      routers: { 'eip155:8453': [ROUTER] },
    })
    expect(feature.id).toBe('swap')
  })
})
