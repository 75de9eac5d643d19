import { type SolanaChainInfo, spawnSolanaChain } from '@gangway/devstack'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    solanaChain: Omit<SolanaChainInfo, 'accounts'> & {
      accounts: { address: string; secretKey: number[] }[]
    }
  }
}

/**
 * Starts the real local Solana chain once per run, in a process of its own (litesvm#171 may
 * abort it; it is started again); tests read it with `inject('solanaChain')`.
 */
export default async function setup(project: TestProject) {
  const chain = await spawnSolanaChain()
  const { rpcUrl, wsUrl, controlUrl, genesisHash, caipNetworkId, accounts, token } = chain
  project.provide('solanaChain', {
    rpcUrl,
    wsUrl,
    controlUrl,
    genesisHash,
    caipNetworkId,
    accounts: accounts.map((a) => ({ address: a.address, secretKey: [...a.secretKey] })),
    token,
  })
  return () => chain.stop()
}
