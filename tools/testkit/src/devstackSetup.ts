// The vitest globalSetup of the packages whose tests run against the real devstack: the dev
// chains (anvil) and the service emulator, started once per run and handed to the test files
// through `inject('devstack')`. One copy for every feature package.
import { type DevChainInfo, startDevChain, startServiceEmulator } from '@gangway/devstack'
import type { TestProject } from 'vitest/node'

/** What the tests read with `inject('devstack')`. */
export type TestDevstack = {
  chains: DevChainInfo[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
  /** The shared service emulator (its data API answers from the dev chains). */
  services: { url: string; api: string; walletList: string; analytics: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    devstack: TestDevstack
  }
}

type DevChain = Awaited<ReturnType<typeof startDevChain>>

/**
 * A globalSetup that starts the dev chains and the service emulator, runs `seed` (e.g. tokens for
 * the accounts the test files own) before any test, and stops both afterwards; a failed start or
 * seed stops what already runs.
 */
export function devstackGlobalSetup(seed?: (chain: DevChain) => Promise<void>) {
  return async function setup(project: TestProject) {
    const chain = await startDevChain()
    const emulator = await (async () => {
      await seed?.(chain)
      return startServiceEmulator({ chains: chain.chains })
    })().catch(async (error) => {
      await chain.stop()
      throw error
    })
    project.provide('devstack', {
      chains: chain.chains,
      accounts: chain.accounts.map(({ address, privateKey }) => ({ address, privateKey })),
      services: { url: emulator.url, ...emulator.urls },
    })
    return async () => {
      await emulator.stop()
      await chain.stop()
    }
  }
}
