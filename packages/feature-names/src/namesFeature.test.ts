import { ConfigError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { NAME_ZONES } from './constants.js'
import { type NamesFeatureOptions, namesFeature } from './namesFeature.js'

/** The issue lines of the ConfigError `namesFeature(options)` throws. */
function issuesOf(options: unknown): string[] {
  try {
    namesFeature(options as NamesFeatureOptions)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('namesFeature did not throw')
}

describe('namesFeature checks its options when called', () => {
  it('names the option, the value and what it takes', () => {
    expect(issuesOf({ entry: 'all', zone: '.reown.id' })).toEqual([
      'namesFeature: entry: Invalid enum value. Expected "embedded" | "evm" | false, received "all"',
      'namesFeature: zone: Invalid enum value. Expected "reown.id" | "wcn.id", received ".reown.id"',
    ])
    expect(issuesOf({ entry: true })).toEqual([
      'namesFeature: entry: Invalid enum value. Expected "embedded" | "evm" | false, received true',
    ])
  })

  it('a typo gets a "did you mean"', () => {
    expect(issuesOf({ zones: 'wcn.id' })).toEqual([
      'namesFeature: zones: Unknown key. Did you mean "zone"?',
    ])
  })

  it('accepts every zone of the module and every entry rule', () => {
    for (const zone of NAME_ZONES) expect(namesFeature({ zone }).options).toEqual({ zone })
    for (const entry of ['embedded', 'evm', false] as const) {
      expect(namesFeature({ entry }).id).toBe('names')
    }
  })
})
