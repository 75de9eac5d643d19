import { destroy as destroyAction } from '../../engine/destroy.js'
import type { HostAction } from '../../engine/hostEngine.js'

/** `destroy` as hosts call it, with the read-only host `Engine` (the same function). */
export const destroy = destroyAction as HostAction<typeof destroyAction>
