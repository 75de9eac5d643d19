import { switchNetwork as switchNetworkAction } from '../../connection/switchNetwork.js'
import type { HostAction } from '../../engine/hostEngine.js'

/** `switchNetwork` as hosts call it, with the read-only host `Engine` (the same function). */
export const switchNetwork = switchNetworkAction as HostAction<typeof switchNetworkAction>
