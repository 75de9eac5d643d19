// A real modal (engine + React) for the feature's tests: a fake EVM adapter whose signMessage
// signs with a real key, the services at the devstack's emulator (its name registry verifies).
import type { Feature } from '@gangway/core'
import { devstackModal } from '@gangway/testkit/devstackModal'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { inject } from 'vitest'
import { namesFeature } from '../src/namesFeature.js'

export { renderModal } from '@gangway/testkit/devstackModal'

/** The devstack of this run (see globalSetup.ts). */
export const devstack = () => inject('devstack')

/**
 * A modal connected as the account of `privateKey` (default: a fresh key, an account without a
 * name), with the names feature (or `features`), the services at `api` (default the devstack's).
 */
export async function namesModal(
  params: { privateKey?: Hex; features?: Record<string, Feature | false>; api?: string } = {},
) {
  const { modal, engine, fake, address } = await devstackModal({
    projectId: 'names-tests',
    privateKey: params.privateKey ?? generatePrivateKey(),
    reconnect: 'succeed',
    api: params.api,
    features: params.features ?? { names: namesFeature({ entry: 'evm' }) },
  })
  return { modal, engine, fake, address: address as `0x${string}` }
}

/** A name nobody registered yet in this run. */
export const freshLabel = (prefix = 'name') =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
