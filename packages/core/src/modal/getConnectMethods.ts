import { type ConnectMethod, getConnectMethodOrder } from '../config/getConnectMethodOrder.js'
import type { Engine } from '../engine/types.js'

/**
 * The connect methods of the Connect view, in order (spec §2: email, social, wallet; wallet
 * first when an installed browser wallet — an INJECTED or ANNOUNCED connector — is found).
 *
 * @example
 * import { getConnectMethods } from '@gangway/core/internal'
 * getConnectMethods(engine) // ['wallet', 'email', 'social']
 */
export function getConnectMethods(engine: Engine): ConnectMethod[] {
  return getConnectMethodOrder({
    email: engine.config.email,
    socials: engine.config.socials,
    hasInstalledWallet: engine.$connectors
      .get()
      .some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED'),
  })
}
