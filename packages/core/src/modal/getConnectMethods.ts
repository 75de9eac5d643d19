import { type ConnectMethod, getConnectMethodOrder } from '../config/getConnectMethodOrder.js'
import type { Engine } from '../engine/types.js'

/**
 * The connect methods of the Connect view, in order: the Connect slots configured features
 * declare (email, socials…) and the wallet list, wallet first when an installed browser wallet —
 * an INJECTED or ANNOUNCED connector — is found (spec §2).
 *
 * @example
 * import { getConnectMethods } from '@gangway/core/internal'
 * getConnectMethods(engine) // ['wallet', 'email', 'social']
 */
export function getConnectMethods(engine: Engine): ConnectMethod[] {
  return getConnectMethodOrder({
    slots: engine.$connectSlots.get().map((slot) => slot.id),
    hasInstalledWallet: engine.$connectors
      .get()
      .some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED'),
  })
}
