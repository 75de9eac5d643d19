/*
 * Test doubles for the packages' unit tests: a fake Adapter implementing core's contract with
 * vi.fn methods (override per test), a DOM-free adapter for a made-up chain family, and a
 * promise with its settlers outside. The real adapters are tested against real chains
 * elsewhere; these test core's and the shell's own logic.
 */
import type {
  AccountEntry,
  Adapter,
  AdapterContext,
  AdapterDescriptor,
  ChainNamespace,
  Connector,
  WalletConnectState,
} from '@gangway/core'
import { vi } from 'vitest'

export { createTestContext, type TestContextOptions } from './adapterContext.js'
export {
  approveNext,
  connectRemote,
  createFamilyRemoteWallet,
  pairWith,
  startRemoteEngine,
} from './remoteEngine.js'
export {
  createToyAdapter,
  TOY_ADDRESS,
  type ToyAdapter,
  toyAdapter,
  toyNetwork,
} from './toyAdapter.js'

/** A promise with its settlers outside. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** An announced (installed) browser wallet. */
export const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,AA==',
  info: { rdns: 'io.metamask' },
}

/**
 * WalletConnect's client state before any pairing, as the spec's fields read: no URI, no
 * expiry, no deep link, no wallet, status idle, no error, the relay not away. What a new client
 * reports, and where a fake client starts.
 */
export const IDLE_WALLET_CONNECT: WalletConnectState = {
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  status: 'idle',
  wcError: false,
  errorMessage: undefined,
  buffering: false,
}

export type FakeAdapterOptions = {
  namespace?: ChainNamespace
  /** Reported on setup, each moved to the adapter's namespace. */
  connectors?: Connector[]
  /** The account connect (and a successful reconnect) returns. */
  address: string
  /** The native balance getBalance returns. */
  balance: string
  /** Whether a silent reconnect succeeds (a stored session) or fails ('no session'). */
  reconnect: 'succeed' | 'fail'
  /** What getProvider returns. */
  provider?: unknown
  /** Whether the adapter has the optional switchNetwork (default true). */
  switchNetwork?: boolean
}

/**
 * A fake adapter: every method a vi.fn that succeeds unless a test overrides it. `adapter` is
 * the descriptor to pass in `adapters`; its `create` hands out the one `instance` (a test
 * double for one engine), whose methods tests override and assert on.
 */
export function createFakeAdapter(options: FakeAdapterOptions) {
  const namespace = options.namespace ?? 'eip155'
  const connectors = options.connectors ?? [METAMASK]
  const accounts = (): AccountEntry[] => [{ address: options.address, type: 'eoa' }]
  const state: { ctx: AdapterContext | undefined } = { ctx: undefined }
  const cleanup = vi.fn()
  const required = {
    namespace,
    setup: vi.fn<Adapter['setup']>((ctx) => {
      state.ctx = ctx
      ctx.setConnectors(connectors.map((c) => ({ ...c, chain: namespace })))
      return cleanup
    }),
    connect: vi.fn<Adapter['connect']>(async ({ network }) => ({
      accounts: accounts(),
      chainId: network.id,
    })),
    reconnect: vi.fn<Adapter['reconnect']>(async ({ network }) => {
      if (options.reconnect === 'fail') throw new Error('no session')
      return { accounts: accounts(), chainId: network.id }
    }),
    disconnect: vi.fn<Adapter['disconnect']>(async () => {}),
    getBalance: vi.fn<Adapter['getBalance']>(async ({ network }) => ({
      value: options.balance,
      symbol: network.nativeCurrency.symbol,
    })),
    getProvider: vi.fn<Adapter['getProvider']>(() => options.provider ?? {}),
    signMessage: vi.fn<NonNullable<Adapter['signMessage']>>(async () => '0xsig'),
  }
  const switchNetwork = vi.fn<NonNullable<Adapter['switchNetwork']>>(async () => {})
  const instance = (
    options.switchNetwork === false ? required : { ...required, switchNetwork }
  ) as typeof required & { switchNetwork: typeof switchNetwork }
  const adapter = {
    namespace,
    create: vi.fn(() => instance as Adapter),
  } satisfies AdapterDescriptor
  return {
    /** The descriptor for `adapters: [fake.adapter]`. */
    adapter,
    /** The instance the engine uses. */
    instance,
    cleanup,
    get ctx(): AdapterContext {
      if (!state.ctx) throw new Error('adapter not set up')
      return state.ctx
    },
  }
}
