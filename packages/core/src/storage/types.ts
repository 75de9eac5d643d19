/**
 * Where stored values live: browser localStorage, cookies, memory, or a host's own. Methods may
 * throw (quota, privacy modes); `createStorage` catches and logs.
 */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * One stored key: its name (always `gw:`-prefixed) and `read`, which checks the JSON value read
 * back and returns it typed, or `undefined` when it does not pass (the value is then dropped).
 * `encode` turns the value into what is stored, when the stored form differs (e.g. a comma list).
 */
export type StorageKey<TValue> = {
  readonly name: `gw:${string}`
  read(json: unknown): TValue | undefined
  encode?(value: TValue): unknown
}

/** A wallet the visitor used recently (spec §9: "Recent wallets: max 2"). */
export type RecentWallet = { id: string; name: string; icon?: string; rdns?: string }

/** Stored connection status of a namespace. */
export type StoredConnectionStatus = 'connected' | 'disconnected'
