import type { Adapter, InitialState, Network, StorageBackend } from '@gangway/core'
import { createEngine, memoryBackend, start } from '@gangway/core'
import { base, mainnet } from '@gangway/core/networks'
import {
  announceTestWallet,
  createTestWallet,
  type CreateTestWalletReturnType as TestWallet,
  type TestWalletProvider,
} from '@gangway/devstack'
import { type Config, cookieStorage, createConfig, createStorage, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { inject, onTestFinished } from 'vitest'
// The dev chain the global setup starts (its `inject('devChain')` type).
import type {} from '../../adapter-evm/test/globalSetup.js'
import { wagmiAdapter } from '../src/wagmiAdapter.js'

export { base }

/** The dev chain's ids as viem chains (the app's own `chains`), their RPC at the dev chain. */
const chainOf = (network: Network, rpcUrl: string) =>
  defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  })

/**
 * A real test wallet announced in the page (EIP-6963), the app's own wagmi config (the installed
 * @wagmi/core: 3, or 2 under vitest.wagmi2.config.ts) with transports at the dev chain, and a
 * started Gangway engine whose EVM adapter is `wagmiAdapter(config)`.
 */
export function setupWagmi(
  options: {
    accounts?: number[]
    chainId?: number
    /** wagmi's SSR setup: `ssr: true` and cookieStorage (document.cookie). */
    cookies?: boolean
    /** wagmi's storage, without SSR (read back when the config is created, like localStorage). */
    wagmiStorage?: Parameters<typeof createStorage>[0]['storage']
    /** The page again (a reload): the same wallet, and Gangway's storage as it was left. */
    reload?: { wallet: TestWallet; backend: StorageBackend; initialState?: InitialState }
    /** Runs before the modal starts (WagmiProvider's hydrate, in render). */
    beforeStart?: (config: Config) => void
  } = {},
) {
  const devChain = inject('devChain')
  const rpcUrl = (chainId: number) => devChain.chains.find((c) => c.chainId === chainId)!.rpcUrl
  const keys = (options.accounts ?? [0]).map((i) => devChain.accounts[i]!)
  const wallet =
    options.reload?.wallet ??
    createTestWallet({
      chains: devChain.chains,
      accounts: keys.map((k) => k.privateKey),
      chainId: options.chainId,
    })
  const backend = options.reload?.backend ?? memoryBackend()
  const stopAnnouncing = announceTestWallet(window, {
    provider: wallet.provider,
    info: wallet.info,
  })
  const chains = [chainOf(mainnet, rpcUrl(1)), chainOf(base, rpcUrl(8453))] as const
  const config = createConfig({
    chains,
    transports: { [chains[0].id]: http(rpcUrl(1)), [chains[1].id]: http(rpcUrl(8453)) },
    // wagmi's SSR setup (cookieStorage), or no storage at all.
    ...(options.cookies
      ? { ssr: true, storage: createStorage({ storage: cookieStorage }) }
      : {
          storage: options.wagmiStorage ? createStorage({ storage: options.wagmiStorage }) : null,
        }),
  })
  const engine = createEngine(
    {
      projectId: 'wagmi-test',
      networks: [mainnet, base],
      adapters: [wagmiAdapter(config)],
      ...(options.reload?.initialState ? { initialState: options.reload.initialState } : {}),
    },
    { storage: backend },
  )
  options.beforeStart?.(config)
  const stop = start(engine)
  onTestFinished(() => {
    stop()
    stopAnnouncing()
  })
  return {
    config,
    engine,
    adapter: engine.adapters.get('eip155') as Adapter<'eip155'>,
    wallet,
    backend,
    stop,
    connectorId: wallet.info.rdns,
    addresses: keys.map((k) => k.address),
    rpcUrl,
  }
}

/** A second wallet's provider (not announced): what a WalletConnect session hands the adapter. */
export function remoteWallet(account = 1): {
  provider: TestWalletProvider
  address: `0x${string}`
  wallet: TestWallet
} {
  const devChain = inject('devChain')
  const key = devChain.accounts[account]!
  const wallet = createTestWallet({ chains: devChain.chains, accounts: [key.privateKey] })
  return { provider: wallet.provider, address: key.address, wallet }
}
