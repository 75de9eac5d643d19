import { type DevChainInfo, startDevChain, startServiceEmulator } from '@gangway/devstack'
import type { TestProject } from 'vitest/node'

/** What the tests read with `inject('devstack')`. */
export type SwapTestDevstack = {
  chains: DevChainInfo[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
  services: { url: string; api: string; walletList: string; analytics: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    devstack: SwapTestDevstack
  }
}

/** Starts the real dev chains and the service emulator once per run. */
export default async function setup(project: TestProject) {
  const chain = await startDevChain()
  const emulator = await startServiceEmulator({ chains: chain.chains }).catch(async (error) => {
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
