import { createTestContext } from '@gangway/testkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INJECTED_WALLET_WAIT_MS } from '../constants/constants.js'
import {
  ChainNotSupportedError,
  NamespaceNotConfiguredError,
  NoActiveAddressError,
  ProviderNotFoundError,
} from '../errors/catalogue.js'
import { bitcoin } from '../networks/bitcoin.js'
import { bitcoinTestnet } from '../networks/bitcoinTestnet.js'
import type { Connector, Network } from '../types.js'
import {
  createWalletConnections,
  type WalletChange,
  type WalletHandle,
} from './walletConnections.js'

type Handle = WalletHandle<string> & { emit(change: WalletChange<string>): void; stopped: number }
type TestConnector = Connector & { provider: Handle }

function handle(features: string[] = ['x:sign'], disconnect = async () => {}): Handle {
  const listeners = new Set<(change: WalletChange<string>) => void>()
  const h: Handle = {
    stopped: 0,
    features: () => features,
    disconnect,
    onChange(listener) {
      listeners.add(listener)
      return () => {
        h.stopped++
        listeners.delete(listener)
      }
    },
    emit: (change) => {
      for (const l of [...listeners]) l(change)
    },
  }
  return h
}

const connector = (id: string, provider = handle()): TestConnector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'bip122',
  provider,
})

/** A toolkit over a test context: accounts are addresses, a change reports its accounts as is. */
function setup(networks: Network[] = [bitcoin]) {
  const test = createTestContext({ networks })
  const slot = { ctx: undefined as never, requestCount: 0 } as {
    ctx: typeof test.ctx | undefined
    requestCount: number
  }
  let report: (list: TestConnector[]) => void = () => {}
  const wallets = createWalletConnections<TestConnector, string>({
    namespace: 'bip122',
    slot,
    toEntries: (accounts) => accounts.map((address) => ({ address, type: 'payment' })),
    onChange: (_connection, change) => (change.accounts ? [...change.accounts] : undefined),
  })
  const stopped = { discovery: 0 }
  const teardown = wallets.setup(test.ctx, (onList) => {
    report = onList
    return { stop: () => stopped.discovery++ }
  })
  return { ...test, slot, wallets, list: (l: TestConnector[]) => report(l), teardown, stopped }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletConnections (the Solana and Bitcoin adapters’ bookkeeping)', () => {
  it('finds a wallet that registers after the lookup started, within INJECTED_WALLET_WAIT_MS', async () => {
    const { wallets, list } = setup()
    const late = connector('wallet-standard:Late')
    const found = wallets.find(late.id)
    list([late])
    await expect(found).resolves.toBe(late)
  })

  it('a wallet that never registers is ProviderNotFoundError after the wait, never a hung promise', async () => {
    vi.useFakeTimers()
    const { wallets } = setup()
    const found = wallets.find('wallet-standard:Nobody').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(INJECTED_WALLET_WAIT_MS)
    expect(await found).toBeInstanceOf(ProviderNotFoundError)
  })

  it('connects with the granted accounts, reports changes, and a wallet with no account left disconnects', async () => {
    const { wallets, list, events } = setup()
    const wallet = connector('w')
    list([wallet])
    const result = await wallets.open('w', bitcoin, async () => ['a1', 'a2'])
    expect(result).toEqual({
      accounts: [
        { address: 'a1', type: 'payment' },
        { address: 'a2', type: 'payment' },
      ],
      chainId: bitcoin.id,
    })
    wallet.provider.emit({ accounts: ['a2'] })
    expect(wallets.accounts('w')).toEqual(['a2'])
    wallet.provider.emit({ features: true })
    wallet.provider.emit({ accounts: [] })
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: 'w', accounts: [{ address: 'a2', type: 'payment' }] },
      { type: 'disconnect', connectorId: 'w' },
    ])
    expect(wallets.accounts('w')).toEqual([])
    expect(wallet.provider.stopped).toBe(1)
  })

  it('a wallet that grants no account is NoActiveAddressError, and nothing is watched', async () => {
    const { wallets, list } = setup()
    const wallet = connector('w')
    list([wallet])
    await expect(wallets.open('w', bitcoin, async () => [])).rejects.toBeInstanceOf(
      NoActiveAddressError,
    )
    expect(wallets.accounts('w')).toEqual([])
  })

  it('a connected wallet that leaves the page is a disconnect; teardown stops discovery and every connection', async () => {
    const { wallets, list, events, teardown, stopped, slot } = setup()
    const [a, b] = [connector('a'), connector('b')]
    list([a, b])
    await wallets.open('a', bitcoin, async () => ['a1'])
    await wallets.open('b', bitcoin, async () => ['b1'])
    list([b])
    expect(events).toEqual([{ type: 'disconnect', connectorId: 'a' }])
    teardown()
    expect([stopped.discovery, a.provider.stopped, b.provider.stopped]).toEqual([1, 1, 1])
    expect(slot.ctx).toBeUndefined()
    await expect(wallets.open('b', bitcoin, async () => ['b1'])).rejects.toBeInstanceOf(
      NamespaceNotConfiguredError,
    )
  })

  it('disconnect forgets the connection first; a wallet that fails to disconnect is only logged', async () => {
    const { wallets, list, logs } = setup()
    const wallet = connector(
      'w',
      handle([], async () => {
        throw new Error('wallet gone')
      }),
    )
    list([wallet])
    await wallets.open('w', bitcoin, async () => ['a1'])
    await expect(wallets.disconnect('w')).resolves.toBeUndefined()
    expect(wallets.accounts('w')).toEqual([])
    expect(logs).toEqual([{ level: 'warn', message: 'bip122: wallet disconnect failed' }])
  })

  it('offers a feature while nothing is connected, then as the connected wallet has it', async () => {
    const { wallets, list } = setup()
    list([connector('w', handle(['x:sign']))])
    expect(wallets.offers('x:send')).toBe(true)
    await wallets.open('w', bitcoin, async () => ['a1'])
    expect(wallets.offers('x:send')).toBe(false)
    expect(wallets.offers('x:send', 'x:sign')).toBe(true)
  })

  it('setAccounts makes another account active and reports it', async () => {
    const { wallets, list, events } = setup()
    list([connector('w')])
    await wallets.open('w', bitcoin, async () => ['a1', 'a2'])
    wallets.setAccounts('w', ['a2', 'a1'])
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId: 'w',
      accounts: [
        { address: 'a2', type: 'payment' },
        { address: 'a1', type: 'payment' },
      ],
    })
    expect(() => wallets.setAccounts('gone', ['a1'])).toThrow(NoActiveAddressError)
  })

  describe('remote sessions (WalletConnect)', () => {
    const session = (chains: string[]) => ({
      toWallet: vi.fn(
        (info: { name: string; icon: string | undefined; activeChain(): string | undefined }) => ({
          ...handle(),
          chains: () => chains,
          info,
        }),
      ),
    })
    const remote = (provider: unknown) => ({
      id: 'wc',
      name: 'Remote',
      type: 'EXTERNAL' as const,
      chain: 'bip122' as const,
      provider,
    })

    it('a session connects on a configured network it grants, and names its wallet', async () => {
      const { wallets } = setup([bitcoin, bitcoinTestnet])
      const provider = session([bitcoinTestnet.caipNetworkId])
      wallets.addRemote({ ...remote(provider), imageUrl: 'https://wallet.example/icon.png' })
      expect(provider.toWallet.mock.calls[0]![0].activeChain()).toBe(bitcoin.caipNetworkId)
      await expect(wallets.open('wc', bitcoin, async () => ['a1'])).resolves.toEqual({
        accounts: [{ address: 'a1', type: 'payment' }],
        chainId: bitcoinTestnet.id,
        wallet: { name: 'Remote', type: 'EXTERNAL', icon: 'https://wallet.example/icon.png' },
      })
    })

    it('a session that grants no configured network is ChainNotSupportedError', async () => {
      const { wallets } = setup([bitcoin])
      wallets.addRemote(remote(session(['bip122:000000000933ea01ad0ee984209779ba'])))
      await expect(wallets.open('wc', bitcoin, async () => ['a1'])).rejects.toBeInstanceOf(
        ChainNotSupportedError,
      )
    })

    it('a later session of the same id replaces the earlier; the removal forgets it; a provider without toWallet is refused', async () => {
      vi.useFakeTimers()
      const { wallets } = setup()
      wallets.addRemote(remote(session([bitcoin.caipNetworkId])))
      const remove = wallets.addRemote(remote(session([bitcoin.caipNetworkId])))
      expect((await wallets.find('wc')).name).toBe('Remote')
      remove()
      const found = wallets.find('wc').catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(INJECTED_WALLET_WAIT_MS)
      expect(await found).toBeInstanceOf(ProviderNotFoundError)
      expect(() => wallets.addRemote(remote({}))).toThrow(ProviderNotFoundError)
    })

    it('a remote session is never read as a wallet that left the page', async () => {
      const { wallets, list, events } = setup()
      wallets.addRemote(remote(session([bitcoin.caipNetworkId])))
      await wallets.open('wc', bitcoin, async () => ['a1'])
      list([])
      expect(events).toEqual([])
    })
  })
})
