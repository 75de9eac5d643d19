import { useEffect } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { type ChainNamespace, fetchAccountProfile } from '../../internal/core.js'

/**
 * Names the connected account while it is shown: fetches its identity (5 min cache, core
 * `fetchAccountProfile`) when the account, its network or the connection changes, so
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
    if (address) void fetchAccountProfile(engine, { namespace })
  }, [engine, namespace, address, chainId])
}
