import { resolveNamespace } from '../../engine/internal.js'
import type { Engine } from '../../engine/types.js'
import { subscribeEvents } from '../../events/subscribeEvents.js'
import type { ChainNamespace, ModalEvent } from '../../types.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

/** Events after which balances have changed: a wallet request that sent, or a feature's send/swap. */
function isSendSuccess({ data }: ModalEvent): boolean {
  if (data.event === 'WALLET_REQUEST_SUCCESS') {
    const method = data.properties?.method
    return typeof method === 'string' && /send/i.test(method)
  }
  return /^(SEND|SWAP)_SUCCESS$/.test(data.event)
}

/**
 * Keeps a namespace's token balances current while someone shows them (the Tokens tab): fetches
 * now (`fetchTokenBalances`, cached 30 s), again when the account or its network changes, and
 * skipping the cache after a send or swap succeeds. The retry lockout after a failure applies
 * throughout.
 *
 * @param engine The Gangway engine.
 * @param params The namespace (default: the active one when called).
 * @returns Stops watching.
 * @example
 * import { watchTokenBalances } from '@gangway/core/services'
 * const stop = watchTokenBalances(engine)
 * // … engine.$account.get()?.tokenBalance stays current …
 * stop()
 */
export function watchTokenBalances(
  engine: Engine,
  params: { namespace?: ChainNamespace } = {},
): () => void {
  const namespace = resolveNamespace(engine, params.namespace)
  const refresh = (force = false) => void fetchTokenBalances(engine, { namespace, force })
  const keyOf = () => {
    const account = engine.$accounts.get()[namespace]
    const network = engine.$activeNetworks.get()[namespace]
    return `${account?.status}:${network?.caipNetworkId}:${account?.address}`
  }
  let key = keyOf()
  const onChange = () => {
    const next = keyOf()
    if (next === key) return
    key = next
    refresh()
  }
  const stops = [
    engine.$accounts.listen(onChange),
    engine.$activeNetworks.listen(onChange),
    subscribeEvents(engine, (event) => {
      if (isSendSuccess(event)) refresh(true)
    }),
  ]
  refresh()
  return () => {
    for (const stop of stops) stop()
  }
}
