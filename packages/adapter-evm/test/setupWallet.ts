import type { Network } from '@gangway/core'
import { base, mainnet, sepolia } from '@gangway/core/networks'
import {
  announceTestWallet,
  createTestWallet,
  type TestWalletInfo,
  type TestWalletProvider,
} from '@gangway/devstack'
import { createTestContext, type TestContextOptions } from '@gangway/testkit'
import { inject, onTestFinished } from 'vitest'
import { createEvmAdapter } from '../src/evmAdapter.js'

export { base, mainnet, sepolia }

export type SetupWalletOptions = Partial<TestContextOptions> & {
  /** Indexes of the dev chain's funded accounts the wallet holds (default [0]). */
  accounts?: number[]
  /** The chain the wallet starts on (default 1). */
  chainId?: number
  info?: Partial<TestWalletInfo>
  /** Changes how the wallet answers (a wallet without a method, with odd errors…). */
  wrap?: (provider: TestWalletProvider) => TestWalletProvider
}

/**
 * A real test wallet (devstack: real keys, the dev chain's RPC) announced in the page, and an
 * adapter set up with a hand-written context whose RPC URLs point at the dev chain.
 */
export function setupWallet(options: SetupWalletOptions = {}) {
  const devChain = inject('devChain')
  const rpcUrl = (chainId: number) => devChain.chains.find((c) => c.chainId === chainId)!.rpcUrl
  const keys = (options.accounts ?? [0]).map((i) => devChain.accounts[i]!)
  const wallet = createTestWallet({
    chains: devChain.chains,
    accounts: keys.map((k) => k.privateKey),
    chainId: options.chainId,
    info: options.info,
  })
  const provider = options.wrap ? options.wrap(wallet.provider) : wallet.provider
  const networks: readonly Network[] = options.networks ?? [mainnet, base]
  const adapter = createEvmAdapter({
    rpcUrls: { 'eip155:1': [rpcUrl(1)], 'eip155:8453': [rpcUrl(8453)] },
  })
  const test = createTestContext({ ...options, networks })
  const stopAnnouncing = announceTestWallet(window, { provider, info: wallet.info })
  const stopAdapter = adapter.setup(test.ctx)
  onTestFinished(() => {
    stopAdapter()
    stopAnnouncing()
  })
  return {
    ...test,
    adapter,
    control: wallet.control,
    provider,
    connectorId: wallet.info.rdns,
    addresses: keys.map((k) => k.address),
    rpcUrl,
  }
}

/** Wraps a wallet so that `method` fails with the given EIP-1193 error. */
export function failing(
  method: string,
  error: { code: number; message: string; data?: unknown },
  times = Number.POSITIVE_INFINITY,
) {
  return (provider: TestWalletProvider): TestWalletProvider => {
    let left = times
    return {
      ...provider,
      request(args) {
        if (args.method === method && left-- > 0)
          return Promise.reject(Object.assign(new Error(error.message), error))
        return provider.request(args)
      },
      on: provider.on,
      removeListener: provider.removeListener,
    }
  }
}
