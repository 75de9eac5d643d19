import { createTestContext } from '@gangway/testkit'
import { afterEach, describe, expect, test } from 'vitest'
import { createEvmAdapter } from '../evmAdapter.js'
import type { Eip1193Provider } from '../types.js'

// Discovery only looks at providers, never calls them: plain objects stand in for wallets here.
const provider = (flags: Record<string, unknown> = {}): Eip1193Provider => ({
  request: async () => null,
  ...flags,
})
const icon = 'data:image/svg+xml;base64,PHN2Zy8+'

type Info = { uuid?: unknown; name?: unknown; icon?: unknown; rdns?: unknown }
/** Announces like an EIP-6963 wallet: now and on every later request. */
function announce(info: Info, p: Eip1193Provider = provider()) {
  const send = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: p }) }),
    )
  send()
  window.addEventListener('eip6963:requestProvider', send)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', send))
  return p
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn()
  delete (window as { ethereum?: unknown }).ethereum
})

function start(options: { isMobile?: boolean; excludeWallets?: string[] } = {}) {
  const test = createTestContext({ networks: [], ...options })
  const adapter = createEvmAdapter()
  cleanups.push(adapter.setup(test.ctx))
  return { ...test, adapter, names: () => test.connectors().map((c) => c.name) }
}

describe('EIP-6963 discovery', () => {
  test('wallets that announced before setup answer the request and are listed', () => {
    announce({ uuid: '1', name: 'Rabby Wallet', icon, rdns: 'io.rabby' })
    const { connectors } = start()
    expect(connectors()).toEqual([
      expect.objectContaining({
        id: 'io.rabby',
        name: 'Rabby Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: icon,
        info: { rdns: 'io.rabby' },
      }),
    ])
  })

  test('wallets announcing after setup are added, each change reported', () => {
    const { names, connectorLists } = start()
    const before = connectorLists.length
    announce({ uuid: '1', name: 'Rabby Wallet', icon, rdns: 'io.rabby' })
    announce({ uuid: '2', name: 'Zerion', icon: 'https://zerion.io/i.png', rdns: 'io.zerion' })
    expect(names()).toEqual(['Rabby Wallet', 'Zerion'])
    expect(connectorLists.length).toBe(before + 2)
  })

  test('a second announcement with the same rdns is a duplicate', () => {
    announce({ uuid: '1', name: 'Rabby Wallet', icon, rdns: 'io.rabby' })
    announce({ uuid: '9', name: 'Rabby Clone', icon, rdns: 'io.rabby' })
    expect(start().names()).toEqual(['Rabby Wallet'])
  })

  test("'Trust Wallet' is shown as 'Trust'", () => {
    announce({ uuid: '1', name: 'Trust Wallet', icon, rdns: 'com.trustwallet.app' })
    expect(start().names()).toEqual(['Trust'])
  })

  test('excluded wallets are hidden, by rdns or case-insensitive name', () => {
    announce({ uuid: '1', name: 'Rabby Wallet', icon, rdns: 'io.rabby' })
    announce({ uuid: '2', name: 'Zerion', icon, rdns: 'io.zerion' })
    announce({ uuid: '3', name: 'Phantom', icon, rdns: 'app.phantom' })
    expect(start({ excludeWallets: ['IO.RABBY', 'zerion'] }).names()).toEqual(['Phantom'])
  })

  test('an icon that is neither data:image nor https is dropped, the wallet kept', () => {
    announce({ uuid: '1', name: 'Evil', icon: 'javascript:alert(1)', rdns: 'com.evil' })
    announce({ uuid: '2', name: 'Plain', icon: 'http://plain.example/i.png', rdns: 'com.plain' })
    const { connectors } = start()
    expect(connectors().map((c) => [c.name, c.imageUrl])).toEqual([
      ['Evil', undefined],
      ['Plain', undefined],
    ])
  })

  test('announcements with invalid info or no provider are ignored', () => {
    announce({ uuid: '1', name: 42, icon, rdns: 'com.a' })
    announce({ uuid: '2', name: 'No rdns', icon })
    announce({ uuid: '3', name: 'Bad provider', icon, rdns: 'com.c' }, {} as Eip1193Provider)
    expect(start().names()).toEqual([])
  })
})

describe('legacy window.ethereum', () => {
  test('an injected wallet is named from its flags', () => {
    ;(window as { ethereum?: unknown }).ethereum = provider({ isMetaMask: true, isRabby: true })
    expect(start().connectors()).toEqual([
      expect.objectContaining({ id: 'injected', name: 'Rabby Wallet', type: 'INJECTED' }),
    ])
  })

  test("a wallet injected late (< INJECTED_WALLET_WAIT_MS) is found; 'Browser Wallet' is shown on mobile", async () => {
    const { names, adapter } = start({ isMobile: true })
    expect(names()).toEqual([])
    setTimeout(() => {
      ;(window as { ethereum?: unknown }).ethereum = provider()
    }, 400)
    await adapter._internal.findConnector('injected')
    expect(names()).toEqual(['Browser Wallet'])
  })

  test('a wallet that fires ethereum#initialized is found at once', async () => {
    const { names } = start()
    ;(window as { ethereum?: unknown }).ethereum = provider({ isCoinbaseWallet: true })
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(names()).toEqual(['Coinbase Wallet'])
  })

  test("the generic 'Browser Wallet' is hidden on desktop", () => {
    ;(window as { ethereum?: unknown }).ethereum = provider()
    expect(start({ isMobile: false }).names()).toEqual([])
  })

  test('a legacy provider that also announced itself is listed once, as announced', () => {
    const p = announce({ uuid: '1', name: 'MetaMask', icon, rdns: 'io.metamask' })
    ;(window as { ethereum?: unknown }).ethereum = p
    expect(
      start()
        .connectors()
        .map((c) => c.id),
    ).toEqual(['io.metamask'])
  })

  test('no wallet at all: nothing listed, lookups fail after the wait', async () => {
    const { names, adapter } = start({ isMobile: true })
    const started = Date.now()
    await expect(adapter._internal.findConnector('injected')).rejects.toThrow('Provider not found.')
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(names()).toEqual([])
  })
})
