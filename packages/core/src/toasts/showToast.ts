import { TOAST_GAP_MS } from '../constants/constants.js'
import { nextId } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import type { Toast } from '../types.js'

/**
 * How long a success or error toast stays (the spec does not give a figure; this is the usual
 * snackbar time). Loading toasts stay until dismissed or until another toast is waiting.
 */
export const TOAST_DURATION_MS = 2200

/** What `showToast` accepts. */
export type ShowToastParameters = {
  variant: Toast['variant']
  message: string
  /** A second line (alerts): shown under the message. */
  description?: string
  /** Time on screen in ms; defaults to TOAST_DURATION_MS (loading toasts: until dismissed). */
  duration?: number
}

/**
 * Queues a toast. One shows at a time; the next follows TOAST_GAP_MS after the previous one
 * leaves (spec §2: "150 ms delay between toasts"). A loading toast gives way as soon as another
 * toast is waiting.
 *
 * @returns The toast's id (for `dismissToast`).
 * @example
 * import { TOAST_MESSAGES, showToast } from '@gangway/core/internal'
 * showToast(engine, { variant: 'success', message: TOAST_MESSAGES.transactionStarted })
 */
export function showToast(engine: Engine, params: ShowToastParameters): number {
  const toast: Toast = { id: nextId(engine), variant: params.variant, message: params.message }
  if (params.description) toast.description = params.description
  engine._internal.toastQueue.push(
    params.duration === undefined ? toast : { ...toast, duration: params.duration },
  )
  const shown = engine.$toasts.get()[0]
  if (shown?.variant === 'loading') hideToast(engine)
  else if (!shown && !engine._internal.toastTimer) showNext(engine)
  return toast.id
}

/** Shows the first queued toast and times it out. @internal */
function showNext(engine: Engine): void {
  const internal = engine._internal
  const next = internal.toastQueue.shift()
  internal.toastTimer = undefined
  if (!next) return
  const { duration, ...toast } = next
  engine.$toasts.set([toast])
  if (toast.variant !== 'loading') {
    internal.toastTimer = setTimeout(() => hideToast(engine), duration ?? TOAST_DURATION_MS)
  }
}

/** Takes the shown toast down and schedules the next one after the gap. @internal */
export function hideToast(engine: Engine): void {
  const internal = engine._internal
  clearTimeout(internal.toastTimer)
  internal.toastTimer = undefined
  if (!engine.$toasts.get().length) return
  engine.$toasts.set([])
  // The gap runs even with nothing queued, so a toast shown right after still waits for it.
  internal.toastTimer = setTimeout(() => showNext(engine), TOAST_GAP_MS)
}
