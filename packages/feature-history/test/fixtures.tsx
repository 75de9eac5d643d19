// A real modal (engine + React) for the feature's tests: a fake EVM adapter connected as a dev
// chain account, the services and RPC pointed at the devstack started by globalSetup.
import type { Feature } from '@gangway/core'
import { devstackModal } from '@gangway/testkit/devstackModal'
import { inject } from 'vitest'
import { historyFeature } from '../src/historyFeature.js'

export { renderModal } from '@gangway/testkit/devstackModal'

/** The devstack of this run (see globalSetup.ts). */
export const devstack = () => inject('devstack')

/** Account `i` of the dev chains (anvil's default mnemonic). */
export const account = (i: number) => devstack().accounts[i]!

/** The dev chain with `chainId` (1: Ethereum, every fixture; 8453: Base, the tokens). */
export function devChain(chainId: 1 | 8453) {
  const chain = devstack().chains.find((c) => c.chainId === chainId)!
  return {
    ...chain,
    contracts: chain.contracts as Record<'tusd' | 'gway' | 'spam' | 'nft', `0x${string}`>,
  }
}

/**
 * A modal whose fake adapter connects as `address` on Ethereum, with the history feature
 * configured (not loaded) and the data API of `api` (default: the shared emulator).
 */
export async function connectedModal(params: {
  address: string
  api?: string
  features?: Record<string, Feature | false>
  connected?: boolean
  pendingTransactionsWatch?: boolean
}) {
  const { modal, engine, fake } = await devstackModal({
    projectId: 'history-tests',
    address: params.address,
    api: params.api,
    connected: params.connected,
    features: params.features ?? {
      history: historyFeature({ pendingTransactionsWatch: params.pendingTransactionsWatch }),
    },
  })
  return { modal, engine, fake }
}
