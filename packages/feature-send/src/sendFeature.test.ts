import { ConfigError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { receiveFeature } from './receiveFeature.js'
import { type SendFeatureOptions, sendFeature } from './sendFeature.js'

/** The issue lines of the ConfigError `create()` throws. */
function issuesOf(create: () => unknown): string[] {
  try {
    create()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('the factory did not throw')
}

describe('sendFeature and receiveFeature check their options when called', () => {
  it('sendFeature: a wrong type, a typo', () => {
    const send = (options: unknown) => () => sendFeature(options as SendFeatureOptions)
    expect(issuesOf(send({ buyView: true }))).toEqual([
      'sendFeature: buyView: Expected string received true',
    ])
    expect(issuesOf(send({ buyview: 'OnRampProviders' }))).toEqual([
      'sendFeature: buyview: Unknown key. Did you mean "buyView"?',
    ])
    expect(sendFeature({ buyView: 'OnRampProviders' }).id).toBe('send')
  })

  it('receiveFeature takes no options', () => {
    expect(issuesOf(() => receiveFeature({ qr: true } as never))).toEqual([
      'receiveFeature: qr: Unknown key.',
    ])
    expect(receiveFeature().id).toBe('receive')
  })
})
