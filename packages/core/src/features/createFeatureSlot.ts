import type { Engine } from '../engine/types.js'
import { BaseError } from '../errors/base.js'

/**
 * A feature's view or action asked for the feature's state on an engine where the feature is
 * not loaded (before its `register`, or after the engine stopped it).
 */
export class FeatureNotLoadedError extends BaseError {
  override name = 'FeatureNotLoadedError'
  readonly featureId: string
  constructor(featureId: string) {
    super(`Feature "${featureId}" is not loaded on this engine`)
    this.featureId = featureId
  }
}

/** One feature's state per engine (see {@link createFeatureSlot}). */
export type FeatureSlot<T> = {
  /** Stores `value` as the engine's (the feature's `register`) and returns it. */
  set(engine: Engine, value: T): T
  /** The engine's value, `undefined` before the feature loaded or after it stopped. */
  find(engine: Engine): T | undefined
  /**
   * The engine's value (a view of the feature: it only shows once the feature loaded).
   *
   * @throws FeatureNotLoadedError when the feature is not loaded on this engine.
   */
  get(engine: Engine): T
  /** Drops the engine's value (the feature's cleanup on stop) and returns what it held. */
  drop(engine: Engine): T | undefined
}

/**
 * A typed slot for a feature's state, one value per engine (two modals on a page never share
 * it). It lives in the engine's own resources, not in a module-level `WeakMap`, and replaces
 * each feature's `findRuntime(engine)!`.
 *
 * @example
 * const namesState = createFeatureSlot<NamesRuntime>('names')
 * namesState.set(ctx.engine, runtime) // in register
 * const runtime = namesState.get(useEngine()) // in a view
 */
export function createFeatureSlot<T>(featureId: string): FeatureSlot<T> {
  const key = `feature-slot:${featureId}`
  const memo = (engine: Engine) => engine._internal.resources.memo
  return {
    set(engine, value) {
      memo(engine).set(key, value)
      return value
    },
    find: (engine) => memo(engine).get(key) as T | undefined,
    get(engine) {
      const table = memo(engine)
      if (!table.has(key)) throw new FeatureNotLoadedError(featureId)
      return table.get(key) as T
    },
    drop(engine) {
      const table = memo(engine)
      const value = table.get(key) as T | undefined
      table.delete(key)
      return value
    },
  }
}
