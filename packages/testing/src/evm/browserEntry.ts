// Entry of the browser bundle dist/browser/evm.js (built with the package; testWalletScript
// wraps it): `install(config)` creates the wallet, announces it on `window` and exposes the
// scripting API as `window.__gangwayTestWallet`. With `persist`, the site's connection is kept in
// the page's localStorage (under the same name) across page loads.
import type { TestWalletConfig } from '../script/testWalletOptions.js'
import { announceTestWallet } from './announceTestWallet.js'
import { createTestWallet, TEST_WALLET_STORAGE_KEY } from './createTestWallet.js'

type Global = typeof globalThis & { __gangwayTestWallet?: unknown }

export function install(config: TestWalletConfig) {
  const global = globalThis as Global
  if (global.__gangwayTestWallet) return global.__gangwayTestWallet
  if (!config.allFrames && typeof window !== 'undefined' && window.top !== window.self) return
  const { provider, control, info } = createTestWallet({
    ...config,
    persist: config.persist ? { storage: pageStorage(), key: TEST_WALLET_STORAGE_KEY } : undefined,
  })
  const target = typeof window !== 'undefined' ? window : (globalThis as unknown as Window)
  const unannounce = announceTestWallet(target, { provider, info, legacy: config.legacy })
  const api = Object.freeze({ ...control, provider, info, unannounce })
  global.__gangwayTestWallet = api
  return api
}

/**
 * The page's localStorage, read on each use: reading `window.localStorage` throws on an opaque
 * origin (a sandboxed frame, data: URLs); the wallet then says so in the console and keeps nothing.
 */
function pageStorage() {
  return {
    getItem: (key: string) => localStorage.getItem(key),
    setItem: (key: string, value: string) => localStorage.setItem(key, value),
    removeItem: (key: string) => localStorage.removeItem(key),
  }
}
