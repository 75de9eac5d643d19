import type { HostAction } from '../../engine/hostEngine.js'
import { open as openAction } from '../../modal/open.js'

/** `open` as hosts call it, with the read-only host `Engine` (the same function). */
export const open = openAction as HostAction<typeof openAction>
