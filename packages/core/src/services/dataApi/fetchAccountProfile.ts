import {
  activeNetworkOf,
  errorMessage,
  getAccount,
  resolveNamespace,
  updateAccount,
} from '../../engine/internal.js'
import type { Engine } from '../../engine/types.js'
import type { ChainNamespace, Identity } from '../../types.js'
import { fetchIdentity } from './fetchIdentity.js'
import { dataApiState } from './state.js'

/**
 * Names the connected account: fetches its identity (`fetchIdentity`, 5 min cache) and sets the
 * account's `profileName` and `profileImage`, which the account button and the Account view
 * show instead of the address. Only EVM accounts have identities; a profile left from a previous
 * account is cleared at once. Never throws: a failure is logged and the address stays shown.
 *
 * @param engine The Gangway engine.
 * @param params The namespace (default: the active one).
 * @returns The identity shown, or `undefined` when nothing is connected or the lookup failed.
 * @example
 * import { fetchAccountProfile } from '@gangway/core'
 * await fetchAccountProfile(engine)
 * engine.$account.get()?.profileName // 'alice.gangway.eth'
 */
export async function fetchAccountProfile(
  engine: Engine,
  params: { namespace?: ChainNamespace } = {},
): Promise<Identity | undefined> {
  const namespace = resolveNamespace(engine, params.namespace)
  const { address } = getAccount(engine, namespace)
  const owners = dataApiState(engine).profileOwners
  if (!address || namespace !== 'eip155') return undefined
  const owner = address.toLowerCase()
  if (owners.get(namespace) !== owner) {
    owners.set(namespace, owner)
    updateAccount(engine, namespace, { profileName: null, profileImage: null })
  }
  const network = activeNetworkOf(engine, namespace)
  try {
    const identity = await fetchIdentity(engine, {
      address,
      chainId: network?.caipNetworkId,
      sender: address,
    })
    // The account may have changed while the identity was on its way: keep the newer one.
    if (getAccount(engine, namespace).address?.toLowerCase() === owner) {
      updateAccount(engine, namespace, {
        profileName: identity.name,
        profileImage: identity.avatar,
      })
    }
    return identity
  } catch (error) {
    engine.logger.warn('Identity lookup failed', errorMessage(error))
    return undefined
  }
}
