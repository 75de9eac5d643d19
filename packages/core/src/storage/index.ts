// Typed, never-throwing browser storage (spec §3 stored keys, §4 login cache, §9 recent wallets).
export { addRecentWallet } from './addRecentWallet.js'
export { clearLoginCache } from './clearLoginCache.js'
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
