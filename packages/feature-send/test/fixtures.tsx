// A real modal (engine + React) for the feature's tests: a fake EVM adapter (with the transfer
// capability) connected as a dev chain account, the services pointed at the devstack.
import { connect, type Feature, memoryBackend, type Network } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createModal, type GangwayModal, GangwayProvider, Modal } from '@gangway/modal-shell'
import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { cleanup, render } from '@testing-library/react'
import { afterEach, inject, vi } from 'vitest'
import { receiveFeature } from '../src/receiveFeature.js'
import { sendFeature } from '../src/sendFeature.js'

const modals: GangwayModal[] = []
afterEach(() => {
  cleanup()
  for (const modal of modals.splice(0)) modal.destroy()
})

/** The devstack of this run (see globalSetup.ts). */
export const devstack = () => inject('devstack')

/** Account `i` of the dev chains (anvil's default mnemonic). */
export const account = (i: number) => devstack().accounts[i]!

/**
 * A modal whose fake adapter connects as `address` on Ethereum with 1 ETH, the transfer
 * capability mocked (`fake.transfer`), and the send and receive features configured. `networks`
 * (Ethereum and Base by default) and `walletList` (the devstack's by default) for the icon tests.
 */
export async function connectedModal(params: {
  address: string
  features?: Record<string, Feature | false>
  connected?: boolean
  networks?: [Network, ...Network[]]
  walletList?: string
  projectId?: string
}) {
  const { services, chains } = devstack()
  const fake = createFakeAdapter({
    address: params.address,
    balance: '1',
    reconnect: 'fail',
    connectors: [METAMASK],
  })
  const transfer = {
    estimate: vi.fn(async () => ({
      fee: { value: '0.000042', symbol: 'ETH' },
      feeUnits: '21000',
    })),
    send: vi.fn(async () => ({ id: `0x${'ab'.repeat(32)}` })),
  }
  Object.assign(fake.instance, { transfer })
  const modal = createModal(
    {
      projectId: params.projectId ?? 'send-tests',
      networks: params.networks ?? [mainnet, base],
      adapters: [fake.adapter],
      rpcUrls: Object.fromEntries(chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]])),
      services: {
        api: services.api,
        walletList: params.walletList ?? services.walletList,
        analytics: services.analytics,
      },
      analytics: false,
      disableAppend: true,
      features: params.features ?? { send: sendFeature(), receive: receiveFeature() },
      logLevel: 'silent',
    },
    { storage: memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  if (params.connected !== false) await connect(modal.engine, { connectorId: METAMASK.id })
  return { modal, engine: internal(modal.engine), fake, transfer }
}

/** Renders the modal the way a host does (`<GangwayProvider>` + `<Modal/>`). */
export function renderModal(modal: GangwayModal) {
  return render(
    <GangwayProvider modal={modal}>
      <Modal />
    </GangwayProvider>,
  )
}
