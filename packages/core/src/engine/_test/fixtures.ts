/*
 * Test doubles for core's own tests: a fake Adapter with controllable promises, and an engine
 * factory over memory storage. Not exported from the package.
 */
import { vi } from 'vitest'
import type { ModalConfig } from '../../config/types.js'
import { base, mainnet, solana } from '../../networks/index.js'
import { memoryBackend } from '../../storage/createStorage.js'
import type { StorageBackend } from '../../storage/types.js'
import type {
  AccountEntry,
  Adapter,
  AdapterContext,
  ChainNamespace,
  Connector,
  Feature,
  FeatureModule,
} from '../../types.js'
import { createEngine } from '../createEngine.js'
import type { Engine } from '../types.js'

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

/** The account the fake wallet connects with. */
export const ADDRESS = '0x1111111111111111111111111111111111111111'
/** A second account. */
export const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
/** A one-account list. */
export const accounts = (address = ADDRESS): AccountEntry[] => [{ address, type: 'eoa' }]

/** An announced (installed) browser wallet. */
export const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,AA==',
  info: { rdns: 'io.metamask' },
}
/** A remote-wallet connector. */
export const WALLETCONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'EXTERNAL',
  chain: 'eip155',
}

/** A fake adapter: every method a vi.fn that succeeds; override per test. */
export function fakeAdapter(
  namespace: ChainNamespace = 'eip155',
  connectors = [METAMASK, WALLETCONNECT],
) {
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
    reconnect: vi.fn<Adapter['reconnect']>(async ({ network }) => ({
      accounts: accounts(),
      chainId: network.id,
    })),
    disconnect: vi.fn<Adapter['disconnect']>(async () => {}),
    switchNetwork: vi.fn<Adapter['switchNetwork']>(async () => {}),
    getBalance: vi.fn<Adapter['getBalance']>(async ({ network }) => ({
      value: '1.5',
      symbol: network.nativeCurrency.symbol,
    })),
    signMessage: vi.fn<Adapter['signMessage']>(async () => '0xsig'),
    sendTransaction: vi.fn<Adapter['sendTransaction']>(async () => '0xhash'),
    getProvider: vi.fn<Adapter['getProvider']>(() => ({})),
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

/** A feature whose `load` is a vi.fn. */
export function fakeFeature(
  id: string,
  module: FeatureModule,
): Feature & { load: ReturnType<typeof vi.fn> } {
  return { id, load: vi.fn(async () => module) }
}

/** An engine over memory storage with mainnet, base and solana and the given adapters. */
export function makeEngine(
  config: Partial<ModalConfig> = {},
  options: { storage?: StorageBackend; isMobile?: () => boolean } = {},
): Engine {
  return createEngine(
    { projectId: 'test-project', networks: [mainnet, base, solana], ...config },
    { storage: options.storage ?? memoryBackend(), isMobile: options.isMobile ?? (() => false) },
  )
}

/** Lets pending promise callbacks run (works under fake timers too). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}
