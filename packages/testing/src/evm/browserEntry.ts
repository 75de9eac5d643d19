// Entry of the browser bundle dist/browser/evm.js (built with the package; testWalletScript
// wraps it): `install(config)` creates the wallet, announces it on `window` and exposes the
// scripting API as `window.__gangwayTestWallet`.
import type { TestWalletConfig } from '../script/testWalletOptions.js'
import { announceTestWallet } from './announceTestWallet.js'
import { createTestWallet } from './createTestWallet.js'

type Global = typeof globalThis & { __gangwayTestWallet?: unknown }

export function install(config: TestWalletConfig) {
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
