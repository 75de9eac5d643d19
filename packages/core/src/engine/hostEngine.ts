import type { ReadableAtom } from 'nanostores'
import type { Engine as InternalEngine } from './types.js'

/*
 * The engine as hosts see it: the same object as the internal `Engine`, typed read-only (stores
 * are `ReadableAtom`s, no `_internal`). A type-only distinction: nothing here exists at runtime.
 */

/** A store as a host sees it: readable and subscribable, never writable. */
export type ReadonlyStore<S> = S extends ReadableAtom<infer T> ? ReadableAtom<T> : S

/**
 * One Gangway instance as hosts see it (from `createEngine` of `@gangway/core`): config,
 * storage, logger, adapters and read-only stores. Change state with the actions (`open`,
 * `connect`…), never by writing a store.
 */
export type HostEngine = {
  readonly [K in keyof InternalEngine as K extends '_internal' ? never : K]: ReadonlyStore<
    InternalEngine[K]
  >
}

/** An action as hosts call it: the same function, taking the read-only host engine. */
export type HostAction<F> = F extends (engine: InternalEngine, ...args: infer A) => infer R
  ? (engine: HostEngine, ...args: A) => R
  : never

/**
 * The full engine behind a host engine: the same object, typed with its writable stores and
 * `_internal` (a cast, zero cost). For the shell, adapters and features only.
 *
 * @example
 * import { internal } from '@gangway/core/internal'
 * internal(engine).$modal.setKey('loading', true)
 */
export function internal(engine: HostEngine | InternalEngine): InternalEngine {
  return engine as InternalEngine
}
