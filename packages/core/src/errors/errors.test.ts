import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { ConfigError } from './catalogue.js'
import { defineError } from './defineError.js'

class DefinedError extends defineError('DefinedError', 'Something exact') {}

describe('BaseError', () => {
  it('keeps the cause and walks to it', () => {
    const root = new Error('socket closed')
    const err = new BaseError('Something went wrong', { cause: root })
    expect(err.shortMessage).toBe('Something went wrong')
    expect(err.details).toBe('socket closed')
    expect(err.walk()).toBe(root)
  })

  it("has a docsPath made of its class's name (/errors/<name>), subclasses and defineError's too", () => {
    expect(new BaseError('x').docsPath).toBe('/errors/GangwayError')
    expect(new ConfigError(['a']).docsPath).toBe('/errors/ConfigError')
    expect(new DefinedError().docsPath).toBe('/errors/DefinedError')
  })

  it('prints the page as a "Docs:" line of `message`, after the meta messages and before the details', () => {
    const err = new ConfigError(['themMode: Unknown option'], { details: 'why' })
    expect(err.message).toBe(
      [
        'Invalid Gangway configuration',
        '',
        'themMode: Unknown option',
        '',
        'Docs: https://github.com/gangway-dev/gangway/blob/main/docs/errors/ConfigError.md',
        'Details: why',
      ].join('\n'),
    )
    expect(new DefinedError().message).toBe(
      'Something exact\n\nDocs: https://github.com/gangway-dev/gangway/blob/main/docs/errors/DefinedError.md',
    )
    expect(String(new DefinedError()).split('\n')[0]).toBe('DefinedError: Something exact')
  })
})
