import type { HostAction } from '../../engine/hostEngine.js'
import { stop as stopAction } from '../../engine/stop.js'

/** `stop` as hosts call it, with the read-only host `Engine` (the same function). */
export const stop = stopAction as HostAction<typeof stopAction>
