import { SHAKE_MS } from '../constants/constants.js'
import type { Engine } from '../engine/types.js'

/**
 * Shakes the modal (e.g. when closing is refused): `shake` is true for SHAKE_MS (spec §2: 500 ms).
 *
 * @example
 * import { shake } from '@gangway/core/internal'
 * shake(engine)
 */
export function shake(engine: Engine): void {
  const internal = engine._internal
  clearTimeout(internal.shakeTimer)
  engine.$modal.setKey('shake', true)
  internal.shakeTimer = setTimeout(() => {
    internal.shakeTimer = undefined
    engine.$modal.setKey('shake', false)
  }, SHAKE_MS)
}
