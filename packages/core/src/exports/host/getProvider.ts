import type { HostEngine } from '../../engine/hostEngine.js'
import type { ChainNamespace, ProviderOf } from '../../types.js'
import { getProvider as getProviderAction } from '../../ui/getProvider.js'

/**
 * `getProvider` as hosts call it, with the read-only host `Engine` (the same function). Written
 * out rather than `HostAction<…>`, which would drop the namespace's provider type.
 */
export const getProvider = getProviderAction as <N extends ChainNamespace = ChainNamespace>(
  engine: HostEngine,
  namespace?: N,
) => ProviderOf<N> | undefined
