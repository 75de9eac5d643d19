import {
  destroy,
  disconnect,
  EngineDestroyedError,
  getProvider,
  loadWalletConnect,
  RequestAbortedError,
  UserRejectedRequestError,
} from '@gangway/core'
import { STORAGE_KEYS } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { type RemoteWallet, type StartRelayReturnType, testAccounts } from '@gangway/devstack'
import { approveNext, connectRemote, pairWith } from '@gangway/testkit'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { eip155Namespace } from '../../test/eip155Namespace.js'
import { REMOTE, useRemoteWallet } from '../../test/remoteWallet.js'
import { account, rpcUrl, setupEngine, stored } from '../../test/setupEngine.js'
import { createClient } from './createClient.js'

let relay: StartRelayReturnType
let wallet: RemoteWallet
const outside = useRemoteWallet((started) => ({ relay, wallet } = started))

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }
const providerOf = (engine: ReturnType<typeof setupEngine>['engine']) =>
  getProvider(engine, 'eip155') as Provider

describe('connect (a remote wallet over a WalletConnect pairing)', () => {
  it('pairs, and on approval the engine’s eip155 account is the remote wallet’s', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    const client = await loadWalletConnect(engine)
    const states: string[] = []
    client.$state.listen((s) => states.push(s.status))
    const { uri, connected } = await pairWith(client, wallet)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await connected

    expect(account(engine)).toMatchObject({
      status: 'connected',
      address: REMOTE,
      caipAddress: `eip155:1:${REMOTE}`,
      connectedWalletInfo: { name: 'Gangway Remote Wallet', type: 'EXTERNAL' },
    })
    expect(account(engine)?.connectedWalletInfo?.icon).toMatch(/^data:image\/svg\+xml/)
    expect(engine.$connections.get().eip155?.connectorId).toBe('walletConnect')
    expect(client.$state.get()).toMatchObject({
      status: 'connected',
      wcError: false,
      wcUri: undefined,
      recentWallet: { id: 'walletConnect', name: 'Gangway Remote Wallet' },
    })
    expect(states).toEqual(
      expect.arrayContaining(['pairing', 'waiting', 'connecting', 'connected']),
    )
    // Not an installed wallet: the connector list stays as the adapters reported it.
    expect(engine.$connectors.get().map((c) => c.id)).not.toContain('walletConnect')
    expect(engine.storage.get(STORAGE_KEYS.recentWallets)?.[0]).toMatchObject({
      id: 'walletConnect',
      name: 'Gangway Remote Wallet',
    })
    expect(engine.storage.get(STORAGE_KEYS.connectorId('eip155'))).toBe('walletConnect')
  })

  it('asks for the configured networks with the EVM methods and events', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    wallet.setMode({ proposals: 'manual' })
    let proposal: { optionalNamespaces?: unknown; proposer: { metadata: { name: string } } }
    try {
      const { connected } = await pairWith(await loadWalletConnect(engine), wallet)
      const pending = await vi.waitFor(() => {
        const found = wallet.proposals.find((p) => p.status === 'pending')
        if (!found) throw new Error('no proposal yet')
        return found
      })
      proposal = Object.values(wallet.walletKit.getPendingSessionProposals()).find(
        (p) => p.id === pending.id,
      )!
      await wallet.approve(pending.id)
      await connected
    } finally {
      wallet.setMode({ proposals: 'approve' })
    }
    expect(proposal.proposer.metadata.name).toBe('Gangway Test Host')
    expect(proposal.optionalNamespaces).toEqual(await eip155Namespace(['eip155:1', 'eip155:8453']))
  })

  it('records the wallet picked in the wallet list as the recent wallet', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    const client = await loadWalletConnect(engine)
    const picked = { id: 'rainbow-id', name: 'Rainbow', mobile_link: 'rainbow://' }
    const { connected } = await pairWith(client, wallet, { wallet: picked })
    await connected
    expect(client.$state.get().recentWallet).toEqual(picked)
    expect(engine.storage.get(STORAGE_KEYS.recentWallets)?.[0]).toMatchObject({
      id: 'rainbow-id',
      name: 'Rainbow',
    })
  })

  it('a rejection leaves the visitor disconnected with wcError, and retry gives a new URI', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    const client = await loadWalletConnect(engine)
    wallet.setMode({ proposals: 'reject' })
    let first: string
    try {
      const attempt = await pairWith(client, wallet)
      first = attempt.uri
      await expect(attempt.connected).rejects.toBeInstanceOf(UserRejectedRequestError)
    } finally {
      wallet.setMode({ proposals: 'approve' })
    }
    expect(client.$state.get()).toMatchObject({ status: 'rejected', wcError: true })
    expect(account(engine)?.status).toBe('disconnected')
    expect(engine.$connections.get().eip155?.connectorId).toBeUndefined()

    const retry = await pairWith(client, wallet)
    expect(retry.uri).not.toBe(first)
    await retry.connected
    expect(client.$state.get()).toMatchObject({ status: 'connected', wcError: false })
    expect(account(engine)?.address).toBe(REMOTE)
  })

  it('cancel() stops waiting: connect rejects with RequestAbortedError and the state is idle', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    const client = await loadWalletConnect(engine)
    const connecting = client.connect()
    await vi.waitFor(() => expect(client.$state.get().wcUri).toBeDefined())
    client.cancel()
    await expect(connecting).rejects.toBeInstanceOf(RequestAbortedError)
    expect(client.$state.get()).toMatchObject({ status: 'idle', wcUri: undefined, wcError: false })
  })

  it('destroy(engine) while a URI is shown: the attempt and its expiry timer end, the client is gone', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    const client = await loadWalletConnect(engine)
    const set = vi.spyOn(globalThis, 'setTimeout')
    const clear = vi.spyOn(globalThis, 'clearTimeout')
    onTestFinished(() => {
      set.mockRestore()
      clear.mockRestore()
    })
    const connecting = client.connect()
    await vi.waitFor(() => expect(client.$state.get().wcUri).toBeDefined())
    // The pairing-expiry timer of spec §9 (4 min less the 10 s margin).
    const expiry = set.mock.results[set.mock.calls.findIndex(([, ms]) => ms === 230_000)]?.value
    expect(expiry).toBeDefined()
    destroy(engine)
    await expect(connecting).rejects.toBeInstanceOf(RequestAbortedError)
    expect(clear).toHaveBeenCalledWith(expiry)
    expect(client.$state.get()).toMatchObject({ status: 'idle', wcUri: undefined })
    await expect(loadWalletConnect(engine)).rejects.toBeInstanceOf(EngineDestroyedError)
  })
})

describe('requests through the session (the EVM adapter’s provider)', () => {
  it('personal_sign: approved in ApproveTransaction, signed by the remote wallet', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    await connectRemote(engine, wallet)
    const message = 'Sign in to Gangway'
    const signing = providerOf(engine).request({
      method: 'personal_sign',
      params: [toHex(message), REMOTE],
    })
    await approveNext(engine)
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address: REMOTE, message, signature })).toBe(true)
    expect((await wallet.waitForRequest({ method: 'personal_sign' })).status).toBe('approved')
  })

  it('a request the wallet rejects is UserRejectedRequestError', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    await connectRemote(engine, wallet)
    wallet.setMode({ requests: 'reject' })
    try {
      const signing = providerOf(engine).request({
        method: 'personal_sign',
        params: [toHex('no'), REMOTE],
      })
      await approveNext(engine)
      await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    } finally {
      wallet.setMode({ requests: 'approve' })
    }
  })

  it('eth_sendTransaction is sent by the wallet and mined on the dev chain', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    await connectRemote(engine, wallet)
    const chain = createPublicClient({ transport: http(rpcUrl(1)) })
    const to = testAccounts[8]!.address
    const before = await chain.getBalance({ address: to })
    const sending = providerOf(engine).request({
      method: 'eth_sendTransaction',
      params: [{ from: REMOTE, to, value: toHex(parseEther('0.25')) }],
    })
    await approveNext(engine)
    const hash = (await sending) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(REMOTE.toLowerCase())
    expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
  })

  it('read-only requests go to the chain’s RPC, not to the wallet', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    await connectRemote(engine, wallet)
    const asked = wallet.requests.length
    const balance = await providerOf(engine).request({
      method: 'eth_getBalance',
      params: [REMOTE, 'latest'],
    })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
    expect(await providerOf(engine).request({ method: 'eth_chainId' })).toBe('0x1')
    expect(wallet.requests.length).toBe(asked)
  })

  it('wallet_switchEthereumChain to 8453: core’s active network becomes Base', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    await connectRemote(engine, wallet)
    await providerOf(engine).request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    await vi.waitFor(() => expect(engine.$activeNetwork.get()?.caipNetworkId).toBe('eip155:8453'))
    expect(account(engine)?.caipAddress).toBe(`eip155:8453:${REMOTE}`)
    expect(await providerOf(engine).request({ method: 'eth_chainId' })).toBe('0x2105')
    // The wallet followed (it supports the method).
    await vi.waitFor(() => expect(wallet.chainId).toBe(8453))
    await wallet.switchChain(1)
  })

  it('a chain change in the wallet moves the engine’s network', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    await connectRemote(engine, wallet)
    await wallet.switchChain(8453)
    try {
      await vi.waitFor(() => expect(engine.$activeNetwork.get()?.id).toBe(base.id))
    } finally {
      await wallet.switchChain(1)
    }
    await vi.waitFor(() => expect(engine.$activeNetwork.get()?.id).toBe(mainnet.id))
  })
})

describe('session end (spec §4: "clearing stored namespaces and pairings")', () => {
  it('the wallet disconnects: the engine is disconnected and the stored session and pairings are gone', async () => {
    const { engine, storage } = setupEngine({ relayUrl: relay.url })
    const client = await connectRemote(engine, wallet)
    expect(await stored(storage, 'session')).toHaveLength(1)
    expect(await stored(storage, 'pairing')).not.toHaveLength(0)
    const topic = wallet.sessions().at(-1)?.topic
    await wallet.disconnect(topic)

    await vi.waitFor(() => expect(account(engine)?.status).toBe('disconnected'))
    expect(engine.$connections.get().eip155?.connectorId).toBeUndefined()
    expect(engine.storage.get(STORAGE_KEYS.connectorId('eip155'))).toBeUndefined()
    expect(client.$state.get().status).toBe('idle')
    await vi.waitFor(async () => {
      expect(await stored(storage, 'session')).toEqual([])
      expect(await stored(storage, 'pairing')).toEqual([])
    })
  })

  it('the visitor disconnects: the wallet’s session ends too, storage cleared', async () => {
    const { engine, storage } = setupEngine({ relayUrl: relay.url })
    await connectRemote(engine, wallet)
    const topic = ((await stored(storage, 'session')) as { topic: string }[])[0]?.topic
    expect(wallet.sessions().map((s) => s.topic)).toContain(topic)

    await disconnect(engine)
    expect(account(engine)?.status).toBe('disconnected')
    await vi.waitFor(async () => {
      expect(await stored(storage, 'session')).toEqual([])
      expect(await stored(storage, 'pairing')).toEqual([])
    })
    await vi.waitFor(() => expect(wallet.sessions().map((s) => s.topic)).not.toContain(topic))
  })
})

describe('restore (sessions restored after a reload)', () => {
  it('a second engine on the same storages restores the session: connecting → connected, never disconnected', async () => {
    const first = setupEngine({ relayUrl: relay.url })
    await connectRemote(first.engine, wallet)
    first.stop()

    // The reload: a new engine on the same storages.
    const statuses: (string | undefined)[] = []
    const again = setupEngine({
      relayUrl: relay.url,
      backend: first.backend,
      storage: first.storage,
      beforeStart: (engine) => {
        engine.$accounts.listen((accounts) => {
          if (statuses.at(-1) !== accounts.eip155?.status) statuses.push(accounts.eip155?.status)
        })
      },
    })
    await again.stop.ready
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(account(again.engine)).toMatchObject({
      address: REMOTE,
      connectedWalletInfo: { name: 'Gangway Remote Wallet', type: 'EXTERNAL' },
    })
    const client = await loadWalletConnect(again.engine)
    expect(client.$state.get()).toMatchObject({ status: 'connected', buffering: false })

    // The restored session carries requests.
    const message = 'after the reload'
    const signing = providerOf(again.engine).request({
      method: 'personal_sign',
      params: [toHex(message), REMOTE],
    })
    await approveNext(again.engine)
    expect(
      await verifyMessage({ address: REMOTE, message, signature: (await signing) as Hex }),
    ).toBe(true)
  })

  it('a stored connection whose session is gone ends disconnected', async () => {
    const first = setupEngine({ relayUrl: relay.url })
    await connectRemote(first.engine, wallet)
    first.stop()
    // The wallet ended the session while the page was closed; WalletConnect's storage is empty.
    const again = setupEngine({ relayUrl: relay.url, backend: first.backend })
    await again.stop.ready
    expect(account(again.engine)?.status).toBe('disconnected')
    expect(again.engine.storage.get(STORAGE_KEYS.connectorId('eip155'))).toBeUndefined()
  })
})

describe('relay drops ("relay drops and reconnects recover the session")', () => {
  it('a reload while the relay is down still restores the session; requests wait for the relay', async () => {
    const first = setupEngine({ relayUrl: relay.url })
    await connectRemote(first.engine, wallet)
    first.stop()
    await relay.stop()
    try {
      const again = setupEngine({
        relayUrl: relay.url,
        backend: first.backend,
        storage: first.storage,
      })
      await again.stop.ready
      expect(account(again.engine)).toMatchObject({ status: 'connected', address: REMOTE })
      const message = 'relay came back'
      const signing = providerOf(again.engine).request({
        method: 'personal_sign',
        params: [toHex(message), REMOTE],
      })
      await approveNext(again.engine)
      const client = await loadWalletConnect(again.engine)
      // Known by the next heartbeat of the sign client (every 5 s) at the latest.
      await vi.waitFor(() => expect(client.$state.get().buffering).toBe(true), { timeout: 10_000 })
      await relay.start()
      expect(
        await verifyMessage({ address: REMOTE, message, signature: (await signing) as Hex }),
      ).toBe(true)
      await vi.waitFor(() => expect(client.$state.get().buffering).toBe(false))
    } finally {
      await relay.start()
    }
  })

  it('while the relay is down buffering is true; after the restart the next request succeeds', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    const client = await connectRemote(engine, wallet)
    const buffering: boolean[] = []
    client.$state.listen((s) => {
      if (buffering.at(-1) !== s.buffering) buffering.push(s.buffering)
    })
    await relay.restart({ downMs: 500 })
    const message = 'after the relay restart'
    const signing = providerOf(engine).request({
      method: 'personal_sign',
      params: [toHex(message), REMOTE],
    })
    await approveNext(engine)
    expect(
      await verifyMessage({ address: REMOTE, message, signature: (await signing) as Hex }),
    ).toBe(true)
    await vi.waitFor(() => expect(client.$state.get().buffering).toBe(false))
    expect(buffering).toEqual([true, false])
    expect(account(engine)?.status).toBe('connected')
  })
})

describe('pairing expiry (spec §9: "Pairing expiry 4 min, expired margin 10 s")', () => {
  it('an expiring URI is replaced without a click, and the new one connects', async () => {
    const { engine } = setupEngine({ relayUrl: relay.url })
    const timers: { run: () => void; ms: number; cancelled: boolean }[] = []
    let now = 1_000_000
    const client = createClient(
      engine,
      { relayUrl: relay.url },
      {
        now: () => now,
        setTimeout(run, ms) {
          const timer = { run, ms, cancelled: false }
          timers.push(timer)
          return () => {
            timer.cancelled = true
          }
        },
      },
    )
    const connecting = client.connect()
    connecting.catch(() => {})
    await vi.waitFor(() => expect(client.$state.get().wcUri).toBeDefined())
    const first = client.$state.get()
    expect(first.wcPairingExpiry).toBe(1_000_000 + 240_000)
    expect(timers.map((t) => t.ms)).toEqual([230_000])

    now += 230_000
    timers[0]!.run()
    await vi.waitFor(() => expect(client.$state.get().wcUri).not.toBe(first.wcUri))
    expect(client.$state.get()).toMatchObject({
      status: 'waiting',
      wcPairingExpiry: now + 240_000,
      wcError: false,
    })

    await wallet.pair(client.$state.get().wcUri!)
    await connecting
    expect(account(engine)?.address).toBe(REMOTE)
    expect(timers.at(-1)?.cancelled).toBe(true)
  })
})

describe('openWallet (only http(s) and app schemes are ever opened)', () => {
  it('opens the wallet’s link with the URI encoded and records it as wcLinking', async () => {
    const opened: [string, string][] = []
    const { engine } = setupEngine({
      relayUrl: relay.url,
      open: (href, target) => opened.push([href, target]),
    })
    const client = await loadWalletConnect(engine)
    client.connect().catch(() => {})
    onTestFinished(() => client.cancel())
    const uri = await vi.waitFor(() => {
      const current = client.$state.get().wcUri
      if (!current) throw new Error('no URI yet')
      return current
    })
    const wallet = {
      id: 'w',
      name: 'Wally',
      mobile_link: 'wally://',
      desktop_link: 'javascript:alert(1)//',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
    }
    const link = client.openWallet({ wallet, platform: 'mobile' })
    expect(link).toEqual({
      name: 'Wally',
      platform: 'mobile',
      href: `wally://wc?uri=${encodeURIComponent(uri)}`,
    })
    expect(client.$state.get().wcLinking).toEqual(link)
    expect(client.openWallet({ wallet, platform: 'desktop' })).toBeUndefined()
    expect(client.openWallet({ wallet, platform: 'web' })).toBeUndefined()
    expect(opened).toEqual([[`wally://wc?uri=${encodeURIComponent(uri)}`, '_self']])
  })
})

it('sent nothing outside 127.0.0.1', () => {
  expect(outside.hosts).toEqual([])
})
