import { EngineDestroyedError } from '../errors/catalogue.js'
import type { Engine } from './types.js'

/*
 * What an engine owns besides its stores: cleanups, per-engine memos, timers and one abort
 * signal. Everything a service, cache, adapter or feature starts is registered here, so
 * `stop(engine)` and `destroy(engine)` can end it; nothing lives in module-level tables.
 *
 * Two lifetimes:
 * - run (`onStop`): from `start` to the next `stop` (adapters, features, the WalletConnect sign
 *   client). `start` again starts a new run.
 * - engine (`onDestroy`, `engineMemo`, `engineTimeout`, `engineSignal`): until `destroy`
 *   (service clients and their caches, images and their blob URLs, analytics).
 */

/** Runs `cleanup` at the next stop (or destroy). Returns a function that unregisters it. */
export function onStop(engine: Engine, cleanup: () => void): () => void {
  const cleanups = engine._internal.resources.stop
  cleanups.add(cleanup)
  return () => cleanups.delete(cleanup)
}

/**
 * Runs `cleanup` when the engine is destroyed (runs it at once when it already is). Returns a
 * function that unregisters it.
 */
export function onDestroy(engine: Engine, cleanup: () => void): () => void {
  if (engine._internal.resources.destroyed) {
    cleanup()
    return () => {}
  }
  const cleanups = engine._internal.resources.destroy
  cleanups.add(cleanup)
  return () => cleanups.delete(cleanup)
}

/**
 * The engine's value named `key`, created by `create` on first use and kept until the engine is
 * destroyed (or `forgetMemo`). Replaces module-level `WeakMap<Engine, T>` tables: keys are
 * namespaced by owner (`core/services`, `shell/walletPages`…).
 *
 * @throws EngineDestroyedError when the engine is destroyed.
 */
export function engineMemo<T>(engine: Engine, key: string, create: () => T): T {
  assertLive(engine)
  const memo = engine._internal.resources.memo
  if (memo.has(key)) return memo.get(key) as T
  const value = create()
  memo.set(key, value)
  return value
}

/** The engine's value named `key` when it was created, without creating it. */
export function peekMemo<T>(engine: Engine, key: string): T | undefined {
  return engine._internal.resources.memo.get(key) as T | undefined
}

/** Drops the engine's value named `key` (a failed load is tried again on next use). */
export function forgetMemo(engine: Engine, key: string): void {
  engine._internal.resources.memo.delete(key)
}

/** Aborts when the engine is destroyed: pass it to (or combine it with) every request. */
export function engineSignal(engine: Engine): AbortSignal {
  return engine._internal.resources.controller.signal
}

/**
 * `setTimeout` owned by the engine: cleared when the engine is destroyed (and never started on
 * a destroyed engine). Returns a function that clears it.
 */
export function engineTimeout(engine: Engine, run: () => void, ms: number): () => void {
  const { timers, destroyed } = engine._internal.resources
  if (destroyed) return () => {}
  const timer = setTimeout(() => {
    timers.delete(timer)
    run()
  }, ms)
  timers.add(timer)
  return () => {
    clearTimeout(timer)
    timers.delete(timer)
  }
}

/** Whether `destroy(engine)` ran. */
export function isDestroyed(engine: Engine): boolean {
  return engine._internal.resources.destroyed
}

/** Throws EngineDestroyedError when the engine is destroyed (actions that start work). */
export function assertLive(engine: Engine): void {
  if (engine._internal.resources.destroyed) throw new EngineDestroyedError()
}

/** Runs cleanups newest first; one failing does not stop the others. @internal */
export function runCleanups(engine: Engine, cleanups: Set<() => void>): void {
  const list = [...cleanups].reverse()
  cleanups.clear()
  for (const cleanup of list) {
    try {
      cleanup()
    } catch (error) {
      engine.logger.error('Cleanup failed', error)
    }
  }
}

/** A fresh resource table for a new engine. @internal */
export function createResources(): EngineResources {
  return {
    stop: new Set(),
    destroy: new Set(),
    memo: new Map(),
    timers: new Set(),
    controller: new AbortController(),
    destroyed: false,
  }
}

/** The engine's resource table (`engine._internal.resources`). @internal */
export type EngineResources = {
  /** Cleanups of the current run (`start` … `stop`). */
  stop: Set<() => void>
  /** Cleanups of the engine's life (until `destroy`). */
  destroy: Set<() => void>
  /** Per-engine memos by name. */
  memo: Map<string, unknown>
  timers: Set<ReturnType<typeof setTimeout>>
  controller: AbortController
  destroyed: boolean
}
