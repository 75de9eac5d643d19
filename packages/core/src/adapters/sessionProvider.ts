import { ChainNotSupportedError, UserRejectedRequestError } from '../errors/catalogue.js'
import { isUserRejection } from '../rpc/isUserRejection.js'
import type { CaipNetworkId, RemoteSessionBridge, RemoteSessionProvider } from '../types.js'
import type { WalletChange } from './walletConnections.js'

// biome-ignore lint/suspicious/noExplicitAny: provider listeners take event-specific arguments
type Listener = (...args: any[]) => void

/** What an adapter passes to list a session as a wallet (see `addRemoteConnector`). */
export type RemoteWalletInfo = {
  name: string
  icon: string | undefined
  /** The CAIP-2 id of the visitor's active network of the family (requests go to its chain). */
  activeChain(): string | undefined
}

/** The EIP-1193 `disconnect` error of an ended session (every session provider's). */
export const SESSION_ENDED = { code: 4900, message: 'The WalletConnect session ended.' }

/**
 * A tiny event emitter for providers: a throwing listener is logged (`{label}: a {event}
 * listener threw`) and never stops the others.
 */
export function createEmitter(logger: RemoteSessionBridge['logger'], label: string) {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])])
        try {
          listener(...args)
        } catch (error) {
          logger.warn(`${label}: a ${event} listener threw`, error)
        }
    },
  }
}

export type SessionOptions = {
  /** The log prefix (`solana`, `bitcoin`). */
  label: string
  /** The family's name in the error of a session that grants none of its chains. */
  family: string
  /** The chain to use when the visitor's active one is not granted. */
  preferredChain?: CaipNetworkId | undefined
  /** How a granted chain id compares with a wanted one (e.g. older ids read as current). */
  sameChain?(granted: string, wanted: string): boolean
  /** The wallet features a session always has, and those its granted methods stand for. */
  features: { always: readonly string[]; byMethod: Readonly<Record<string, string>> }
  /** The family's error of a wallet answer it cannot use (`malformed`). */
  answerError(message: string, parameters: { details: string }): Error
}

/**
 * What the Solana and Bitcoin providers over a WalletConnect session share (their `walletConnect`
 * capability's `createProvider`): the listeners (`accountsChanged`, `disconnect` when the session
 * ends), the granted chain requests go to (the visitor's active network's, else `preferredChain`,
 * else the first; none: `ChainNotSupportedError`), the session's addresses on it, requests with a
 * wallet's rejection as `UserRejectedRequestError`, the wallet features the grant stands for, and
 * a wallet view's `onChange` (accounts changed; the session's end is no accounts). The family
 * writes its methods' shapes and its events.
 *
 * @example
 * const session = createSession(bridge, { label: 'solana', family: 'Solana', preferredChain, features })
 * const provider = { ...session.provider, request: ({ method, params }) => session.request(method, params), … }
 */
export function createSession(bridge: RemoteSessionBridge, options: SessionOptions) {
  const emitter = createEmitter(bridge.logger, options.label)
  const same = options.sameChain ?? ((a, b) => a === b)
  let activeChain: () => string | undefined = () => undefined

  /** The granted chain requests go to (as the wallet named it). */
  const chain = (): CaipNetworkId => {
    const { chains } = bridge.granted()
    for (const wanted of [activeChain(), options.preferredChain]) {
      if (!wanted) continue
      const found = chains.find((c) => same(c, wanted))
      if (found) return found
    }
    const first = chains[0]
    if (!first)
      throw new ChainNotSupportedError({ details: `the session has no ${options.family} chain` })
    return first
  }

  return {
    emit: emitter.emit,
    chain,
    /** The family's error of a wallet's answer to `method` that is not the shape it must be. */
    malformed: (method: string) =>
      options.answerError(`The wallet's ${method} answer is malformed`, { details: method }),
    /** The session's addresses on the chain requests go to, once each (`valid` ones only). */
    addresses(valid: (address: string) => boolean = () => true): string[] {
      const on = chain()
      return [
        ...new Set(
          bridge
            .granted()
            .accounts.filter((a) => a.chainId === on && valid(a.address))
            .map((a) => a.address),
        ),
      ]
    },
    /** Sends a request to the wallet on the chain; its rejection is `UserRejectedRequestError`. */
    async request(method: string, params?: unknown): Promise<unknown> {
      try {
        return await bridge.request({ chainId: chain(), method, params })
      } catch (error) {
        throw isUserRejection(error) && !(error instanceof UserRejectedRequestError)
          ? new UserRejectedRequestError({ cause: error })
          : error
      }
    },
    /** The provider members every session provider has alike. */
    provider: {
      on: emitter.on,
      removeListener: emitter.removeListener,
      ended() {
        emitter.emit('disconnect', SESSION_ENDED)
      },
    } satisfies Pick<RemoteSessionProvider, 'on' | 'removeListener' | 'ended'>,
    /** The wallet view's start: remembers how to read the active chain; its name and icon. */
    wallet(info: RemoteWalletInfo) {
      activeChain = info.activeChain
      return {
        name: info.name,
        icon: info.icon,
        /** The features the session's grant stands for (capabilities follow them). */
        features: () => [
          ...options.features.always,
          ...bridge
            .granted()
            .methods.map((m) => options.features.byMethod[m])
            .filter((f): f is string => !!f),
        ],
        disconnect: () => bridge.end(),
        /** Accounts changes as the provider reports them; the session's end is no accounts. */
        onChange<A>(listener: (change: WalletChange<A>) => void) {
          const onAccounts = (list: A[]) => listener({ accounts: list })
          const onEnd = () => listener({ accounts: [] })
          emitter.on('accountsChanged', onAccounts)
          emitter.on('disconnect', onEnd)
          return () => {
            emitter.removeListener('accountsChanged', onAccounts)
            emitter.removeListener('disconnect', onEnd)
          }
        },
      }
    },
  }
}
