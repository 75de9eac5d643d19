/**
 * The key-value storage a WalletConnect client keeps its pairings, sessions and keys in (the
 * `IKeyValueStorage` contract of `@walletconnect/keyvaluestorage`). Browsers default to
 * IndexedDB; pass one in Node or tests.
 */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  // biome-ignore lint/suspicious/noExplicitAny: the WalletConnect contract's own signature
  getEntries<T = any>(): Promise<[string, T][]>
  // biome-ignore lint/suspicious/noExplicitAny: the WalletConnect contract's own signature
  getItem<T = any>(key: string): Promise<T | undefined>
  // biome-ignore lint/suspicious/noExplicitAny: the WalletConnect contract's own signature
  setItem<T = any>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** Options of {@link walletConnect}. */
export type WalletConnectOptions = {
  /** Where pairings and sessions persist; defaults to WalletConnect's own (IndexedDB). */
  storage?: WalletConnectStorage
  /**
   * The relay's websocket URL; defaults to the config's `services.relay`, else sign-client's own
   * default (the WalletConnect network's relay, `wss://relay.walletconnect.org`).
   */
  relayUrl?: string
  /**
   * Opens a wallet link (`openWallet`); defaults to `window.open(href, target)`. `target` is
   * `_self` for app links on mobile, `_blank` for web apps.
   */
  open?: (href: string, target: '_self' | '_blank') => void
  /**
   * Origin attestation through WalletConnect's Verify service, which wallets use to warn about
   * look-alike domains. On by default; turn it off only on a relay without Verify (a local
   * relay offline), where each request would otherwise wait up to 5 s for it.
   */
  verify?: boolean
}
