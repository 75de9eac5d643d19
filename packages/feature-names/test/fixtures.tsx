// A real modal (engine + React) for the feature's tests: a fake EVM adapter whose signMessage
// signs with a real key, the services at the devstack's emulator (its name registry verifies).
import { connect, type Feature, memoryBackend } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createModal, type GangwayModal, GangwayProvider, Modal } from '@gangway/modal-shell'
import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { cleanup, render } from '@testing-library/react'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, inject } from 'vitest'
import { namesFeature } from '../src/namesFeature.js'

const modals: GangwayModal[] = []
afterEach(() => {
  cleanup()
  for (const modal of modals.splice(0)) modal.destroy()
})

/** The devstack of this run (see globalSetup.ts). */
export const devstack = () => inject('devstack')

/**
 * A modal connected as the account of `privateKey` (default: a fresh key, an account without a
 * name), with the names feature (or `features`), the services at `api` (default the devstack's).
 */
export async function namesModal(
  params: { privateKey?: Hex; features?: Record<string, Feature | false>; api?: string } = {},
) {
  const { services, chains } = devstack()
  const signer = privateKeyToAccount(params.privateKey ?? generatePrivateKey())
  const fake = createFakeAdapter({
    address: signer.address,
    balance: '1',
    reconnect: 'succeed',
    connectors: [METAMASK],
  })
  fake.instance.signMessage.mockImplementation(({ message }) => signer.signMessage({ message }))
  const modal = createModal(
    {
      projectId: 'names-tests',
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
      features: params.features ?? { names: namesFeature({ entry: 'evm' }) },
      logLevel: 'silent',
    },
    { storage: memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  const engine = internal(modal.engine)
  await connect(modal.engine, { connectorId: METAMASK.id })
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

/** A name nobody registered yet in this run. */
export const freshLabel = (prefix = 'name') =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
