import { startDevChain } from '@gangway/devstack'
import type { TestProject } from 'vitest/node'

export type DevChainInfo = {
  chains: { chainId: number; rpcUrl: string }[]
}

declare module 'vitest' {
  export interface ProvidedContext {
    devChain: DevChainInfo
  }
}

/** Starts the real dev chain (Ethereum 1 and Base 8453) once per run; tests `inject('devChain')`. */
export default async function setup(project: TestProject) {
  const chain = await startDevChain({
    chains: [
      { chainId: 1, name: 'Ethereum', fixtures: 'none' },
      { chainId: 8453, name: 'Base', fixtures: 'none' },
    ],
  })
  project.provide('devChain', {
    chains: chain.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  return () => chain.stop()
}
