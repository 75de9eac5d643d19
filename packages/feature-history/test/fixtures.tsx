// A real modal (engine + React) for the feature's tests: a fake EVM adapter connected as a dev
// chain account, the services and RPC pointed at the devstack started by globalSetup.
import { connect, type Feature, memoryBackend } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createModal, type GangwayModal, GangwayProvider, Modal } from '@gangway/modal-shell'
import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { cleanup, render } from '@testing-library/react'
import { afterEach, inject } from 'vitest'
import { historyFeature } from '../src/historyFeature.js'

const modals: GangwayModal[] = []
afterEach(() => {
  cleanup()
  for (const modal of modals.splice(0)) modal.destroy()
})

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
  const { services, chains } = devstack()
  const fake = createFakeAdapter({
    address: params.address,
    balance: '1',
    reconnect: 'fail',
    connectors: [METAMASK],
  })
  const modal = createModal(
    {
      projectId: 'history-tests',
      networks: [mainnet, base],
      adapters: [fake.adapter],
      rpcUrls: Object.fromEntries(chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]])),
      services: {
        api: params.api ?? services.api,
        walletList: services.walletList,
        analytics: services.analytics,
      },
      analytics: false,
      disableAppend: true,
      features: params.features ?? {
        history: historyFeature({ pendingTransactionsWatch: params.pendingTransactionsWatch }),
      },
      logLevel: 'silent',
    },
    { storage: memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  if (params.connected !== false) await connect(modal.engine, { connectorId: METAMASK.id })
  return { modal, engine: internal(modal.engine), fake }
}

/** Renders the modal the way a host does (`<GangwayProvider>` + `<Modal/>`). */
export function renderModal(modal: GangwayModal) {
  return render(
    <GangwayProvider modal={modal}>
      <Modal />
    </GangwayProvider>,
  )
}
