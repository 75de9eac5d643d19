import type { Engine } from '../engine/types.js'
import { reset } from '../router/reset.js'

/**
 * Spec §2: "In embedded mode, the view is Account if connected, else Connect". Called when the
 * address of the active namespace changes. @internal
 */
export function syncEmbeddedView(engine: Engine): void {
  if (!engine.config.embedded) return
  reset(engine, engine.$account.get()?.address ? 'Account' : 'Connect')
}
