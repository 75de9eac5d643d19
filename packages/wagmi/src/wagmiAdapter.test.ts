// @gangway/wagmi on the installed wagmi (3 here; 2 under vitest.wagmi2.config.ts), a real
// Gangway engine and a real test wallet on the dev chain (devstack): wagmi's own actions work on
// a connection the modal made, and what wagmi does shows in the modal.
import {
  ConfigError,
  connect,
  disconnect,
  switchNetwork,
  UserRejectedRequestError,
} from '@gangway/core'
import { approveRequest, internal, rejectRequest } from '@gangway/core/internal'
import {
  getAccount,
  getBalance,
  sendTransaction,
  signMessage,
  switchChain,
  version,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { createPublicClient, formatEther, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { GANGWAY_CONNECTOR_TYPE } from '../src/remoteConnector.js'
import { wagmiAdapter } from '../src/wagmiAdapter.js'
import { base, remoteWallet, setupWagmi } from '../test/setupWagmi.js'

const major = Number(version.split('.')[0])

test(`runs on wagmi ${major} (the install under test)`, () => {
  // vitest.config.ts: wagmi 3; vitest.wagmi2.config.ts: wagmi 2.
  expect([2, 3]).toContain(major)
  expect(process.env.VITEST_PROJECT ?? `wagmi@${major}`).toBeTruthy()
})

describe('a connection made in the modal is a wagmi connection', () => {
  test('getAccount, getBalance: the address, the chain and the dev chain balance', async () => {
    const { config, engine, connectorId, addresses } = setupWagmi()
    await connect(engine, { connectorId })
    expect(engine.$account.get()).toMatchObject({ status: 'connected', address: addresses[0] })
    const account = getAccount(config)
    expect(account).toMatchObject({ status: 'connected', address: addresses[0], chainId: 1 })
    expect(account.connector?.id).toBe(connectorId)
    const balance = await getBalance(config, { address: addresses[0]! })
    expect(balance.value).toBeGreaterThan(0n)
  })

  test('the modal reads through the app’s transports, never the hosted RPC (no project id added)', async () => {
    const { config, engine, connectorId, addresses } = setupWagmi()
    const hosted = vi.spyOn(globalThis, 'fetch')
    await connect(engine, { connectorId })
    // The modal's balance: read on the dev chain through wagmi's client for chain 1.
    await vi.waitFor(() => expect(engine.$account.get()?.balance).toBeDefined())
    const { value } = await getBalance(config, { address: addresses[0]! })
    expect(Number(engine.$account.get()?.balance)).toBeCloseTo(Number(formatEther(value)), 6)
    const urls = hosted.mock.calls.map(([input]) =>
      String(input instanceof Request ? input.url : input),
    )
    expect(urls.filter((u) => u.includes('wagmi-test') || u.includes('projectId'))).toEqual([])
    hosted.mockRestore()
  })

  test('sendTransaction sends 0.01 ETH: the receiver has it on chain', async () => {
    const { config, engine, connectorId, rpcUrl } = setupWagmi()
    await connect(engine, { connectorId })
    const to = privateKeyToAddress(generatePrivateKey())
    const hash = await sendTransaction(config, { to, value: parseEther('0.01') })
    await waitForTransactionReceipt(config, { hash })
    const chain = createPublicClient({ transport: http(rpcUrl(1)) })
    expect(await chain.getBalance({ address: to })).toBe(parseEther('0.01'))
  })

  test('signMessage: a signature of the connected account', async () => {
    const { config, engine, connectorId, addresses } = setupWagmi()
    await connect(engine, { connectorId })
    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(
      await verifyMessage({ address: addresses[0]!, message: 'hello from wagmi', signature }),
    ).toBe(true)
  })

  test('switchChain in wagmi moves the modal to Base', async () => {
    const { config, engine, connectorId, addresses, wallet } = setupWagmi()
    await connect(engine, { connectorId })
    await switchChain(config, { chainId: 8453 })
    expect(wallet.control.state().chainId).toBe(8453)
    await vi.waitFor(() => expect(engine.$activeNetwork.get()?.id).toBe(8453))
    expect(engine.$account.get()?.caipAddress).toBe(`eip155:8453:${addresses[0]}`)
  })

  test('a network switched in the modal is wagmi’s chain too', async () => {
    const { config, engine, connectorId } = setupWagmi()
    await connect(engine, { connectorId })
    await switchNetwork(engine, base)
    expect(getAccount(config).chainId).toBe(8453)
    expect(engine.$activeNetwork.get()?.id).toBe(8453)
  })

  test('a chain switched in the wallet shows in both', async () => {
    const { config, engine, connectorId, wallet } = setupWagmi()
    await connect(engine, { connectorId })
    wallet.control.switchChain(8453)
    await vi.waitFor(() => expect(getAccount(config).chainId).toBe(8453))
    await vi.waitFor(() => expect(engine.$activeNetwork.get()?.id).toBe(8453))
  })

  test('disconnect in the modal disconnects wagmi', async () => {
    const { config, engine, connectorId } = setupWagmi()
    await connect(engine, { connectorId })
    await disconnect(engine)
    expect(getAccount(config).status).toBe('disconnected')
    expect(engine.$account.get()?.status).toBe('disconnected')
  })
})

describe('what wagmi does shows in the modal', () => {
  test('a connection made with wagmi’s own connect becomes the modal’s connection', async () => {
    const { config, engine, connectorId, addresses } = setupWagmi()
    const events: string[] = []
    const { subscribeEvents } = await import('@gangway/core')
    subscribeEvents(engine, (e) => events.push(e.data.event))
    const connector = config.connectors.find((c) => c.id === connectorId)!
    await wagmiConnect(config, { connector, chainId: 8453 })
    await vi.waitFor(() => expect(engine.$account.get()?.status).toBe('connected'))
    expect(engine.$account.get()).toMatchObject({
      address: addresses[0],
      caipAddress: `eip155:8453:${addresses[0]}`,
    })
    expect(engine.$activeNetwork.get()?.id).toBe(8453)
    expect(events.filter((e) => e === 'CONNECT_SUCCESS')).toHaveLength(1)
    // No view opens: the app started it.
    expect(engine.$modal.get().open).toBe(false)
  })

  test('disconnect with wagmi’s own disconnect clears the modal', async () => {
    const { config, engine, connectorId } = setupWagmi()
    await connect(engine, { connectorId })
    await wagmiDisconnect(config)
    await vi.waitFor(() => expect(engine.$account.get()?.status).toBe('disconnected'))
    expect(engine.$account.get()?.address).toBeUndefined()
  })

  test('an account switched in the wallet shows in both', async () => {
    const { config, engine, connectorId, addresses, wallet } = setupWagmi({ accounts: [0, 1] })
    await connect(engine, { connectorId })
    wallet.control.emitAccountsChanged([addresses[1]!, addresses[0]!])
    await vi.waitFor(() => expect(getAccount(config).address).toBe(addresses[1]))
    await vi.waitFor(() => expect(engine.$account.get()?.address).toBe(addresses[1]))
  })
})

/** A started modal on wagmi with a remote wallet handed over (as a WalletConnect session is). */
function withRemoteWallet() {
  const setup = setupWagmi()
  const remote = remoteWallet()
  setup.adapter.addRemoteConnector!({
    id: 'walletConnect',
    name: 'Rainbow',
    type: 'EXTERNAL',
    chain: 'eip155',
    provider: remote.provider,
  })
  return { ...setup, ...remote }
}

describe('a remote wallet (a WalletConnect session, the email/social wallet)', () => {
  test('becomes a wagmi connector and connection; wagmi’s requests pass the modal’s gate', async () => {
    const { config, engine, address } = withRemoteWallet()
    // Not a wallet the visitor picks from the list.
    expect(engine.$connectors.get().map((c) => c.id)).not.toContain('walletConnect')
    await connect(engine, { connectorId: 'walletConnect' })
    expect(engine.$account.get()).toMatchObject({
      address,
      connectedWalletInfo: { name: 'Rainbow' },
    })
    const account = getAccount(config)
    expect(account).toMatchObject({ status: 'connected', address })
    expect(account.connector?.type).toBe(GANGWAY_CONNECTOR_TYPE)

    // wagmi's signMessage waits for the visitor in ApproveTransaction, then signs.
    const signed = signMessage(config, { message: 'gated' })
    await vi.waitFor(() => expect(engine.$pendingRequests.get()).toHaveLength(1))
    const pending = engine.$pendingRequests.get()[0]!
    expect(pending).toMatchObject({ method: 'personal_sign', connectorId: 'walletConnect' })
    approveRequest(internal(engine), pending.id)
    const signature = await signed
    expect(await verifyMessage({ address, message: 'gated', signature })).toBe(true)

    // A rejection there is wagmi's UserRejectedRequestError (code 4001).
    const rejected = signMessage(config, { message: 'no' })
    await vi.waitFor(() => expect(engine.$pendingRequests.get()).toHaveLength(1))
    rejectRequest(internal(engine), engine.$pendingRequests.get()[0]!.id)
    await expect(rejected).rejects.toMatchObject({ code: 4001 })
  })

  test('wagmi’s disconnect ends it in the modal, and ends the session in the wallet', async () => {
    const { config, engine, wallet } = withRemoteWallet()
    await connect(engine, { connectorId: 'walletConnect' })
    await wagmiDisconnect(config)
    await vi.waitFor(() => expect(engine.$account.get()?.status).toBe('disconnected'))
    // A WalletConnect session provider ends the session on this request.
    expect(wallet.control.requests().map((r) => r.method)).toContain('wallet_revokePermissions')
  })

  test('the modal’s disconnect ends the session in the wallet, once', async () => {
    const { config, engine, wallet } = withRemoteWallet()
    await connect(engine, { connectorId: 'walletConnect' })
    await disconnect(engine)
    expect(getAccount(config).status).toBe('disconnected')
    const revokes = wallet.control.requests().filter((r) => r.method === 'wallet_revokePermissions')
    expect(revokes).toHaveLength(1)
  })
})

describe('bad input', () => {
  test('something else than a wagmi config is a ConfigError that says what was expected', () => {
    expect(() => wagmiAdapter({ chains: [] } as never)).toThrow(ConfigError)
    expect(() => wagmiAdapter({ chains: [] } as never)).toThrow(
      'wagmiAdapter: expected your wagmi config, the value of createConfig({ chains, transports }), received an object with keys chains',
    )
  })

  test('an unknown option gets a did-you-mean', () => {
    const { config } = setupWagmi()
    expect(() => wagmiAdapter(config, { ensCache: 1 } as never)).toThrow(/ensCache.*ensCacheMs/s)
  })

  test('a modal network that is not one of wagmi’s chains is named', async () => {
    const { config } = setupWagmi()
    const { createEngine, memoryBackend } = await import('@gangway/core')
    const { optimism } = await import('@gangway/core/networks')
    const engine = createEngine(
      { projectId: 'x', networks: [optimism], adapters: [wagmiAdapter(config)] },
      { storage: memoryBackend() },
    )
    const adapter = engine.adapters.get('eip155')!
    const { createTestContext } = await import('@gangway/testkit')
    expect(() => adapter.setup(createTestContext({ networks: [optimism] }).ctx)).toThrow(
      /eip155:10 \(OP Mainnet\) is not one of your wagmi config's chains/,
    )
  })

  test('a rejection of connect in the wallet is UserRejectedRequestError', async () => {
    const { engine, connectorId, wallet } = setupWagmi()
    wallet.control.rejectNext()
    await expect(connect(engine, { connectorId })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
