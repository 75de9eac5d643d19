// Entry of the browser bundle made by buildTestWalletScript: `install(config)` creates the wallet,
// announces it on `window` and exposes the scripting API as `window.__gangwayTestWallet`.
import { announceTestWallet } from './announceTestWallet.js'
import { type CreateTestWalletParameters, createTestWallet } from './createTestWallet.js'

export type BrowserTestWalletConfig = CreateTestWalletParameters & {
  legacy?: boolean
  /** Also install inside iframes (Playwright init scripts run in every frame). Default false. */
  allFrames?: boolean
}

type Global = typeof globalThis & { __gangwayTestWallet?: unknown }

export function install(config: BrowserTestWalletConfig) {
  const global = globalThis as Global
  if (global.__gangwayTestWallet) return global.__gangwayTestWallet
  if (!config.allFrames && typeof window !== 'undefined' && window.top !== window.self) return
  const { provider, control, info } = createTestWallet(config)
  const target = typeof window !== 'undefined' ? window : (globalThis as unknown as Window)
  const unannounce = announceTestWallet(target, { provider, info, legacy: config.legacy })
  const api = Object.freeze({ ...control, provider, info, unannounce })
  global.__gangwayTestWallet = api
  return api
}
