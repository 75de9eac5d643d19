// Typed, never-throwing browser storage (spec §3 stored keys, §9 recent wallets); sensitive keys
// never reach a backend shared with a server.
export { addRecentWallet } from './addRecentWallet.js'
export { type CookieDocument, cookieBackend } from './cookieBackend.js'
export { type CreateStorageOptions, createStorage, type Storage } from './createStorage.js'
export { STORAGE_KEYS } from './keys.js'
export { localStorageBackend } from './localStorageBackend.js'
export { memoryBackend } from './memoryBackend.js'
export type {
  RecentWallet,
  StorageBackend,
  StorageKey,
  StoredConnectionStatus,
} from './types.js'
