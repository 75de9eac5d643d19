import type { SocialProvider } from '../types.js'

/** A group of ways to connect on the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * The order of the connect methods on the Connect view. Spec §2: "Connect-method order is email,
 * social, wallet; if an installed browser wallet is found it is wallet, email, social". Email is
 * left out when off, social when no provider is enabled.
 *
 * @example
 * import { getConnectMethodOrder } from '@gangway/core/internal'
 * getConnectMethodOrder({ email: true, socials: ['google'], hasInstalledWallet: true })
 * // ['wallet', 'email', 'social']
 */
export function getConnectMethodOrder(params: {
  email: boolean
  socials: readonly SocialProvider[] | false
  hasInstalledWallet: boolean
}): ConnectMethod[] {
  const login: ConnectMethod[] = []
  if (params.email) login.push('email')
  if ((params.socials || []).length) login.push('social')
  return params.hasInstalledWallet ? ['wallet', ...login] : [...login, 'wallet']
}
