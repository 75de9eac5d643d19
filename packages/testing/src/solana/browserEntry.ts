// Entry of the browser bundle dist/browser/solana.js (solanaTestWalletScript wraps it): `install(config)` creates the
// Solana test wallet, registers it with the page's Wallet Standard apps (and its legacy twin as
// `window.phantom.solana` and `window.solana`, where Phantom puts its own) and exposes the scripting API as `window.__gangwaySolanaWallet`.
import type { Wallet } from '@wallet-standard/base'
import type { SolanaTestWalletScriptOptions } from '../script/solanaTestWalletScript.js'
import { registerStandardWallet } from '../standard/registerStandardWallet.js'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'

type Global = typeof globalThis & { __gangwaySolanaWallet?: unknown }

/** `?solanaWallet=…`: `late` defers registration until `register()`; `multichain` names it like the EVM test wallet. */
const option = () =>
  typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('solanaWallet')

/** The EVM test wallet's name: with `?solanaWallet=multichain` both are one wallet with two namespaces. */
const MULTICHAIN_NAME = 'Gangway Test Wallet'

export function install(config: SolanaTestWalletScriptOptions) {
  const global = globalThis as Global
  if (global.__gangwaySolanaWallet) return global.__gangwaySolanaWallet
  if (typeof window === 'undefined' || window.top !== window.self) return
  const key = config.storageKey ?? '__gangwaySolanaWallet'
  const { wallet, legacy, control } = createSolanaTestWallet({
    ...config,
    ...(option() === 'multichain' ? { name: MULTICHAIN_NAME } : {}),
    storage: {
      get: () => localStorage.getItem(key),
      set: (value) => localStorage.setItem(key, value),
    },
  })
  if (config.legacy ?? true) Object.assign(window, { solana: legacy, phantom: { solana: legacy } })
  let unregister: (() => void) | undefined
  const register = () => {
    unregister ??= registerStandardWallet(window, wallet as unknown as Wallet)
  }
  if (option() !== 'late') register()
  const api = Object.freeze({
    ...control,
    wallet,
    legacy,
    register,
    /** Removes the wallet from the page's apps (like uninstalling the extension). */
    unregister() {
      unregister?.()
      unregister = undefined
    },
  })
  global.__gangwaySolanaWallet = api
  return api
}
