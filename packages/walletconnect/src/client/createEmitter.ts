import type { Logger } from '../internal/core.js'

// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners take event-specific arguments
type Listener = (...args: any[]) => void

/** The listener half of an EIP-1193 provider, plus `emit` for the client. */
export type Emitter = {
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  emit(event: string, ...args: unknown[]): void
}

/**
 * A tiny event emitter for the session providers: a throwing listener is logged and never stops
 * the others.
 */
export function createEmitter(logger: Logger): Emitter {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          logger.error(`walletconnect: a ${event} listener failed`, error)
        }
      }
    },
  }
}
