import type { SocialProvider } from '../ids.js'
import type { Platform } from './detectPlatform.js'

/**
 * Spec §6 "On Telegram: iOS removes google, Mac removes x, Android removes facebook and x"
 * (their logins do not complete inside Telegram's in-app browser there). The spec gives no other
 * platform rule: outside Telegram every provider stays.
 */
const TELEGRAM_REMOVES: Record<Platform['os'], readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The social providers to offer on `platform`, in the host's order.
 *
 * @example
 * filterSocials(['google', 'x', 'discord'], { telegram: true, os: 'android' }) // ['google', 'discord']
 */
export function filterSocials(
  providers: readonly SocialProvider[],
  platform: Platform,
): SocialProvider[] {
  if (!platform.telegram) return [...providers]
  const removed = TELEGRAM_REMOVES[platform.os]
  return providers.filter((provider) => !removed.includes(provider))
}
