import type { Engine } from '../engine/types.js'
import { hideToast } from './showToast.js'

/**
 * Dismisses a toast: the one on screen (no id, or its id) or a queued one.
 *
 * @example
 * import { dismissToast, showToast } from '@gangway/core/internal'
 * const id = showToast(engine, { variant: 'loading', message: 'Authenticating...' })
 * dismissToast(engine, id)
 */
export function dismissToast(engine: Engine, id?: number): void {
  const shown = engine.$toasts.get()[0]
  if (id === undefined || shown?.id === id) {
    hideToast(engine)
    return
  }
  const queue = engine._internal.toastQueue
  const index = queue.findIndex((t) => t.id === id)
  if (index >= 0) queue.splice(index, 1)
}
