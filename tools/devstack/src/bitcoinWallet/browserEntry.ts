// Entry of the browser bundle made by buildBitcoinTestWalletScript: `install(config)` creates the
// Bitcoin test wallet, registers it with the page's Wallet Standard apps and exposes the
// scripting API as `window.__gangwayBitcoinWallet`.
import type { Wallet } from '@wallet-standard/base'
import { registerStandardWallet } from '../solanaWallet/registerSolanaTestWallet.js'
import {
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.js'

export type BrowserBitcoinTestWalletConfig = Omit<CreateBitcoinTestWalletParameters, 'storage'> & {
  /** localStorage key of the site's authorization (reloads keep it). */
  storageKey?: string
}

type Global = typeof globalThis & { __gangwayBitcoinWallet?: unknown }

export function install(config: BrowserBitcoinTestWalletConfig) {
  const global = globalThis as Global
  if (global.__gangwayBitcoinWallet) return global.__gangwayBitcoinWallet
  if (typeof window === 'undefined' || window.top !== window.self) return
  const key = config.storageKey ?? '__gangwayBitcoinWallet'
  const { wallet, control } = createBitcoinTestWallet({
    ...config,
    storage: {
      get: () => localStorage.getItem(key),
      set: (value) => localStorage.setItem(key, value),
    },
  })
  let unregister: (() => void) | undefined = registerStandardWallet(
    window,
    wallet as unknown as Wallet,
  )
  const api = Object.freeze({
    ...control,
    wallet,
    /** Removes the wallet from the page's apps (like uninstalling the extension). */
    unregister() {
      unregister?.()
      unregister = undefined
    },
  })
  global.__gangwayBitcoinWallet = api
  return api
}
