import { connect as connectAction } from '../../connection/connect.js'
import type { HostAction } from '../../engine/hostEngine.js'

/** `connect` as hosts call it, with the read-only host `Engine` (the same function). */
export const connect = connectAction as HostAction<typeof connectAction>
