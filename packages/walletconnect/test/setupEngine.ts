import { evmAdapter } from '@gangway/adapter-evm'
import {
  type AccountState,
  type ModalConfig,
  memoryBackend,
  type StorageBackend,
  start,
} from '@gangway/core'
import { createEngine, type Engine } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createMemoryStorage, type MemoryStorage } from '@gangway/devstack'
import { inject, onTestFinished } from 'vitest'
import { walletConnect } from '../src/walletConnect.js'

export type SetupEngineOptions = {
  relayUrl: string
  /** The engine's own storage (localStorage stand-in); a new one by default. */
  backend?: StorageBackend
  /** WalletConnect's storage; a new one by default. */
  storage?: MemoryStorage
  open?: (href: string, target: '_self' | '_blank') => void
  /** Features of the host's config (none by default). */
  features?: ModalConfig['features']
  /** Runs between createEngine and start (to watch the stores from the very start). */
  beforeStart?: (engine: Engine) => void
}

/** The dev chain's RPC URL of a chain. */
export function rpcUrl(chainId: number): string {
  const chain = inject('devChain').chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`no dev chain ${chainId}`)
  return chain.rpcUrl
}

/**
 * A started engine as a host builds it: mainnet and Base on the dev chain, the EVM adapter and
 * `walletConnect()` on the local relay, over memory storages. Stopped when the test ends.
 */
export function setupEngine(options: SetupEngineOptions) {
  const backend = options.backend ?? memoryBackend()
  const storage = options.storage ?? createMemoryStorage()
  const engine = createEngine(
    {
      projectId: 'gangway-test',
      networks: [mainnet, base],
      adapters: [evmAdapter()],
      rpcUrls: { 'eip155:1': [rpcUrl(1)], 'eip155:8453': [rpcUrl(8453)] },
      metadata: {
        name: 'Gangway Test Host',
        description: 'A host app in a test',
        url: 'http://127.0.0.1',
        icons: [],
      },
      walletConnect: walletConnect({
        storage,
        relayUrl: options.relayUrl,
        // The local relay has no Verify service (and nothing may leave 127.0.0.1).
        verify: false,
        ...(options.open ? { open: options.open } : {}),
      }),
      ...(options.features ? { features: options.features } : {}),
      logLevel: 'silent',
    },
    { storage: backend, isMobile: () => false },
  )
  options.beforeStart?.(engine)
  const stop = start(engine)
  onTestFinished(() => stop())
  return { engine, stop, backend, storage }
}

/** The eip155 account of an engine. */
export function account(engine: Engine): AccountState | undefined {
  return engine.$accounts.get().eip155
}

/** Every WalletConnect storage key ending in `//name` (session, pairing…), with its value. */
export async function stored(storage: MemoryStorage, name: string): Promise<unknown[]> {
  const entries = await storage.getEntries<unknown>()
  return entries
    .filter(([key]) => key.endsWith(`//${name}`))
    .flatMap(([, value]) => value as unknown[])
}
