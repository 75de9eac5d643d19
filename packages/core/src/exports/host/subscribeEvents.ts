import type { HostAction } from '../../engine/hostEngine.js'
import { subscribeEvents as subscribeEventsAction } from '../../events/subscribeEvents.js'

/** `subscribeEvents` as hosts call it, with the read-only host `Engine` (the same function). */
export const subscribeEvents = subscribeEventsAction as HostAction<typeof subscribeEventsAction>
