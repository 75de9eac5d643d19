import { describe, expect, it } from 'vitest'
import { SOCIAL_PROVIDERS } from '../ids.js'
import { detectPlatform } from './detectPlatform.js'
import { filterSocials } from './filterSocials.js'

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
}

describe('detectPlatform', () => {
  it('knows Telegram by its webview bridge, and the OS by the user agent', () => {
    expect(
      detectPlatform({ navigator: { userAgent: UA.iphone }, TelegramWebviewProxy: {} }),
    ).toEqual({ telegram: true, os: 'ios' })
    expect(detectPlatform({ navigator: { userAgent: UA.mac }, Telegram: { WebApp: {} } })).toEqual({
      telegram: true,
      os: 'mac',
    })
    expect(detectPlatform({ navigator: { userAgent: UA.android } })).toEqual({
      telegram: false,
      os: 'android',
    })
    expect(detectPlatform({ navigator: { userAgent: UA.windows } }).os).toBe('other')
  })

  it('an iPad (a Mac user agent with a touch screen) is iOS; no window is no platform', () => {
    expect(detectPlatform({ navigator: { userAgent: UA.mac, maxTouchPoints: 5 } }).os).toBe('ios')
    expect(detectPlatform(undefined)).toEqual({ telegram: false, os: 'other' })
  })
})

describe('filterSocials (spec §6 "On Telegram: iOS removes google, Mac removes x, Android removes facebook and x")', () => {
  const all = SOCIAL_PROVIDERS
  it('on Telegram: iOS removes google', () => {
    expect(filterSocials(all, { telegram: true, os: 'ios' })).toEqual([
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
  })
  it('on Telegram: Mac removes x', () => {
    expect(filterSocials(all, { telegram: true, os: 'mac' })).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'discord',
    ])
  })
  it('on Telegram: Android removes facebook and x', () => {
    expect(filterSocials(all, { telegram: true, os: 'android' })).toEqual([
      'google',
      'github',
      'apple',
      'discord',
    ])
  })
  it('on Telegram elsewhere, and outside Telegram, every provider stays in the host’s order', () => {
    expect(filterSocials(all, { telegram: true, os: 'other' })).toEqual([...all])
    for (const os of ['ios', 'mac', 'android', 'other'] as const)
      expect(filterSocials(['x', 'google'], { telegram: false, os })).toEqual(['x', 'google'])
  })
})
