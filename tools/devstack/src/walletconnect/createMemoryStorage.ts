/** The key-value storage contract of WalletConnect's core (`IKeyValueStorage`). */
export type MemoryStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * An in-memory `IKeyValueStorage` for a WalletConnect `Core` / `SignClient`, so several clients
 * (a dapp and wallets) can share one process without sharing state or touching the disk. Values
 * are stored as JSON copies, like the persistent storages do.
 *
 * @example
 * import { createMemoryStorage } from '@gangway/devstack'
 * const dapp = await SignClient.init({ storage: createMemoryStorage(), customStoragePrefix: 'dapp', … })
 */
export function createMemoryStorage(): MemoryStorage {
  const entries = new Map<string, string>()
  // BigInt ids appear in the stored JSON-RPC history: keep them as tagged strings.
  const encode = (value: unknown) =>
    JSON.stringify(value, (_key, v) =>
      typeof v === 'bigint' ? { __bigint: v.toString() } : (v as unknown),
    )
  const decode = (text: string) =>
    JSON.parse(text, (_key, v) =>
      typeof v === 'object' && v !== null && typeof v.__bigint === 'string'
        ? BigInt(v.__bigint)
        : (v as unknown),
    )
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries() {
      return [...entries].map(([key, text]) => [key, decode(text)])
    },
    async getItem(key) {
      const text = entries.get(key)
      return text === undefined ? undefined : decode(text)
    },
    async setItem(key, value) {
      if (value === undefined) entries.delete(key)
      else entries.set(key, encode(value))
    },
    async removeItem(key) {
      entries.delete(key)
    },
  }
}
