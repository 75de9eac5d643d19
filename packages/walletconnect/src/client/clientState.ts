import type { WritableAtom } from 'nanostores'
import type {
  ChainNamespace,
  Engine,
  RemoteSessionProvider,
  WalletConnectState,
} from '../internal/core.js'
import type { WalletConnectOptions } from '../types.js'
import type { Attempt, Clock } from './createAttempt.js'
import type { SignClientHandle } from './initSignClient.js'
import type { RemoteSession } from './readSession.js'

export type SignClient = SignClientHandle['client']

/**
 * Everything one WalletConnect client holds, in one object its parts (sign client, sessions,
 * pairing) read and write: what each field means is said here once.
 */
export type ClientState = {
  readonly engine: Engine
  readonly options: WalletConnectOptions
  readonly clock: Clock
  /** What the views show (URI, status, error, relay away). */
  readonly $state: WritableAtom<WalletConnectState>
  /** The sign client while it starts (cleared when starting failed or it was torn down). */
  starting: Promise<SignClient> | undefined
  /** The started sign client. */
  handle: SignClientHandle | undefined
  /** The session the engine is connected over. */
  session: RemoteSession | undefined
  /** Each namespace's provider over `session`. */
  readonly providers: Map<ChainNamespace, RemoteSessionProvider>
  /** Removes the `walletConnect` connector each adapter was given for `session`. */
  readonly removeConnectors: (() => void)[]
  /** The `connect()` in progress. */
  attempt: Attempt | undefined
  /** The `restore()` in progress. */
  restoring: Promise<boolean> | undefined
  /** JSON-RPC id of the last chain read. */
  rpcId: number
}

export const idle = (): WalletConnectState => ({
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  status: 'idle',
  wcError: false,
  errorMessage: undefined,
  buffering: false,
})

export const patch = (c: ClientState, next: Partial<WalletConnectState>) =>
  c.$state.set({ ...c.$state.get(), ...next })

/** Back to idle; whether the relay is away stays true. */
export const reset = (c: ClientState, next: Partial<WalletConnectState> = {}) =>
  patch(c, { ...idle(), buffering: c.$state.get().buffering, ...next })

/** Spec §8: "'No matching key' on disconnect ignored" (the session or pairing is already gone). */
export const isNoMatchingKey = (error: unknown) =>
  (error instanceof Error
    ? error.message
    : String((error as { message?: unknown })?.message ?? error)
  ).includes('No matching key')

/** Settles with `promise`, or resolves `undefined` after `ms`, so shutdowns never hang. */
export function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
