// Entry of the browser bundle dist/browser/bitcoin.js (bitcoinTestWalletScript wraps it): `install(config)` creates the
// Bitcoin test wallet, registers it with the page's Wallet Standard apps, lists its sats-connect
// face in `window.btc_providers` (one wallet, two faces) and exposes the scripting API as
// `window.__gangwayBitcoinWallet`.
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinTestWalletScriptOptions } from '../script/bitcoinTestWalletScript.js'
import { registerStandardWallet } from '../standard/registerStandardWallet.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'

type Global = typeof globalThis & { __gangwayBitcoinWallet?: unknown }

/**
 * `?bitcoinWallet=…`: `sats` shows only the sats-connect face (no Wallet Standard registration);
 * `sats-late` injects that face 800 ms after load (a wallet extension that is slow to inject).
 */
const option = () =>
  typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('bitcoinWallet')

export function install(config: BitcoinTestWalletScriptOptions) {
  const global = globalThis as Global
  if (global.__gangwayBitcoinWallet) return global.__gangwayBitcoinWallet
  if (typeof window === 'undefined' || window.top !== window.self) return
  const key = config.storageKey ?? '__gangwayBitcoinWallet'
  const { wallet, satsConnect, control } = createBitcoinTestWallet({
    ...config,
    storage: {
      get: () => localStorage.getItem(key),
      set: (value) => localStorage.setItem(key, value),
    },
  })
  const mode = option()
  const sats = mode === 'sats' || mode === 'sats-late'
  let unregister: (() => void) | undefined = sats
    ? undefined
    : registerStandardWallet(window, wallet as unknown as Wallet)
  // The sats-connect face: listed in window.btc_providers, reached by its id's path in window.
  const injectSats = () => {
    const page = window as unknown as { btc_providers?: unknown[] }
    page.btc_providers = page.btc_providers ?? []
    page.btc_providers.push({
      id: 'GangwayBitcoinProviders.BitcoinProvider',
      name: wallet.name,
      icon: wallet.icon,
      webUrl: 'https://gangway.invalid/bitcoin-wallet',
    })
    Object.assign(window, { GangwayBitcoinProviders: { BitcoinProvider: satsConnect } })
  }
  if (mode === 'sats-late') setTimeout(injectSats, 800)
  else injectSats()
  const api = Object.freeze({
    ...control,
    wallet,
    satsConnect,
    /** Removes the wallet from the page's apps (like uninstalling the extension). */
    unregister() {
      unregister?.()
      unregister = undefined
    },
  })
  global.__gangwayBitcoinWallet = api
  return api
}
