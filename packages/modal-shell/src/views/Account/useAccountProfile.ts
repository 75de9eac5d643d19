import { useEffect } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import type { ChainNamespace } from '../../internal/core.js'
import { serviceClients } from '../../internal/loadServiceClients.js'

/**
 * Names the connected account while it is shown: fetches its identity (5 min cache, core
 * `fetchAccountProfile`, loaded with import()) when the account, its network or the connection changes, so
 * `profileName` / `profileImage` replace the address wherever it is shown.
 */
export function useAccountProfile(
  namespace: ChainNamespace,
  address: string | undefined,
  chainId: string | undefined,
): void {
  const engine = useEngine()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new network may name it differently
  useEffect(() => {
    // The data API's client loads with the first connected account, not with the page.
    if (!address) return
    // Not after this account, network or modal is gone (the engine may be destroyed by then).
    let live = true
    serviceClients
      .load()
      .then((m) => (live ? m.fetchAccountProfile(engine, { namespace }) : undefined))
      .catch((error: unknown) => {
        if (live) engine.logger.warn('The profile lookup failed', error)
      })
    return () => {
      live = false
    }
  }, [engine, namespace, address, chainId])
}
