import { type Engine, onDestroy } from '../internal/core.js'

const waiting = new WeakMap<Engine, (() => void)[]>()

/**
 * Runs `fn` in the browser at once or, for a server-rendered page (`initialState`), once the
 * host's `<GangwayProvider>` has hydrated: the restore and the modal's own mount then never
 * change a store while React still compares the page with what the server rendered. A modal
 * React made and dropped (StrictMode runs `useState` initializers twice) never starts. @internal
 */
export function afterHydration(engine: Engine, fn: () => void): void {
  if (!engine.config.initialState) {
    fn()
    return
  }
  let queue = waiting.get(engine)
  if (!queue) {
    queue = []
    waiting.set(engine, queue)
    onDestroy(engine, () => waiting.delete(engine))
  }
  queue.push(fn)
}

/** The host's React tree has hydrated (or mounted): what waited for it runs now, once. @internal */
export function hydrated(engine: Engine): void {
  const queue = waiting.get(engine)
  waiting.delete(engine)
  for (const fn of queue ?? []) fn()
}
