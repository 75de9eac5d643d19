import { ConfigError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { type OnrampFeatureOptions, onrampFeature } from './onrampFeature.js'

/** The issue lines of the ConfigError `onrampFeature(options)` throws. */
function issuesOf(options: unknown): string[] {
  try {
    onrampFeature(options as OnrampFeatureOptions)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('onrampFeature did not throw')
}

describe('onrampFeature checks its options when called', () => {
  it("providers as a name is refused here, not in a view ('n.providers.map is not a function')", () => {
    expect(issuesOf({ providers: 'coinbase' })).toEqual([
      'onrampFeature: providers: Expected array of providers { id, label, url? } received "coinbase"',
    ])
  })

  it('each provider and exchange: its fields, its url, its typos', () => {
    expect(
      issuesOf({
        providers: [
          { id: 'a', label: 'A', url: 'https://buy.example' },
          { id: 'b', name: 'B' },
        ],
        exchanges: [{ id: 'x', label: 'X', url: 'https://x.example' }],
      }),
    ).toEqual([
      'onrampFeature: providers.0.url: Expected "generator" or a function received "https://buy.example"',
      'onrampFeature: providers.1.label: Expected string received undefined',
      'onrampFeature: providers.1.name: Unknown key. Known keys: id, label, feeRange, url.',
      'onrampFeature: exchanges.0.url: Expected function received "https://x.example"',
    ])
  })

  it('country, return URL and typos', () => {
    expect(issuesOf({ country: 'Germany', returnUrl: '/back', receive: 'WalletReceive' })).toEqual([
      'onrampFeature: country: Expected a country code such as "US" received "Germany"',
      'onrampFeature: returnUrl: Invalid input: expected an http, https, ws or wss URL, received "/back"',
      'onrampFeature: receive: Unknown key. Did you mean "receiveView"?',
    ])
  })

  it('accepts good options', () => {
    const feature = onrampFeature({
      country: 'de',
      subdivision: 'BY',
      providers: [
        { id: 'a', label: 'A', url: 'generator' },
        { id: 'b', label: 'B', feeRange: '1%', url: () => undefined },
        { id: 'c', label: 'C' },
      ],
      returnUrl: 'https://app.example/buy',
      exchanges: [{ id: 'x', label: 'X', url: () => undefined }],
    })
    expect(feature.id).toBe('onramp')
  })
})
