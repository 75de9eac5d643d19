/*
 * Test doubles for core's own tests: a fake Adapter with controllable promises, and an engine
 * factory over memory storage. Not exported from the package.
 */
import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { atom, computed } from 'nanostores'
import { vi } from 'vitest'
import type { ModalConfig } from '../../config/types.js'
import { connect } from '../../connection/connect.js'
import { base, mainnet, solana } from '../../networks/index.js'
import { memoryBackend } from '../../storage/createStorage.js'
import type { StorageBackend } from '../../storage/types.js'
import type {
  AccountEntry,
  ChainNamespace,
  Connector,
  Feature,
  FeatureContext,
  FeatureModule,
} from '../../types.js'
import { createEngine } from '../createEngine.js'
import { start } from '../start.js'
import type { Engine } from '../types.js'

export { deferred, METAMASK } from '@gangway/testkit'

/** The account the fake wallet connects with. */
export const ADDRESS = '0x1111111111111111111111111111111111111111'
/** A second account. */
export const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
/** A one-account list. */
export const accounts = (address = ADDRESS): AccountEntry[] => [{ address, type: 'eoa' }]

/** A remote-wallet connector. */
export const WALLETCONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'EXTERNAL',
  chain: 'eip155',
}

/** A fake adapter: every method a vi.fn that succeeds (a stored session reconnects). */
export function fakeAdapter(
  namespace: ChainNamespace = 'eip155',
  connectors = [METAMASK, WALLETCONNECT],
) {
  return createFakeAdapter({
    namespace,
    connectors,
    address: ADDRESS,
    balance: '1.5',
    reconnect: 'succeed',
  })
}

/** A feature whose `load` is a vi.fn. */
export function fakeFeature(
  id: string,
  module: FeatureModule,
): Feature & { load: ReturnType<typeof vi.fn> } {
  return { id, load: vi.fn(async () => module) }
}

/**
 * An engine over memory storage with the given adapters, and mainnet, base and solana (solana
 * only when no adapter or a solana one is given: a network no adapter serves is refused).
 */
export function makeEngine(
  config: Partial<ModalConfig> = {},
  options: { storage?: StorageBackend; isMobile?: () => boolean } = {},
): Engine {
  const served = !config.adapters?.length || config.adapters.some((a) => a.namespace === 'solana')
  return createEngine(
    {
      projectId: 'test-project',
      networks: served ? [mainnet, base, solana] : [mainnet, base],
      ...config,
    },
    { storage: options.storage ?? memoryBackend(), isMobile: options.isMobile ?? (() => false) },
  )
}

/** A started engine with a fake eip155 adapter, connected to MetaMask. */
export async function connectedEngine() {
  const fake = fakeAdapter()
  const engine = makeEngine({ adapters: [fake.adapter] })
  start(engine)
  await connect(engine, { connectorId: 'io.metamask' })
  return { engine, fake }
}

/** Lets pending promise callbacks run (works under fake timers too). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/**
 * A sign-in-like feature built only on the Feature contract (connect step + close guard), as
 * `@gangway/feature-siwx` will be: after a new connection it asks for SIWXSignMessage unless a
 * session exists; while required and without a session, SIWXSignMessage and ApproveTransaction
 * cannot be closed (spec §4).
 */
export function signInFeature({ required }: { required: boolean }) {
  const $session = atom(false)
  const feature: Feature & { load: ReturnType<typeof vi.fn> } = {
    id: 'siwx',
    provides: { views: ['SIWXSignMessage'], connectStep: true },
    load: vi.fn(async () => ({
      register(ctx: FeatureContext<Engine>) {
        ctx.views.add('SIWXSignMessage', 'SignView')
        ctx.connectSteps.add(() => ($session.get() ? undefined : 'SIWXSignMessage'))
        ctx.closeGuards.add(
          computed(
            [ctx.engine.$router, $session],
            (router, session) =>
              !required ||
              session ||
              !['SIWXSignMessage', 'ApproveTransaction'].includes(router.view),
          ),
        )
      },
    })),
  }
  return { feature, $session }
}
