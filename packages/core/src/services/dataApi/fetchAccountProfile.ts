import { ENS_CHAIN_ID } from '../../constants/constants.js'
import {
  activeNetworkOf,
  errorMessage,
  getAccount,
  resolveNamespace,
  updateAccount,
} from '../../engine/internal.js'
import type { Engine } from '../../engine/types.js'
import { toDisplayName } from '../../format/toDisplayName.js'
import { hasIdentities } from '../../networks/hostedServices.js'
import type { ChainNamespace, Identity } from '../../types.js'
import { toSafeImageUrl } from '../../url/toSafeImageUrl.js'
import { fetchIdentity } from './fetchIdentity.js'
import { dataApiState } from './state.js'

/**
 * Names the connected account: fetches its identity (`fetchIdentity`, 5 min cache) and sets the
 * account's `profileName` and `profileImage`, which the account button and the Account view
 * show instead of the address; on chain 1, the adapter's ENS name when the identity service has
 * none (spec §9). Only EVM accounts have identities; a profile left from a previous
 * account is cleared at once. Never throws: a failure is logged and the address stays shown.
 *
 * @param engine The Gangway engine.
 * @param params The namespace (default: the active one).
 * @returns The identity shown, or `undefined` when nothing is connected or the lookup failed.
 * @example
 * import { fetchAccountProfile } from '@gangway/core/services'
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
  if (!address || !hasIdentities(namespace)) return undefined
  const owner = address.toLowerCase()
  if (owners.get(namespace) !== owner) {
    owners.set(namespace, owner)
    updateAccount(engine, namespace, { profileName: null, profileImage: null })
  }
  const network = activeNetworkOf(engine, namespace)
  try {
    let failure: unknown
    let identity = await fetchIdentity(engine, {
      address,
      chainId: network?.caipNetworkId,
      sender: address,
    }).catch((error: unknown): Identity => {
      failure = error
      return { name: null, avatar: null }
    })
    // Spec §9 "ENS lookup only on chain 1": the adapter's name service (ENS) when the identity
    // service has no name. Its avatar record is untrusted: kept only when it is a safe image URL.
    const adapter = engine.adapters.get(namespace)
    if (!identity.name && adapter?.getProfile && network && Number(network.id) === ENS_CHAIN_ID) {
      const ens = await adapter.getProfile({ address, network })
      if (ens.name) {
        failure = undefined
        identity = {
          name: toDisplayName(ens.name) || null,
          avatar: toSafeImageUrl(ens.avatar) ?? null,
        }
      }
    }
    if (failure !== undefined) throw failure
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
