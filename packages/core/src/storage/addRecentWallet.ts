import { RECENT_WALLETS_MAX } from '../constants/constants.js'
import type { Storage } from './createStorage.js'
import { recentWalletsKey } from './keys.js'
import type { RecentWallet } from './types.js'

/**
 * Puts a wallet first in the stored recent wallets, removing an earlier entry with the same id,
 * and keeps at most RECENT_WALLETS_MAX (spec §9: "Recent wallets: max 2").
 *
 * @returns the new list, newest first.
 *
 * @example
 * import { addRecentWallet, createStorage } from '@gangway/core/internal'
 * addRecentWallet(storage, { id: 'io.metamask', name: 'MetaMask' })
 */
export function addRecentWallet(storage: Storage, wallet: RecentWallet): RecentWallet[] {
  const previous = storage.get(recentWalletsKey) ?? []
  const next = [wallet, ...previous.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
  storage.set(recentWalletsKey, next)
  return next
}
