import { ConfigError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { type SiwxFeatureOptions, siwxFeature } from './siwxFeature.js'

/** The issue lines of the ConfigError `siwxFeature(options)` throws. */
function issuesOf(options: unknown): string[] {
  try {
    siwxFeature(options as SiwxFeatureOptions)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('siwxFeature did not throw')
}

describe('siwxFeature checks its options when called', () => {
  it('each option: the value and the shape', () => {
    expect(
      issuesOf({
        required: 'true',
        storage: 'session',
        verifiers: [{ namespace: 'solana' }],
        signer: 'wallet',
        expiresIn: '7d',
        resources: 'https://app.example',
        siweConfig: { getNonce: 'abc' },
      }),
    ).toEqual([
      'siwxFeature: required: Expected boolean received "true"',
      'siwxFeature: storage: Expected "local", "memory" or a SiwxStorage received "session"',
      'siwxFeature: verifiers.0.verify: Expected function received undefined',
      'siwxFeature: signer: Expected function received "wallet"',
      'siwxFeature: expiresIn: Expected a number of ms or null received "7d"',
      'siwxFeature: resources: Expected array received "https://app.example"',
      'siwxFeature: siweConfig.getNonce: Expected function received "abc"',
      'siwxFeature: siweConfig.verifyMessage: Expected function received undefined',
    ])
  })

  it('a typo gets a "did you mean"', () => {
    expect(issuesOf({ require: true, signOutOnDisconect: false })).toEqual([
      'siwxFeature: require: Unknown key. Did you mean "required"?',
      'siwxFeature: signOutOnDisconect: Unknown key. Did you mean "signOutOnDisconnect"?',
    ])
  })

  it('accepts good options', () => {
    const storage = {
      get: async () => [],
      add: async () => {},
      set: async () => {},
      delete: async () => {},
    }
    expect(siwxFeature({ required: true, storage, expiresIn: null, resources: [] }).id).toBe('siwx')
    expect(siwxFeature({ storage: 'memory', expiresIn: 60_000, statement: 'Hi' }).id).toBe('siwx')
  })
})
