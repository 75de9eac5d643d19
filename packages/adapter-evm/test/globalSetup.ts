import { startDevChain } from '@gangway/devstack'
import type { TestProject } from 'vitest/node'

export type DevChainInfo = {
  chains: { chainId: number; rpcUrl: string; contracts: { tusd?: `0x${string}` } }[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
}

declare module 'vitest' {
  export interface ProvidedContext {
    devChain: DevChainInfo
  }
}

/** Starts the real dev chain once per run; tests read it with `inject('devChain')`. */
export default async function setup(project: TestProject) {
  const chain = await startDevChain()
  project.provide('devChain', {
    chains: chain.chains.map(({ chainId, rpcUrl, contracts }) => ({
      chainId,
      rpcUrl,
      contracts: { tusd: contracts.tusd },
    })),
    accounts: chain.accounts.map(({ address, privateKey }) => ({ address, privateKey })),
  })
  return () => chain.stop()
}
