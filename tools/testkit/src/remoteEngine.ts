// A host engine paired with the devstack's remote wallet over the local relay: what the adapters'
// WalletConnect tests (Solana, Bitcoin) and walletconnect's own share.
import {
  type AdapterDescriptor,
  loadWalletConnect,
  memoryBackend,
  type Network,
  start,
  type WalletConnectClient,
} from '@gangway/core'
import { approveRequest, createEngine, type Engine } from '@gangway/core/internal'
import {
  createMemoryStorage,
  createRemoteWallet,
  type MemoryStorage,
  type RemoteWallet,
} from '@gangway/devstack'
import { expect, onTestFinished, vi } from 'vitest'

/** The host metadata of test engines. */
const TEST_HOST_METADATA = {
  name: 'Gangway Test Host',
  description: 'test',
  url: 'http://127.0.0.1',
  icons: [],
}

/**
 * A started engine with `adapters` on `networks` and the host's `walletConnect()` (the factory of
 * @gangway/walletconnect, which testkit does not depend on) on the local relay at `relayUrl`
 * (no Verify service there), over memory storages. When the test ends, the remote wallet
 * disconnects and the engine stops.
 */
export function startRemoteEngine(config: {
  networks: [Network, ...Network[]]
  adapters: AdapterDescriptor[]
  walletConnect: (options: { storage: MemoryStorage; relayUrl: string; verify: false }) => unknown
  relayUrl: string
  wallet: RemoteWallet
}): Engine {
  const engine = createEngine(
    {
      projectId: 'gangway-test',
      networks: config.networks,
      adapters: config.adapters,
      metadata: TEST_HOST_METADATA,
      walletConnect: config.walletConnect({
        storage: createMemoryStorage(),
        relayUrl: config.relayUrl,
        verify: false,
      }) as never,
      logLevel: 'silent',
    },
    { storage: memoryBackend(), isMobile: () => false },
  )
  const stop = start(engine)
  onTestFinished(async () => {
    await config.wallet.disconnect().catch(() => {})
    stop()
  })
  return engine
}

/** Approves the next request the engine's ApproveTransaction view would show, once it waits. */
export async function approveNext(engine: Engine): Promise<void> {
  const id = await vi.waitFor(() => {
    const request = engine.$pendingRequests.get()[0]
    if (!request) throw new Error('no pending request')
    return request.id
  })
  expect(approveRequest(engine, id)).toBe(true)
}

/** connect() on the client; the remote wallet pairs the URI it shows. */
export async function pairWith(
  client: WalletConnectClient,
  wallet: RemoteWallet,
  params: Parameters<WalletConnectClient['connect']>[0] = {},
): Promise<{ uri: string; connected: Promise<void> }> {
  const connected = client.connect(params)
  connected.catch(() => {})
  const uri = await vi.waitFor(
    () => {
      const current = client.$state.get().wcUri
      if (!current) throw new Error('no URI yet')
      return current
    },
    { timeout: 10_000, interval: 20 },
  )
  await wallet.pair(uri)
  return { uri, connected }
}

/** Loads the engine's client and connects it to the remote wallet. */
export async function connectRemote(engine: Engine, wallet: RemoteWallet) {
  const client = await loadWalletConnect(engine)
  const { connected } = await pairWith(client, wallet)
  await connected
  return client
}

/**
 * The devstack's remote wallet (test account #3) on the relay at `relayUrl`, answering one
 * non-EVM family (`solana` or `bip122` signer): its EVM side is never asked for (an unreachable RPC).
 */
export const createFamilyRemoteWallet = (
  relayUrl: string,
  family: Pick<Parameters<typeof createRemoteWallet>[0], 'solana' | 'bip122'>,
): Promise<RemoteWallet> =>
  createRemoteWallet({
    relayUrl,
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }],
    accountIndex: 3,
    ...family,
  })
