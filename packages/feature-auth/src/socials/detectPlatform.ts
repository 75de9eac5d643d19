/** What the social provider rules look at (spec §6): Telegram's in-app browser, and the OS. */
export type Platform = {
  /** Inside Telegram's in-app browser (its webview bridge is on the page). */
  telegram: boolean
  os: 'ios' | 'mac' | 'android' | 'other'
}

/** The parts of `window` the detection reads (a test passes its own). */
export type PlatformSource = {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
}

/**
 * Tells where the page runs, for the social provider rules. Telegram's in-app browser is known by
 * its webview bridge (`TelegramWebviewProxy`, `TelegramWebviewProxyProto`, or the Web App's
 * `Telegram` object); iPadOS reports a Mac user agent, so a Mac with a touch screen is iOS.
 *
 * @example
 * filterSocials(providers, detectPlatform(window))
 */
export function detectPlatform(source: PlatformSource | undefined): Platform {
  if (!source) return { telegram: false, os: 'other' }
  const ua = source.navigator?.userAgent ?? ''
  const touch = (source.navigator?.maxTouchPoints ?? 0) > 1
  const telegram = Boolean(
    source.TelegramWebviewProxy || source.TelegramWebviewProxyProto || source.Telegram,
  )
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'ios'
    : /Android/.test(ua)
      ? 'android'
      : /Macintosh|Mac OS X/.test(ua)
        ? touch
          ? 'ios'
          : 'mac'
        : 'other'
  return { telegram, os }
}
