import type { HostAction } from '../../engine/hostEngine.js'
import { start as startAction } from '../../engine/start.js'

/** `start` as hosts call it, with the read-only host `Engine` (the same function). */
export const start = startAction as HostAction<typeof startAction>
