// A real modal (engine + React) for the feature's tests: a fake EVM adapter whose signMessage
// signs with a real dev-chain key, the RPC pointed at the devstack's anvil chains.
import { connect, type Feature, memoryBackend } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createModal, type GangwayModal, GangwayProvider, Modal } from '@gangway/modal-shell'
import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { cleanup, render } from '@testing-library/react'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach } from 'vitest'
import { siwxFeature } from '../src/siwxFeature.js'
import { devstack } from './chain.js'

const modals: GangwayModal[] = []
afterEach(() => {
  cleanup()
  for (const modal of modals.splice(0)) modal.destroy()
})

/**
 * A modal whose fake adapter connects as the dev account of `privateKey` (signing for real),
 * with the sign-in feature configured by `features` (default: `siwxFeature()`).
 */
export async function siwxModal(params: {
  privateKey: Hex
  features?: Record<string, Feature | false>
  connected?: boolean
  backend?: ReturnType<typeof memoryBackend>
}) {
  const { services, chains } = devstack()
  const signer = privateKeyToAccount(params.privateKey)
  const fake = createFakeAdapter({
    address: signer.address,
    balance: '1',
    reconnect: 'succeed',
    connectors: [METAMASK],
  })
  fake.instance.signMessage.mockImplementation(({ message }) => signer.signMessage({ message }))
  const modal = createModal(
    {
      projectId: 'siwx-tests',
      networks: [mainnet, base],
      adapters: [fake.adapter],
      rpcUrls: Object.fromEntries(chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]])),
      services: {
        api: services.api,
        walletList: services.walletList,
        analytics: services.analytics,
      },
      metadata: {
        name: 'Gangway Swap',
        description: 'tests',
        url: 'http://localhost:3000',
        icons: ['data:image/png;base64,AA=='],
      },
      analytics: false,
      disableAppend: true,
      features: params.features ?? { siwx: siwxFeature() },
      logLevel: 'silent',
    },
    { storage: params.backend ?? memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  const engine = internal(modal.engine)
  if (params.connected !== false) await connect(modal.engine, { connectorId: METAMASK.id })
  return { modal, engine, fake, address: signer.address }
}

/** Renders the modal the way a host does (`<GangwayProvider>` + `<Modal/>`). */
export function renderModal(modal: GangwayModal) {
  return render(
    <GangwayProvider modal={modal}>
      <Modal />
    </GangwayProvider>,
  )
}
