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
    if (address) {
      serviceClients.load().then(
        (m) => m.fetchAccountProfile(engine, { namespace }),
        (error: unknown) => engine.logger.warn('The profile lookup could not load', error),
      )
    }
  }, [engine, namespace, address, chainId])
}
