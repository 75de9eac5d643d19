import { disconnect as disconnectAction } from '../../connection/disconnect.js'
import type { HostAction } from '../../engine/hostEngine.js'

/** `disconnect` as hosts call it, with the read-only host `Engine` (the same function). */
export const disconnect = disconnectAction as HostAction<typeof disconnectAction>
