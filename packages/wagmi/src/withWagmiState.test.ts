import { connect, createEngine, type InitialState, memoryBackend } from '@gangway/core'
import { base, mainnet } from '@gangway/core/networks'
import { cookieToInitialState, getAccount, hydrate, switchChain } from '@wagmi/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupWagmi } from '../test/setupWagmi.js'
import { wagmiAdapter } from './wagmiAdapter.js'
import { withWagmiState } from './withWagmiState.js'

const STALE: InitialState = {
  activeNamespace: 'solana',
  namespaces: {
    eip155: {
      networkId: 'eip155:1',
      connectorId: 'io.rabby',
      address: '0x2222222222222222222222222222222222222222',
    },
    solana: { networkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
  },
}

afterEach(() => {
  // wagmi's cookie, written by the connection of the test.
  for (const name of document.cookie.split('; ').map((c) => c.split('=')[0])) {
    // biome-ignore lint/suspicious/noDocumentCookie: wagmi's cookieStorage writes it this way
    document.cookie = `${name}=;max-age=-1;path=/`
  }
})

describe('withWagmiState: the server renders what wagmi and the modal both hydrate to', () => {
  test('the EVM part is wagmi’s cookie: connector, account and chain; the rest stays', async () => {
    const { config, engine, connectorId, addresses } = setupWagmi({
      cookies: true,
      beforeStart: (config) => void hydrate(config, { reconnectOnMount: true }).onMount(),
    })
    await connect(engine, { connectorId })
    await switchChain(config, { chainId: 8453 })
    // On the server: the request's Cookie header, read by wagmi's own cookieToInitialState.
    const wagmiState = cookieToInitialState(config, document.cookie)
    expect(wagmiState).toBeDefined()
    const state = withWagmiState(STALE, wagmiState)
    expect(state).toEqual({
      activeNamespace: 'solana',
      namespaces: {
        eip155: { networkId: 'eip155:8453', connectorId, address: addresses[0] },
        solana: STALE.namespaces.solana,
      },
    })

    // The modal's first render (before any wallet answers) shows the account wagmi hydrates to.
    const next = createEngine(
      {
        projectId: 'wagmi-test',
        networks: [mainnet, base],
        adapters: [wagmiAdapter(config)],
        initialState: state,
      },
      { storage: memoryBackend() },
    )
    expect(next.$account.get()).toMatchObject({ status: 'reconnecting', address: addresses[0] })
    expect(next.$activeNetwork.get()?.id).toBe(8453)
  })

  test('wagmi disconnected: no EVM connection, whatever Gangway’s cookie said', () => {
    expect(withWagmiState(STALE, { chainId: 8453, current: null, connections: new Map() })).toEqual(
      {
        activeNamespace: 'solana',
        namespaces: {
          eip155: { networkId: 'eip155:8453' },
          solana: STALE.namespaces.solana,
        },
      },
    )
    expect(withWagmiState({ namespaces: {} }, undefined)).toEqual({ namespaces: {} })
  })

  test('an unreadable wagmi state (a tampered cookie) leaves the EVM part disconnected', () => {
    const tampered = {
      current: 'x',
      connections: new Map([
        ['x', { accounts: ['<img src=x>'], chainId: 1, connector: { id: 'io.metamask' } }],
      ]),
    }
    expect(withWagmiState({ namespaces: {} }, tampered)).toEqual({
      namespaces: { eip155: { networkId: 'eip155:1' } },
    })
    expect(withWagmiState({ namespaces: {} }, { connections: 'no' } as never)).toEqual({
      namespaces: {},
    })
  })
})

describe('reload', () => {
  test('restores both, once: no prompt, no second CONNECT_SUCCESS, the same account in both', async () => {
    const mounted = (config: Parameters<typeof hydrate>[0]) =>
      void hydrate(config, { reconnectOnMount: true }).onMount()
    const first = setupWagmi({ cookies: true, beforeStart: mounted })
    await connect(first.engine, { connectorId: first.connectorId })
    await switchChain(first.config, { chainId: 8453 })
    first.stop()
    const prompts = () =>
      first.wallet.control
        .requests()
        .filter((r) => ['eth_requestAccounts', 'wallet_requestPermissions'].includes(r.method))
        .length
    expect(prompts()).toBe(1)

    // The page again: the server's state from the cookies, WagmiProvider's hydrate and reconnect.
    const wagmiState = cookieToInitialState(first.config, document.cookie)
    const { subscribeEvents } = await import('@gangway/core')
    const events: string[] = []
    const again = setupWagmi({
      cookies: true,
      reload: {
        wallet: first.wallet,
        backend: first.backend,
        initialState: withWagmiState({ namespaces: {} }, wagmiState),
      },
      beforeStart: (config) => {
        const { onMount } = hydrate(config, { initialState: wagmiState, reconnectOnMount: true })
        queueMicrotask(() => void onMount())
      },
    })
    subscribeEvents(again.engine, (e) => events.push(e.data.event))
    // What the server rendered, before any wallet answers.
    expect(again.engine.$account.get()).toMatchObject({
      status: 'reconnecting',
      address: first.addresses[0],
    })
    await vi.waitFor(() => expect(again.engine.$account.get()?.status).toBe('connected'))
    await vi.waitFor(() => expect(getAccount(again.config).status).toBe('connected'))
    expect(getAccount(again.config)).toMatchObject({ address: first.addresses[0], chainId: 8453 })
    expect(again.engine.$activeNetwork.get()?.id).toBe(8453)
    expect(events).not.toContain('CONNECT_SUCCESS')
    expect(prompts()).toBe(1)
  })
})

describe('reload without server rendering (wagmi reads its storage when the config is created)', () => {
  test('the stored connection is restored in both, once, with no prompt', async () => {
    const stored = new Map<string, string>()
    const wagmiStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    }
    const first = setupWagmi({ wagmiStorage })
    await connect(first.engine, { connectorId: first.connectorId })
    first.stop()
    const prompts = () =>
      first.wallet.control
        .requests()
        .filter((r) => ['eth_requestAccounts', 'wallet_requestPermissions'].includes(r.method))
        .length
    const { subscribeEvents } = await import('@gangway/core')
    const events: string[] = []
    let mount: (() => Promise<void>) | undefined
    const again = setupWagmi({
      wagmiStorage,
      reload: { wallet: first.wallet, backend: first.backend },
      beforeStart: (config) => {
        // wagmi remembers the wallet (recentConnectorId); its reconnect asks the wallet.
        expect(stored.get('wagmi.recentConnectorId')).toContain('dev.gangway.testwallet')
        mount = hydrate(config, { reconnectOnMount: true }).onMount
      },
    })
    subscribeEvents(again.engine, (e) => events.push(e.data.event))
    // WagmiProvider mounts after the modal started.
    await mount?.()
    await vi.waitFor(() => expect(again.engine.$account.get()?.status).toBe('connected'))
    await vi.waitFor(() => expect(getAccount(again.config).status).toBe('connected'))
    expect(getAccount(again.config).address).toBe(first.addresses[0])
    expect(again.engine.$account.get()?.address).toBe(first.addresses[0])
    expect(events).not.toContain('CONNECT_SUCCESS')
    expect(prompts()).toBe(1)
  })
})
