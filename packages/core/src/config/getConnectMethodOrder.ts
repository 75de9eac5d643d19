/** A group of ways to connect on the Connect view: the wallet list, or a feature's slot id. */
export type ConnectMethod = 'wallet' | (string & {})

/**
 * The order of the connect methods on the Connect view. Spec §2: "Connect-method order is email,
 * social, wallet; if an installed browser wallet is found it is wallet, email, social". The
 * login methods are the Connect slots features declare, in their order.
 *
 * @example
 * import { getConnectMethodOrder } from '@gangway/core/internal'
 * getConnectMethodOrder({ slots: ['email', 'social'], hasInstalledWallet: true })
 * // ['wallet', 'email', 'social']
 */
export function getConnectMethodOrder(params: {
  slots: readonly string[]
  hasInstalledWallet: boolean
}): ConnectMethod[] {
  return params.hasInstalledWallet ? ['wallet', ...params.slots] : [...params.slots, 'wallet']
}
