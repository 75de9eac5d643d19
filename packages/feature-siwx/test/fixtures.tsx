// A real modal (engine + React) for the feature's tests: a fake EVM adapter whose signMessage
// signs with a real dev-chain key, the RPC pointed at the devstack's anvil chains.
import { type Feature, memoryBackend } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createFakeAdapter, METAMASK, toyAdapter, toyNetwork } from '@gangway/testkit'
import { devstackModal, testModal } from '@gangway/testkit/devstackModal'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { siwxFeature } from '../src/siwxFeature.js'

export { renderModal } from '@gangway/testkit/devstackModal'

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
  return devstackModal({
    projectId: 'siwx-tests',
    privateKey: params.privateKey,
    reconnect: 'succeed',
    connected: params.connected,
    backend: params.backend,
    metadata: {
      name: 'Gangway Swap',
      description: 'tests',
      url: 'http://localhost:3000',
      icons: ['data:image/png;base64,AA=='],
    },
    features: params.features ?? { siwx: siwxFeature() },
  })
}

/**
 * A mixed config, as a host offering two chain families: Ethereum and Base (the fake EVM wallet
 * of `privateKey`, signing for real, RPC at the devstack) plus a network outside eip155 (the
 * testkit's `toy:1`, with its adapter). Not connected; `features` as given.
 */
export function mixedSiwxModal(params: {
  privateKey: Hex
  features: Record<string, Feature | false>
}) {
  const { services, chains } = inject('devstack')
  const signer = privateKeyToAccount(params.privateKey)
  const fake = createFakeAdapter({
    address: signer.address,
    balance: '1',
    reconnect: 'fail',
    connectors: [METAMASK],
  })
  fake.instance.signMessage.mockImplementation(({ message }) => signer.signMessage({ message }))
  const modal = testModal(
    {
      projectId: 'siwx-tests',
      networks: [mainnet, base, toyNetwork],
      adapters: [fake.adapter, toyAdapter()],
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
      features: params.features,
    },
    memoryBackend(),
  )
  return { modal, engine: internal(modal.engine), fake }
}
