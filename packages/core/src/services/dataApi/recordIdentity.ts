import { getAccount, updateAccount } from '../../engine/internal.js'
import type { Engine } from '../../engine/types.js'
import { toDisplayName } from '../../format/toDisplayName.js'
import type { ChainNamespace, Identity } from '../../types.js'
import { toSafeImageUrl } from '../../url/toSafeImageUrl.js'
import { dataApiState } from './state.js'

/**
 * Records what the modal itself just changed about an address's identity (a name registered, an
 * avatar set) without waiting out the identity cache (spec §9: 5 min): the cache entry is
 * replaced, and an account of `namespace` connected with that address shows the new name and
 * avatar at once (the account button, the Account view). The name is kept as display text; an
 * avatar that is not a safe image URL is dropped.
 *
 * @param engine The Gangway engine.
 * @param params The address, its identity, and the namespace of the account it belongs to.
 * @example
 * import { recordIdentity } from '@gangway/core/internal'
 * recordIdentity(engine, {
 *   address,
 *   namespace: 'eip155',
 *   identity: { name: 'alice.reown.id', avatar: null },
 * })
 */
export function recordIdentity(
  engine: Engine,
  params: { address: string; identity: Identity; namespace: ChainNamespace },
): void {
  const { address, namespace } = params
  const identity: Identity = {
    name: params.identity.name === null ? null : toDisplayName(params.identity.name) || null,
    avatar: toSafeImageUrl(params.identity.avatar) ?? null,
  }
  const key = address.toLowerCase()
  const state = dataApiState(engine)
  state.identities.set(key, { identity, timestamp: Date.now() })
  if (getAccount(engine, namespace).address?.toLowerCase() !== key) return
  state.profileOwners.set(namespace, key)
  updateAccount(engine, namespace, { profileName: identity.name, profileImage: identity.avatar })
}
