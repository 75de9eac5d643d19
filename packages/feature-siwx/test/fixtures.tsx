// A real modal (engine + React) for the feature's tests: a fake EVM adapter whose signMessage
// signs with a real dev-chain key, the RPC pointed at the devstack's anvil chains.
import type { Feature, memoryBackend } from '@gangway/core'
import { devstackModal } from '@gangway/testkit/devstackModal'
import type { Hex } from 'viem'
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
