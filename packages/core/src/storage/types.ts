/**
 * Where stored values live: browser localStorage, cookies, memory, or a host's own. Methods may
 * throw (quota, privacy modes); `createStorage` catches and logs.
 */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /**
   * Whether what it stores goes to a server (a cookie travels with every request to the host).
   * Keys marked `sensitive` are then never stored in it: reading gives nothing, writing clears
   * any old value.
   */
  readonly sharedWithServer?: boolean
}

/**
 * One stored key: its name (always `gw:`-prefixed) and `read`, which checks the JSON value read
 * back and returns it typed, or `undefined` when it does not pass (the value is then dropped).
 * `encode` turns the value into what is stored, when the stored form differs (e.g. a comma list).
 * A `sensitive` key (an email, a user name) is never stored in a backend `sharedWithServer`.
 * Features declare their own keys with `defineStorageKey`.
 */
export type StorageKey<TValue> = {
  readonly name: `gw:${string}`
  read(json: unknown): TValue | undefined
  encode?(value: TValue): unknown
  readonly sensitive?: boolean
}

/** A wallet the visitor used recently (spec §9: "Recent wallets: max 2"). */
export type RecentWallet = { id: string; name: string; icon?: string; rdns?: string }

/** Stored connection status of a namespace. */
export type StoredConnectionStatus = 'connected' | 'disconnected'
