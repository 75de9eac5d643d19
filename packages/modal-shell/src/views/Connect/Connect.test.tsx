import {
  type StartServiceEmulatorReturnType,
  startServiceEmulator,
  walletFixtureIds,
} from '@gangway/devstack'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Feature, STORAGE_KEYS } from '../../internal/core.js'
import { external, METAMASK, renderModal } from '../../test/fixtures.js'

/** What the auth feature would register to fill the email slot of Connect. */
const EmailSlot = () => <input data-testid="gw-email-input" aria-label="Email" />
const emailFeature: Feature = {
  id: 'email',
  provides: { connectSlots: [{ id: 'email', label: 'Email' }] },
  load: async () => ({ register: (ctx) => ctx.connectSlots.add('email', EmailSlot) }),
}

let service: StartServiceEmulatorReturnType
beforeAll(async () => {
  service = await startServiceEmulator({ dataApi: false })
})
afterEach(async () => {
  await waitFor(() => expect(service.requests().every((r) => r.status !== 0)).toBe(true))
  service.reset()
})
afterAll(() => service.stop())

/** Opens Connect over the service emulator; by default the wallet list answers 503 (no recommended). */
const open = async (
  options: Parameters<typeof renderModal>[0] = {},
  before?: (made: ReturnType<typeof renderModal>) => void,
) => {
  const rendered = renderModal({
    services: service.urls,
    analytics: false,
    logLevel: 'silent',
    ...options,
  })
  before?.(rendered)
  act(() => rendered.modal.open())
  await screen.findByTestId('gw-view-Connect')
  return rendered
}
const recommendedShown = () =>
  waitFor(() =>
    expect(screen.getByTestId(`gw-wallet-${walletFixtureIds.remoteWallet}`)).toBeTruthy(),
  )
const walletIds = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((b) => b.dataset.testid)

describe('Connect', () => {
  it('lists the installed wallet first, marked Installed, then up to 4 recommended, then All wallets', async () => {
    await open({ connectors: [1, 2, 3, 4, 5, 6].map(external).concat(METAMASK) })
    expect(walletIds()).toEqual([
      'gw-wallet-io.metamask',
      'gw-wallet-wallet-1',
      'gw-wallet-wallet-2',
      'gw-wallet-wallet-3',
      'gw-wallet-wallet-4',
      'gw-wallet-all',
    ])
    const metamask = screen.getByTestId('gw-wallet-io.metamask')
    expect(metamask.tagName).toBe('BUTTON')
    expect(metamask.textContent).toBe('MetaMaskInstalled')
    // The icon is decorative: the visible name names the button, read once by screen readers.
    const icon = metamask.querySelector('img')!
    expect(icon.getAttribute('src')).toBe(METAMASK.imageUrl)
    expect(icon.getAttribute('alt')).toBe('')
    expect(within(metamask).queryByRole('img')).toBeNull()
    expect(screen.queryByText('No wallet found in this browser')).toBeNull()
    expect(screen.getByTestId('gw-wallet-all').hasAttribute('data-primary')).toBe(false)
  })

  it('with no wallet at all, explains and highlights All wallets (no made-up wallets)', async () => {
    service.setSwitch('walletList', 'unavailable')
    await open({ connectors: [] })
    expect(walletIds()).toEqual(['gw-wallet-all'])
    expect(screen.getByText('No wallet found in this browser')).toBeTruthy()
    expect(
      screen.getByText(/Install one and reload this page, or browse all wallets\./),
    ).toBeTruthy()
    expect(screen.getByTestId('gw-wallet-all').hasAttribute('data-primary')).toBe(true)
  })

  it('with no wallet and All wallets turned off, explains without pointing to it', async () => {
    await open({ connectors: [], allWallets: false })
    expect(screen.queryByTestId('gw-wallet-all')).toBeNull()
    expect(screen.getByText(/Install one and reload this page\.$/)).toBeTruthy()
  })

  it('leaves out All wallets when the host turns it off, and email/social without the auth feature', async () => {
    await open({ allWallets: false, connectors: [METAMASK] })
    expect(walletIds()).toEqual(['gw-wallet-io.metamask'])
    expect(screen.queryByTestId('gw-email-input')).toBeNull()
  })

  it('puts wallets after the email slot when no wallet is installed', async () => {
    await open({ features: { email: emailFeature }, connectors: [external(1)] })
    const input = await screen.findByTestId('gw-email-input')
    const wallet = screen.getByTestId('gw-wallet-wallet-1')
    expect(input.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('puts an installed wallet before the email slot', async () => {
    await open({ features: { email: emailFeature }, connectors: [METAMASK] })
    const input = await screen.findByTestId('gw-email-input')
    const wallet = screen.getByTestId('gw-wallet-io.metamask')
    expect(wallet.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('renders an untrusted wallet name as text and drops an unsafe icon URL', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">'
    await open({
      connectors: [
        {
          id: 'evil',
          name: evil,
          type: 'ANNOUNCED',
          chain: 'eip155',
          imageUrl: 'javascript:alert(1)',
        },
      ],
    })
    const entry = screen.getByTestId('gw-wallet-evil')
    expect(entry.textContent).toContain(evil)
    expect(entry.querySelector('img')).toBeNull()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    // The button is named by the name as text; the placeholder letter is hidden from readers.
    expect(entry.querySelector('.gw-ph')!.getAttribute('aria-hidden')).toBe('true')
    expect(within(entry).queryByRole('img')).toBeNull()
  })

  it('shows a placeholder when a wallet icon fails to load', async () => {
    await open({ connectors: [{ ...METAMASK, imageUrl: 'https://example.invalid/icon.png' }] })
    const entry = screen.getByTestId('gw-wallet-io.metamask')
    fireEvent.error(entry.querySelector('img')!)
    expect(entry.querySelector('img')).toBeNull()
    const placeholder = entry.querySelector('.gw-ph')!
    expect(placeholder.getAttribute('data-letter')).toBe('M')
    // Generated content, not a text node: it adds nothing to a label-in-name check.
    expect(placeholder.textContent).toBe('')
    expect(placeholder.getAttribute('aria-hidden')).toBe('true')
  })

  it('picking a wallet opens ConnectingExternal for it', async () => {
    const { fake } = await open({ connectors: [METAMASK] })
    fireEvent.click(screen.getByTestId('gw-wallet-io.metamask'))
    // The 150 ms view transition and a loaded CI machine: allow more than findBy's default 1 s.
    expect(
      await screen.findByTestId('gw-view-ConnectingExternal', {}, { timeout: 5000 }),
    ).toBeTruthy()
    await waitFor(() => expect(fake.instance.connect).toHaveBeenCalled())
    expect(fake.instance.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'io.metamask' }),
    )
  })

  it('fills the recommended slots from the wallet-list service, after the installed wallets, never twice', async () => {
    await open({ connectors: [METAMASK] })
    await recommendedShown()
    // MetaMask is installed (EIP-6963): not recommended again; 'Trust Wallet' shows as 'Trust'.
    expect(walletIds()).toEqual([
      'gw-wallet-io.metamask',
      `gw-wallet-${walletFixtureIds.trustWallet}`,
      `gw-wallet-${walletFixtureIds.remoteWallet}`,
      `gw-wallet-${walletFixtureIds.testWallet}`,
      expect.stringMatching(/^gw-wallet-/),
      'gw-wallet-all',
    ])
    expect(
      within(screen.getByTestId(`gw-wallet-${walletFixtureIds.trustWallet}`)).getByText('Trust')
        .tagName,
    ).toBe('BDI')
    // The all-wallets list's first page is asked only when the visitor points at (or focuses)
    // the All-wallets entry; then the entry shows the service's count.
    await new Promise((resolve) => setTimeout(resolve, 400))
    const pageRequests = () =>
      service
        .requests('walletList')
        .filter((r) => r.path === '/getWallets' && r.query.entries === '40')
    expect(pageRequests()).toHaveLength(0)
    expect(screen.getByTestId('gw-wallet-all').textContent).not.toMatch(/\d/)
    fireEvent.pointerEnter(screen.getByTestId('gw-wallet-all'))
    fireEvent.focus(screen.getByTestId('gw-wallet-all'))
    await waitFor(() => expect(screen.getByTestId('gw-wallet-all').textContent).toMatch(/\d+0\+$/))
    expect(pageRequests()).toHaveLength(1)
    expect(pageRequests()[0]!.query).toMatchObject({ page: '1', chains: 'eip155:1,eip155:8453' })
  })

  it('puts the featured wallets first among the recommended', async () => {
    await open({ connectors: [], featuredWalletIds: [walletFixtureIds.xssName] })
    await recommendedShown()
    expect(walletIds()[0]).toBe(`gw-wallet-${walletFixtureIds.xssName}`)
    expect(walletIds()).toHaveLength(5)
  })

  it('shows the recent wallets first (at most 2), installed or not', async () => {
    await open({ connectors: [external(1), METAMASK] }, ({ engine }) => {
      engine.storage.set(STORAGE_KEYS.recentWallets, [
        { id: walletFixtureIds.remoteWallet, name: 'Gangway Remote Wallet' },
        { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
      ])
    })
    expect(walletIds().slice(0, 3)).toEqual([
      `gw-wallet-${walletFixtureIds.remoteWallet}`,
      'gw-wallet-io.metamask',
      'gw-wallet-wallet-1',
    ])
    expect(screen.getByTestId('gw-wallet-io.metamask').textContent).toBe('MetaMaskRecent')
    await waitFor(() =>
      expect(walletIds().filter((id) => id?.endsWith(walletFixtureIds.remoteWallet))).toHaveLength(
        1,
      ),
    )
  })

  it('picking a recommended wallet opens WalletConnect with it', async () => {
    const { engine } = await open({ connectors: [] })
    await recommendedShown()
    fireEvent.click(screen.getByTestId(`gw-wallet-${walletFixtureIds.remoteWallet}`))
    expect(engine.$router.get().view).toBe('ConnectingWalletConnect')
    expect(engine.$router.get().data?.wallet).toMatchObject({ id: walletFixtureIds.remoteWallet })
  })
})
