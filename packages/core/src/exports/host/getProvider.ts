import type { HostAction } from '../../engine/hostEngine.js'
import { getProvider as getProviderAction } from '../../ui/getProvider.js'

/** `getProvider` as hosts call it, with the read-only host `Engine` (the same function). */
export const getProvider = getProviderAction as HostAction<typeof getProviderAction>
