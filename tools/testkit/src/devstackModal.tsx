// A real modal (engine + React) for the features' tests: a fake EVM adapter (createFakeAdapter)
// on Ethereum and Base, the RPC at the devstack's dev chains and the hosted services at its
// emulator (`inject('devstack')`, see devstackSetup.ts). One copy for every feature package.
import { connect, type Feature, type ModalConfig, memoryBackend } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createModal, type GangwayModal, GangwayProvider, Modal } from '@gangway/modal-shell'
import { cleanup, render } from '@testing-library/react'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, inject } from 'vitest'
import type {} from './devstackSetup.js'
import { createFakeAdapter, type FakeAdapterOptions, METAMASK } from './index.js'

const modals: GangwayModal[] = []
afterEach(() => {
  cleanup()
  for (const modal of modals.splice(0)) modal.destroy()
})

/**
 * A modal as the packages' tests build it: `config` (project id, networks, adapters, services,
 * features…) with analytics off, nothing appended to the page and a silent logger, on in-memory
 * storage and a desktop. Destroyed after each test.
 *
 * @example
 * const modal = testModal({ projectId: 'send-names', networks: [mainnet], adapters: [fake.adapter] })
 */
export function testModal(config: ModalConfig, backend = memoryBackend()) {
  const modal = createModal(
    { analytics: false, disableAppend: true, logLevel: 'silent', ...config },
    { storage: backend, isMobile: () => false },
  )
  modals.push(modal)
  return modal
}

/** What {@link fakeModal} builds: the config, less its adapters, and the fake wallet's options. */
export type FakeModalParameters = Omit<ModalConfig, 'adapters'> & {
  /** The one adapter's options (createFakeAdapter): its account, balance, connectors… */
  wallet: FakeAdapterOptions
  backend?: ReturnType<typeof memoryBackend>
}

/**
 * A {@link testModal} with one fake adapter, connected through the wallet's first connector
 * (MetaMask unless `wallet.connectors` says otherwise). Destroyed after each test.
 *
 * @example
 * const { engine } = await fakeModal({
 *   projectId: 'send-names',
 *   networks: [mainnet],
 *   wallet: { address: ME, balance: '1', reconnect: 'fail' },
 * })
 */
export async function fakeModal({ wallet, backend, ...config }: FakeModalParameters) {
  const connector = (wallet.connectors ?? [METAMASK])[0]
  if (!connector) throw new TypeError('fakeModal: the wallet needs a connector to connect through')
  const fake = createFakeAdapter(wallet)
  const modal = testModal({ ...config, adapters: [fake.adapter] }, backend)
  await connect(modal.engine, { connectorId: connector.id })
  return { modal, engine: internal(modal.engine), fake }
}

/** What {@link devstackModal} builds the modal with. */
export type DevstackModalParameters = {
  /** The config's project id (one per package, so the emulator's logs tell them apart). */
  projectId: string
  /** The config's features. */
  features: Record<string, Feature | false>
  /** The account the fake wallet connects as (or `privateKey`'s). */
  address?: string
  /** The account's key: `signMessage` then signs for real with it. */
  privateKey?: Hex
  /** Whether a stored session reconnects on start (default `'fail'`). */
  reconnect?: 'succeed' | 'fail'
  /** `false`: configured but not connected (default: connected through MetaMask). */
  connected?: boolean
  /** The data API (default the devstack emulator's). */
  api?: string
  metadata?: ModalConfig['metadata']
  backend?: ReturnType<typeof memoryBackend>
}

/**
 * A devstack-backed modal whose fake adapter holds 1 ETH, connected (unless `connected: false`)
 * as `address` or the account of `privateKey`. Destroyed after each test.
 */
export async function devstackModal(params: DevstackModalParameters) {
  const { services, chains } = inject('devstack')
  const signer = params.privateKey ? privateKeyToAccount(params.privateKey) : undefined
  const address = signer?.address ?? params.address
  if (!address) throw new TypeError('devstackModal: pass an address or a privateKey')
  const fake = createFakeAdapter({
    address,
    balance: '1',
    reconnect: params.reconnect ?? 'fail',
    connectors: [METAMASK],
  })
  if (signer)
    fake.instance.signMessage.mockImplementation(({ message }) => signer.signMessage({ message }))
  const modal = testModal(
    {
      projectId: params.projectId,
      networks: [mainnet, base],
      adapters: [fake.adapter],
      rpcUrls: Object.fromEntries(chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]])),
      services: {
        api: params.api ?? services.api,
        walletList: services.walletList,
        analytics: services.analytics,
      },
      ...(params.metadata ? { metadata: params.metadata } : {}),
      features: params.features,
    },
    params.backend,
  )
  if (params.connected !== false) await connect(modal.engine, { connectorId: METAMASK.id })
  return { modal, engine: internal(modal.engine), fake, address }
}

/** Renders the modal the way a host does (`<GangwayProvider>` + `<Modal/>`). */
export function renderModal(modal: GangwayModal) {
  return render(
    <GangwayProvider modal={modal}>
      <Modal />
    </GangwayProvider>,
  )
}
