import type { WritableAtom } from 'nanostores'
import type { Engine } from '../engine/types.js'
import type { CloseGuard } from '../types.js'

/**
 * Adds a close guard: while it is `false`, `$closable` is `false` and closing only shakes the
 * modal. @internal (features add guards through `ctx.closeGuards`)
 * @returns a cleanup that removes the guard.
 */
export function addCloseGuard(engine: Engine, guard: CloseGuard): () => void {
  const guards = engine._internal.closeGuards
  const update = () =>
    (engine.$closable as WritableAtom<boolean>).set([...guards.keys()].every((g) => g.get()))
  if (guards.has(guard)) return () => {}
  // `subscribe` calls back at once, before the guard is in the map: update once it is.
  let ready = false
  const unsubscribe = guard.subscribe(() => {
    if (ready) update()
  })
  guards.set(guard, unsubscribe)
  ready = true
  update()
  return () => {
    const stop = guards.get(guard)
    if (!stop) return
    guards.delete(guard)
    stop()
    update()
  }
}
