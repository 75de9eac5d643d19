import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import type { AccountState } from '../internal/core.js'

/**
 * The wallet the visitor connected with (name, icon, rdns, type), from the active account.
 *
 * @example
 * import { useWalletInfo } from '@gangway/modal-shell'
 * const { walletInfo } = useWalletInfo()
 */
export function useWalletInfo(): { walletInfo: AccountState['connectedWalletInfo'] } {
  const engine = useEngine()
  return { walletInfo: useStore(engine.$account)?.connectedWalletInfo }
}
