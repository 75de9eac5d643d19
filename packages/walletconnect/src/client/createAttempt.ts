import { RequestAbortedError } from '../internal/core.js'

/** When the client waits: the pairing-expiry timer goes through it (tests inject their own). */
export type Clock = {
  now(): number
  /** Runs `run` after `ms`; returns a function that cancels it. */
  setTimeout(run: () => void, ms: number): () => void
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(run, ms) {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
}

/** One `connect()` of the client: cancellable until the wallet approved. */
export type Attempt = {
  readonly cancelled: boolean
  /** Rejects whatever the attempt is waiting on with RequestAbortedError; no-op once committed. */
  cancel(): void
  /** The wallet approved: from now on the attempt finishes even if the view goes away. */
  commit(): void
  /** `promise`, or RequestAbortedError as soon as the attempt is cancelled. */
  race<T>(promise: Promise<T>): Promise<T>
  /** Resolves `'expired'` after `ms` on `clock`, unless cancelled or `stop` is called. */
  expiry(clock: Clock, ms: number): { expired: Promise<'expired'>; stop(): void }
}

/**
 * Creates the bookkeeping of one pairing attempt: cancellation (leaving the view, a newer
 * attempt) and the expiry timer. Nothing it returns hangs: every race settles on cancel.
 */
export function createAttempt(): Attempt {
  let cancelled = false
  let committed = false
  let abort: (error: Error) => void = () => {}
  const aborted = new Promise<never>((_, reject) => {
    abort = reject
  })
  aborted.catch(() => {})
  return {
    get cancelled() {
      return cancelled
    },
    cancel() {
      if (cancelled || committed) return
      cancelled = true
      abort(new RequestAbortedError({ details: 'pairing cancelled' }))
    },
    commit() {
      committed = true
    },
    race: (promise) => Promise.race([promise, aborted]),
    expiry(clock, ms) {
      let stop: () => void = () => {}
      const expired = new Promise<'expired'>((resolve) => {
        stop = clock.setTimeout(() => resolve('expired'), ms)
      })
      return { expired, stop: () => stop() }
    },
  }
}
