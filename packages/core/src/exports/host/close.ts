import type { HostAction } from '../../engine/hostEngine.js'
import { canClose as canCloseAction, close as closeAction } from '../../modal/close.js'

/** `close` as hosts call it, with the read-only host `Engine` (the same function). */
export const close = closeAction as HostAction<typeof closeAction>
/** `canClose` as hosts call it, with the read-only host `Engine` (the same function). */
export const canClose = canCloseAction as HostAction<typeof canCloseAction>
