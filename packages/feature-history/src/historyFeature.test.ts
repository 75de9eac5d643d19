import { ConfigError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { type HistoryFeatureOptions, historyFeature } from './historyFeature.js'

/** The issue lines of the ConfigError `historyFeature(options)` throws. */
function issuesOf(options: unknown): string[] {
  try {
    historyFeature(options as HistoryFeatureOptions)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('historyFeature did not throw')
}

describe('historyFeature checks its options when called', () => {
  it('a wrong type names the option and the value', () => {
    expect(issuesOf({ pendingTransactionsWatch: 'yes' })).toEqual([
      'historyFeature: pendingTransactionsWatch: Expected boolean received "yes"',
    ])
  })

  it('a typo gets a "did you mean"', () => {
    expect(issuesOf({ pendingTransactionWatch: true })).toEqual([
      'historyFeature: pendingTransactionWatch: Unknown key. Did you mean "pendingTransactionsWatch"?',
    ])
  })

  it('options that are not an object', () => {
    expect(issuesOf(true)).toEqual(['historyFeature: Expected object received true'])
  })

  it('accepts no options and good ones', () => {
    expect(historyFeature().id).toBe('history')
    expect(historyFeature({ pendingTransactionsWatch: true }).options).toEqual({
      pendingTransactionsWatch: true,
    })
  })
})
