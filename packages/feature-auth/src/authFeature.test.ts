import { ConfigError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { type AuthFeatureOptions, authFeature } from './authFeature.js'

/** The issue lines of the ConfigError `authFeature(options)` throws. */
function issuesOf(options: unknown): string[] {
  try {
    authFeature(options as AuthFeatureOptions)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).issues
  }
  throw new Error('authFeature did not throw')
}

describe('authFeature checks its options when called', () => {
  it('no options: names the missing frameUrl (was a TypeError reading "socials")', () => {
    expect(issuesOf(undefined)).toEqual([
      'authFeature: frameUrl: Expected an https URL of the login frame (http only on localhost) received undefined',
    ])
  })

  it.each([
    ['login.example.com/frame', '"login.example.com/frame"'],
    ['http://login.example.com/frame', '"http://login.example.com/frame"'],
    ['javascript:alert(1)', '"javascript:alert(1)"'],
    ['https://user:pw@login.example.com', '"https://user:pw@login.example.com"'],
  ])('a malformed frameUrl %s is refused with the value', (frameUrl, shown) => {
    expect(issuesOf({ frameUrl })).toEqual([
      `authFeature: frameUrl: Expected an https URL of the login frame (http only on localhost) received ${shown}`,
    ])
  })

  it('wrong types, unknown providers and typos, one line each', () => {
    expect(
      issuesOf({
        frameUrl: 'https://login.example.com',
        readyTimeout: '30s',
        socials: ['google', 'twitter'],
        farcaster: 'yes',
        social: ['x'],
      }),
    ).toEqual([
      'authFeature: readyTimeout: Expected number received "30s"',
      'authFeature: socials.1: Invalid enum value. Expected "google" | "github" | "apple" | "facebook" | "x" | "discord", received "twitter"',
      'authFeature: farcaster: Expected boolean received "yes"',
      'authFeature: social: Unknown key. Did you mean "socials"?',
    ])
    expect(issuesOf({ frameUrl: 'https://login.example.com', readyTimeout: 0 })).toEqual([
      'authFeature: readyTimeout: Expected a positive number of ms received 0',
    ])
  })

  it('accepts good options, the loopback frame of development included', () => {
    for (const frameUrl of [
      'https://login.example.com/frame',
      'http://127.0.0.1:4000/frame',
      'http://localhost:4000',
    ]) {
      expect(authFeature({ frameUrl, socials: ['google'], farcaster: false }).id).toBe('auth')
    }
  })
})
