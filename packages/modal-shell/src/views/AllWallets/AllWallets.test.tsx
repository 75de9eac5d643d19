import {
  type StartServiceEmulatorReturnType,
  startServiceEmulator,
  walletFixtureIds,
} from '@gangway/devstack'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Connector, STORAGE_KEYS } from '../../internal/core.js'
import { external, METAMASK, renderModal } from '../../test/fixtures.js'

let service: StartServiceEmulatorReturnType
beforeAll(async () => {
  service = await startServiceEmulator({ dataApi: false })
})
afterEach(async () => {
  // Let image loads in flight end before the next test (and before the emulator stops).
  await waitFor(() => expect(service.requests().every((r) => r.status !== 0)).toBe(true), {
    timeout: 10_000,
  })
  service.reset()
})
afterAll(() => service.stop())

const TEST_WALLET: Connector = {
  id: 'dev.gangway.testwallet',
  name: 'Gangway Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.gangway.testwallet' },
}

async function openAllWallets(
  options: Parameters<typeof renderModal>[0] = {},
  before?: (made: ReturnType<typeof renderModal>) => void,
) {
  const made = renderModal({
    services: service.urls,
    analytics: false,
    logLevel: 'silent',
    ...options,
  })
  before?.(made)
  act(() => made.modal.open({ view: 'AllWallets' }))
  // The view's chunk loads, then its first page.
  await screen.findByTestId('gw-wallet-search', {}, { timeout: 5000 })
  await screen.findByTestId(`gw-wallet-${walletFixtureIds.remoteWallet}`, {}, { timeout: 5000 })
  return made
}
const grid = () => screen.getByRole('list', { name: 'Wallets' })
const tileIds = () =>
  within(grid())
    .queryAllByRole('button')
    .map((b) => b.dataset.testid?.replace('gw-wallet-', ''))
const nameOf = (id: string) =>
  screen.getByTestId(`gw-wallet-${id}`).querySelector('.gw-tile-name')?.textContent
const walletRequests = () => service.requests('walletList').filter((r) => r.path === '/getWallets')

/** Scrolls the grid to its end (happy-dom has no layout: the grid works with its 416 px fallback). */
function scrollToEnd() {
  const scroller = screen.getByTestId('gw-wallet-grid')
  const list = grid()
  scroller.scrollTop = Number.parseFloat(list.style.height)
  fireEvent.scroll(scroller)
}

describe('AllWallets', () => {
  it('lists the installed wallets first, then the service wallets page by page, names as text', async () => {
    await openAllWallets({ connectors: [TEST_WALLET, external(1)] })
    const ids = tileIds()
    expect(ids.slice(0, 3)).toEqual([
      'dev.gangway.testwallet',
      'wallet-1',
      walletFixtureIds.metaMask,
    ])
    const installed = within(grid()).getByTestId('gw-wallet-dev.gangway.testwallet')
    expect(installed.querySelector('.gw-tile-name')?.textContent).toBe('Gangway Test Wallet')
    expect(installed.querySelector('.gw-tile-tag')?.textContent).toBe('Installed')
    // The installed EIP-6963 wallet is not listed twice (the service also has it).
    expect(ids).not.toContain(walletFixtureIds.testWallet)
    // Spec §5: 'Trust Wallet' is shown as 'Trust'.
    expect(nameOf(walletFixtureIds.trustWallet)).toBe('Trust')
    // A name made of markup is text, never HTML.
    const xss = screen.getByTestId(`gw-wallet-${walletFixtureIds.xssName}`)
    expect(nameOf(walletFixtureIds.xssName)).toBe('<img src=x onerror=alert(1)>')
    expect(xss.querySelector('img[src="x"]')).toBeNull()
    // Spec §7 query: page 1 of 40, the configured chains.
    expect(walletRequests()[0]!.query).toMatchObject({
      page: '1',
      entries: '40',
      chains: 'eip155:1,eip155:8453',
    })
  })

  it('a tile’s name that ellipsizes keeps its full text in a title (German, Finnish: long names in narrow tiles)', async () => {
    await openAllWallets({ connectors: [TEST_WALLET] })
    const name = screen
      .getByTestId('gw-wallet-dev.gangway.testwallet')
      .querySelector('.gw-tile-name')
    expect(name?.getAttribute('title')).toBe('Gangway Test Wallet')
    const xss = screen.getByTestId(`gw-wallet-${walletFixtureIds.xssName}`)
    expect(xss.querySelector('.gw-tile-name')?.getAttribute('title')).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })

  it('renders only the rows in view, and loads every page once while scrolling to the end', {
    timeout: 30_000,
  }, async () => {
    await openAllWallets({ connectors: [] })
    const count = Number(
      (
        await (
          await fetch(
            `${service.urls.walletList}/getWallets?projectId=p&chains=eip155:1,eip155:8453&entries=1`,
          )
        ).json()
      ).count,
    )
    service.reset()
    const pages = Math.ceil(count / 40)
    for (let page = 2; page <= pages; page++) {
      scrollToEnd()
      await waitFor(() => expect(walletRequests()).toHaveLength(page - 1), { timeout: 5000 })
      await waitFor(() => expect(grid().getAttribute('aria-busy')).toBeNull(), { timeout: 5000 })
    }
    // At the end, scrolling asks for nothing more.
    scrollToEnd()
    await new Promise((r) => setTimeout(r, 50))
    await waitFor(() =>
      expect(walletRequests().map((r) => r.query.page)).toEqual(
        Array.from({ length: pages - 1 }, (_, i) => String(i + 2)),
      ),
    )
    // Far fewer tiles in the page than wallets loaded.
    const items = within(grid()).getAllByRole('listitem')
    expect(items.length).toBeLessThan(60)
    const last = items.at(-1)!
    expect(last.getAttribute('aria-setsize')).toBe(String(count))
    expect(last.getAttribute('aria-posinset')).toBe(String(count))
  })

  it('the search takes at most 128 characters (issue 36 §3 "hostile input")', async () => {
    await openAllWallets({ connectors: [METAMASK] })
    const search = screen.getByTestId<HTMLInputElement>('gw-wallet-search')
    expect(search.maxLength).toBe(128)
    fireEvent.change(search, { target: { value: 'w'.repeat(5000) } })
    expect(search.value).toBe('w'.repeat(128))
  })

  it('searches the trimmed text after the 300 ms minimum wait, with empty and error states', async () => {
    await openAllWallets({ connectors: [METAMASK] })
    const search = screen.getByTestId('gw-wallet-search')
    const started = performance.now()
    fireEvent.change(search, { target: { value: '  aurora ' } })
    expect(await screen.findByText('Searching…', { selector: 'p.gw-muted' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByText('Searching…', { selector: 'p.gw-muted' })).toBeNull(),
    )
    expect(performance.now() - started).toBeGreaterThanOrEqual(295)
    const names = within(grid())
      .getAllByRole('button')
      .map((b) => b.textContent?.toLowerCase())
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toContain('aurora')
    expect(walletRequests().at(-1)!.query).toMatchObject({ search: 'aurora', entries: '100' })
    // Installed wallets match by name too.
    fireEvent.change(search, { target: { value: 'metamask' } })
    await waitFor(() => expect(tileIds()).toEqual(['io.metamask']))
    fireEvent.change(search, { target: { value: 'zzzz-nothing' } })
    expect(await screen.findByText('No wallet found', { selector: 'p.gw-title' })).toBeTruthy()
    service.setSwitch('walletList', 'unavailable')
    fireEvent.change(search, { target: { value: 'nimbus' } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Wallet search failed')
    service.setSwitch('walletList', 'ok')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tileIds().length).toBeGreaterThan(0))
  })

  it('picking an installed wallet connects through its connector', async () => {
    const { engine } = await openAllWallets({ connectors: [TEST_WALLET] })
    fireEvent.click(screen.getByTestId('gw-wallet-dev.gangway.testwallet'))
    expect(engine.$router.get()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'dev.gangway.testwallet' },
    })
  })

  it('picking another wallet opens WalletConnect with that wallet and its links', async () => {
    const { engine } = await openAllWallets({ connectors: [TEST_WALLET] })
    fireEvent.click(screen.getByTestId(`gw-wallet-${walletFixtureIds.remoteWallet}`))
    expect(engine.$router.get().view).toBe('ConnectingWalletConnect')
    expect(engine.$router.get().data?.wallet).toMatchObject({
      id: walletFixtureIds.remoteWallet,
      name: 'Gangway Remote Wallet',
      mobile_link: 'gangwayremote://',
    })
  })

  it('shows the recent wallets first', async () => {
    await openAllWallets({ connectors: [external(1), TEST_WALLET] }, ({ engine }) => {
      engine.storage.set(STORAGE_KEYS.recentWallets, [
        { id: walletFixtureIds.trustWallet, name: 'Trust Wallet' },
        {
          id: 'dev.gangway.testwallet',
          name: 'Gangway Test Wallet',
          rdns: 'dev.gangway.testwallet',
        },
      ])
    })
    const ids = tileIds()
    expect(ids.slice(0, 3)).toEqual([
      walletFixtureIds.trustWallet,
      'dev.gangway.testwallet',
      'wallet-1',
    ])
    expect(nameOf(walletFixtureIds.trustWallet)).toBe('Trust')
    expect(
      screen.getByTestId(`gw-wallet-${walletFixtureIds.trustWallet}`).querySelector('.gw-tile-tag')
        ?.textContent,
    ).toBe('Recent')
    expect(ids.filter((id) => id === walletFixtureIds.trustWallet)).toHaveLength(1)
  })

  it('moves focus with the arrow keys, a row at a time with up and down, and Enter picks', async () => {
    const { engine } = await openAllWallets({ connectors: [] })
    const search = screen.getByTestId('gw-wallet-search')
    search.focus()
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    const first = screen.getByTestId(`gw-wallet-${walletFixtureIds.metaMask}`)
    expect(document.activeElement).toBe(first)
    expect(first.tabIndex).toBe(0)
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(
      screen.getByTestId(`gw-wallet-${walletFixtureIds.trustWallet}`),
    )
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    expect((document.activeElement as HTMLElement).dataset.index).toBe('5')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'End' })
    expect((document.activeElement as HTMLElement).dataset.index).toBe('39')
    fireEvent.click(document.activeElement!)
    expect(engine.$router.get().view).toBe('ConnectingWalletConnect')
  })

  it('shows a wallet image from a blob: URL once loaded', async () => {
    await openAllWallets({ connectors: [] })
    const tile = screen.getByTestId(`gw-wallet-${walletFixtureIds.metaMask}`)
    await waitFor(() => expect(tile.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/))
  })

  it('explains a failed first page and tries again', async () => {
    service.setSwitch('walletList', 'unavailable')
    renderModal({
      services: service.urls,
      analytics: false,
      logLevel: 'silent',
      connectors: [],
    }).modal.open({ view: 'AllWallets' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Wallets could not be loaded')
    service.setSwitch('walletList', 'ok')
    fireEvent.click(screen.getByTestId('gw-wallets-retry'))
    expect(await screen.findByTestId(`gw-wallet-${walletFixtureIds.metaMask}`)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("speaks the modal's locale: German search, tags, counts, empty and failed states (issue 36 §1)", async () => {
    const made = renderModal({
      services: service.urls,
      analytics: false,
      logLevel: 'silent',
      connectors: [TEST_WALLET],
    })
    await act(() => made.modal.setLocale('de'))
    act(() => made.modal.open({ view: 'AllWallets' }))
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Wallets suchen' },
      { timeout: 5000 },
    )
    expect(search.getAttribute('placeholder')).toBe('Wallet suchen')
    const installed = await screen.findByTestId('gw-wallet-dev.gangway.testwallet')
    expect(installed.querySelector('.gw-tile-tag')?.textContent).toBe('Installiert')
    // A plural by Intl's rules for the locale: one wallet, 'Wallet'; more, 'Wallets'.
    fireEvent.change(search, { target: { value: 'gangway test' } })
    await waitFor(() =>
      expect(screen.getByTestId('gw-view-AllWallets').querySelector('.gw-sr')?.textContent).toBe(
        '1 Wallet gefunden',
      ),
    )
    fireEvent.change(search, { target: { value: 'zzzz-nothing' } })
    expect(
      await screen.findByText('Keine Wallet gefunden', { selector: 'p.gw-title' }),
    ).toBeTruthy()
    expect(screen.getByText('Versuchen Sie es mit einem anderen Namen.')).toBeTruthy()
    service.setSwitch('walletList', 'unavailable')
    fireEvent.change(search, { target: { value: 'nimbus' } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Wallet-Suche fehlgeschlagen: /)
    expect(within(alert).getByRole('button').textContent).toBe('Erneut versuchen')
  })
})
