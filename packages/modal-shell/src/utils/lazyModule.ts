/** Code loaded with import() once per page, and the loaded value once it is there. */
export type LazyModule<T> = {
  /** The loaded value, or undefined before (for a synchronous peek in a render). */
  get(): T | undefined
  /** Starts the load, or returns the one in flight or done; a failed load is tried again. */
  load(): Promise<T>
}

/**
 * One lazily loaded piece of the shell's code (a view's chunk, the services' clients). Module-level
 * state on purpose: a code chunk is the same for every modal, like the runtime's import() cache,
 * not state of an engine; nothing to release on destroy.
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return {
    get: () => loaded,
    load() {
      loading ??= importer().then(
        (value) => {
          loaded = value
          return value
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}
