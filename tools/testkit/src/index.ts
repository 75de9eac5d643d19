/*
 * Test doubles for the packages' unit tests: a fake Adapter implementing core's contract with
 * vi.fn methods (override per test), and a promise with its settlers outside. The real adapters
 * are tested against real chains elsewhere; these test core's and the shell's own logic.
 */
import type {
  AccountEntry,
  Adapter,
  AdapterContext,
  ChainNamespace,
  Connector,
} from '@gangway/core'
import { vi } from 'vitest'

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
}

/** A fake adapter: every method a vi.fn that succeeds unless a test overrides it. */
export function createFakeAdapter(options: FakeAdapterOptions) {
  const namespace = options.namespace ?? 'eip155'
  const connectors = options.connectors ?? [METAMASK]
  const accounts = (): AccountEntry[] => [{ address: options.address, type: 'eoa' }]
  const state: { ctx: AdapterContext | undefined } = { ctx: undefined }
  const cleanup = vi.fn()
  const adapter = {
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
    switchNetwork: vi.fn<Adapter['switchNetwork']>(async () => {}),
    getBalance: vi.fn<Adapter['getBalance']>(async ({ network }) => ({
      value: options.balance,
      symbol: network.nativeCurrency.symbol,
    })),
    signMessage: vi.fn<Adapter['signMessage']>(async () => '0xsig'),
    sendTransaction: vi.fn<Adapter['sendTransaction']>(async () => '0xhash'),
    getProvider: vi.fn<Adapter['getProvider']>(() => options.provider ?? {}),
  } satisfies Adapter
  return {
    adapter,
    cleanup,
    get ctx(): AdapterContext {
      if (!state.ctx) throw new Error('adapter not set up')
      return state.ctx
    },
  }
}
