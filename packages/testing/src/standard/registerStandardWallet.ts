import type { Wallet } from '@wallet-standard/base'

type RegisterCallback = (api: { register(...wallets: Wallet[]): () => void }) => void

/**
 * Registers a wallet with the page's Wallet Standard apps (the `wallet-standard:register-wallet`
 * event, and the `wallet-standard:app-ready` event for apps that start later), like a wallet
 * extension does. Returns an unregister that removes it from every app that took it.
 */
export function registerStandardWallet(target: Window, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback: RegisterCallback = ({ register }) => {
    unregisters.push(register(wallet))
  }
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  } catch (error) {
    console.error('wallet-standard:register-wallet event could not be dispatched', error)
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
