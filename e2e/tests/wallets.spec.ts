import {
  connectWallet,
  devstack,
  expect,
  modal,
  openDemoWith,
  servicesControl,
  shot,
  test,
  uniqueProjectId,
  view,
  WALLET_ID,
} from './fixtures'

/** Ids of the devstack catalogue's well-known wallets (tools/devstack walletFixtureIds). */
const IDS = {
  metaMask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  trustWallet: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  testWallet: 'e44bf01379f47389734ccedccc091c96c4e27484304f663cc3a9089854271f96',
  remoteWallet: '1e9a40a352341069d4aa51fde047b62576eb81bb4db046c185af61e61517f1e1',
  xssName: 'bd498bd79d07ec9709a2e981384827b1cb900f244660dbfebf00c9d05d86ca11',
}
/** Spec §9. */
const PAGE_SIZE = 40
const SEARCH_MIN_WAIT_MS = 300

const control = servicesControl()

async function openAllWallets(page: import('@playwright/test').Page, projectId: string) {
  await openDemoWith(page, { projectId })
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId('gw-wallet-all').click()
  const all = view(page, 'AllWallets')
  await expect(all.getByTestId(`gw-wallet-${IDS.metaMask}`)).toBeVisible()
  return all
}

test('AllWallets: tiles from the wallet-list service, names as text, images from blob: URLs (light and dark)', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const all = await openAllWallets(page, uniqueProjectId('wallets-tiles'))
  // A wallet named `<img src=x onerror=alert(1)>` renders as text.
  const xss = all.getByTestId(`gw-wallet-${IDS.xssName}`)
  await expect(xss.locator('.gw-tile-name')).toHaveText('<img src=x onerror=alert(1)>')
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  // Spec §5: 'Trust Wallet' shown as 'Trust'.
  await expect(all.getByTestId(`gw-wallet-${IDS.trustWallet}`).locator('.gw-tile-name')).toHaveText(
    'Trust',
  )
  const icon = all.getByTestId(`gw-wallet-${IDS.metaMask}`).locator('img')
  await expect(icon).toHaveAttribute('src', /^blob:http:\/\/127\.0\.0\.1/)
  await expect
    .poll(() => icon.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  // Every image is a blob: URL the client made; nothing else reaches an <img>.
  const srcs = await page
    .locator('[data-gw-root] img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))
  for (const src of srcs) expect(src).toMatch(/^(blob:|data:image\/)/)
  await shot(page, 'light-AllWallets-service')
  await page.evaluate(() =>
    (
      window as unknown as { __gangwayModal: { setThemeMode(m: string): void } }
    ).__gangwayModal.setThemeMode('dark'),
  )
  await shot(page, 'dark-AllWallets-service')
  expect(dialogs).toEqual([])
})

test('search narrows the grid, not before the 300 ms minimum wait, with trimmed text; then empty', async ({
  page,
}) => {
  const projectId = uniqueProjectId('wallets-search')
  const all = await openAllWallets(page, projectId)
  const search = all.getByTestId('gw-wallet-search')
  const names = all.locator('.gw-tile-name')
  const started = await page.evaluate(() => performance.now())
  await search.fill('  aurora ')
  // The spinner shows while the minimum wait runs…
  const spinner = all.locator('p.gw-muted', { hasText: 'Searching…' })
  await expect(spinner).toBeVisible()
  await expect(spinner).toBeHidden()
  const narrowedAt = await page.evaluate(() => performance.now())
  const shown = await names.allTextContents()
  expect(shown.length).toBeGreaterThan(0)
  for (const name of shown) expect(name.toLowerCase()).toContain('aurora')
  // …and the results come no earlier than 300 ms after typing, and promptly after.
  expect(narrowedAt - started).toBeGreaterThanOrEqual(SEARCH_MIN_WAIT_MS)
  expect(narrowedAt - started).toBeLessThan(3000)
  const searches = (await control.requests('walletList', projectId)).filter((r) => r.query.search)
  expect(searches.map((r) => r.query.search)).toEqual(['aurora'])
  expect(searches[0]!.query.entries).toBe('100')
  await shot(page, 'light-AllWallets-search')

  await search.fill('no wallet has this name')
  await expect(all.locator('p.gw-title', { hasText: 'No wallet found' })).toBeVisible()
  await expect(all.getByRole('status')).toHaveText('No wallet found')
  await search.fill('')
  await expect(all.getByTestId(`gw-wallet-${IDS.metaMask}`)).toBeVisible()
})

test('paging to the end loads every entry once, with only the rows in view in the page', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const projectId = uniqueProjectId('wallets-paging')
  const all = await openAllWallets(page, projectId)
  const grid = all.getByTestId('gw-wallet-grid')
  const list = all.getByRole('list', { name: 'Wallets' })
  // (Connect's recommended wallets are a separate, smaller request.)
  const first = (await control.requests('walletList', projectId)).find(
    (r) => r.path === '/getWallets' && r.query.entries === String(PAGE_SIZE),
  )!
  expect(first.query).toMatchObject({ page: '1', entries: String(PAGE_SIZE) })
  // The count the service reports for this query.
  const { count } = (await (
    await fetch(
      `${devstack.services.urls.walletList}/getWallets?${new URLSearchParams({ ...first.query, entries: '1' })}`,
    )
  ).json()) as { count: number }
  expect(count).toBeGreaterThan(400)

  const lastTile = list.locator('li[aria-posinset]').last()
  const expected = Array.from({ length: Math.ceil(count / PAGE_SIZE) }, (_, i) => i + 1)
  const pagesAsked = async () =>
    (await control.requests('walletList', projectId))
      .filter((r) => r.path === '/getWallets' && r.query.entries === String(PAGE_SIZE))
      .map((r) => Number(r.query.page))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await page.waitForTimeout(100)
    if ((await pagesAsked()).length < expected.length) continue
    const tile = await lastTile.evaluate((li) => [
      li.getAttribute('aria-posinset'),
      li.getAttribute('aria-setsize'),
    ])
    if (tile[0] === tile[1] && (await list.locator('.gw-tile-skeleton').count()) === 0) break
  }
  const pages = await pagesAsked()
  // Connect asks for page 1 ahead; every page once.
  expect(pages).toEqual(expected)
  // Installed wallets come first: the last tile is the service's last wallet.
  const setSize = Number(await lastTile.getAttribute('aria-setsize'))
  // (the installed wallets first, the catalogue's copy of the test wallet left out)
  expect(setSize).toBeGreaterThanOrEqual(count)
  expect(setSize).toBeLessThanOrEqual(count + 2)
  expect(Number(await lastTile.getAttribute('aria-posinset'))).toBe(setSize)
  // Virtualized: a few rows of tiles in the page, not hundreds.
  expect(await list.locator('li').count()).toBeLessThan(60)
  // Each wallet once: scrolling back from the top half a view at a time, every position of the
  // set shows a tile and no wallet stands at two positions. A position is read once the list
  // rendered it (two frames after the scroll, then the same rows twice; a fixed 30 ms missed rows
  // on a busy machine), and its latest tile counts (an installed wallet's entry may merge late).
  const rendered = () =>
    list
      .locator('li[aria-posinset]')
      .evaluateAll((els) =>
        JSON.stringify(
          els.map((li) => [
            li.getAttribute('aria-posinset'),
            li.querySelector('button')?.dataset.testid,
          ]),
        ),
      )
  const byPosition = new Map<string, string>()
  for (let top = 0; ; top += 200) {
    const end = await grid.evaluate(async (el, t) => {
      el.scrollTop = t
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
      return t + el.clientHeight >= el.scrollHeight
    }, top)
    let rows = await rendered()
    for (let previous = ''; rows !== previous; ) {
      previous = rows
      await page.waitForTimeout(50)
      rows = await rendered()
    }
    for (const [position, id] of JSON.parse(rows) as [string, string][])
      byPosition.set(position, id)
    if (end) break
  }
  expect(byPosition.size).toBe(setSize)
  expect(new Set(byPosition.values()).size).toBe(setSize)
})

test('an installed EIP-6963 wallet is listed once; after a connect, the recent wallet comes first', async ({
  page,
}) => {
  const projectId = uniqueProjectId('wallets-recent')
  await openDemoWith(page, { projectId })
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect.getByTestId(`gw-wallet-${IDS.remoteWallet}`)).toBeVisible()
  await expect(connect.getByTestId(`gw-wallet-${WALLET_ID}`)).toHaveCount(1)
  // The catalogue has the test wallet too (same rdns): not listed a second time.
  await expect(connect.getByTestId(`gw-wallet-${IDS.testWallet}`)).toHaveCount(0)
  await connect.getByTestId('gw-wallet-all').click()
  const all = view(page, 'AllWallets')
  await expect(all.getByTestId(`gw-wallet-${IDS.metaMask}`)).toBeVisible()
  await expect(all.getByTestId(`gw-wallet-${WALLET_ID}`)).toHaveCount(1)
  await expect(all.getByTestId(`gw-wallet-${IDS.testWallet}`)).toHaveCount(0)
  await all.getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
  // Remembered in storage (spec §3 recent wallets), which the order below comes from.
  expect(
    await page.evaluate(() =>
      (JSON.parse(localStorage.getItem('gw:recent-wallets') ?? '[]') as { id: string }[]).map(
        (w) => w.id,
      ),
    ),
  ).toEqual([WALLET_ID])

  // Disconnect, then look again: the wallet just used is first, marked Recent.
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-disconnect').click()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await page.getByTestId('gw-connect-button').click()
  const wallets = view(page, 'Connect').locator('[data-testid^="gw-wallet-"]')
  await expect(wallets.first()).toHaveAttribute('data-testid', `gw-wallet-${WALLET_ID}`)
  await expect(wallets.first()).toContainText('Recent')
  await view(page, 'Connect').getByTestId('gw-wallet-all').click()
  const tiles = view(page, 'AllWallets').locator('button[data-testid^="gw-wallet-"]')
  await expect(tiles.first()).toHaveAttribute('data-testid', `gw-wallet-${WALLET_ID}`)
  await expect(tiles.first()).toContainText('Recent')
  await expect(view(page, 'AllWallets').getByTestId(`gw-wallet-${WALLET_ID}`)).toHaveCount(1)
})

test('keyboard: arrows move between tiles, Enter picks; a remote wallet opens WalletConnect', async ({
  page,
}) => {
  const all = await openAllWallets(page, uniqueProjectId('wallets-keys'))
  await all.getByTestId('gw-wallet-search').focus()
  await page.keyboard.press('ArrowDown')
  await expect(all.getByTestId(`gw-wallet-${WALLET_ID}`)).toBeFocused()
  // The demo's second installed wallet: the Solana test wallet (Wallet Standard).
  await page.keyboard.press('ArrowRight')
  await expect(all.getByTestId('gw-wallet-wallet-standard:Gangway Solana Wallet')).toBeFocused()
  // The third: the Bitcoin test wallet (Wallet Standard, its sats-connect face not listed again).
  await page.keyboard.press('ArrowRight')
  await expect(all.getByTestId('gw-wallet-wallet-standard:Gangway Bitcoin Wallet')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(all.getByTestId(`gw-wallet-${IDS.metaMask}`)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(all.getByTestId(`gw-wallet-${IDS.remoteWallet}`)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(view(page, 'ConnectingWalletConnect')).toBeVisible()
})

test('connect from the Connect view still works with the service listing', async ({ page }) => {
  await openDemoWith(page, { projectId: uniqueProjectId('wallets-connect') })
  await connectWallet(page)
})

test('spec §9 "Recent wallets: max 2": three wallets used in turn, after a reload Connect shows the last two, newest first; storage holds two', async ({
  page,
}) => {
  // The demo's three installed wallets: the EVM test wallet (EIP-6963) and the Solana and
  // Bitcoin test wallets (Wallet Standard). Each is connected, then disconnected, in turn.
  const EVM = { id: WALLET_ID, name: 'Gangway Test Wallet' }
  const SOLANA = { id: 'wallet-standard:Gangway Solana Wallet', name: 'Gangway Solana Wallet' }
  const BITCOIN = { id: 'wallet-standard:Gangway Bitcoin Wallet', name: 'Gangway Bitcoin Wallet' }
  await openDemoWith(page, { projectId: uniqueProjectId('wallets-recent-max') })
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('gw:recent-wallets') ?? 'null')) as Promise<
      { id: string; name: string }[] | null
    >
  expect(await stored()).toBeNull()
  for (const wallet of [EVM, SOLANA, BITCOIN]) {
    await page.getByTestId('gw-connect-button').click()
    await view(page, 'Connect').getByTestId(`gw-wallet-${wallet.id}`).click()
    await expect(page.getByTestId('gw-account-button')).toBeVisible()
    await expect(modal(page)).toBeHidden()
    // Storage, newest first, never more than two.
    await expect.poll(async () => (await stored())?.[0]?.name).toBe(wallet.name)
    await page.getByTestId('gw-account-button').click()
    await page.getByTestId('gw-disconnect').click()
    await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  }
  expect((await stored())?.map((w) => w.name)).toEqual([BITCOIN.name, SOLANA.name])

  await page.reload()
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  const recent = connect.locator('[data-testid^="gw-wallet-"]', { hasText: 'Recent' })
  await expect(recent).toHaveCount(2)
  await expect(recent.nth(0)).toHaveAttribute('data-testid', `gw-wallet-${BITCOIN.id}`)
  await expect(recent.nth(1)).toHaveAttribute('data-testid', `gw-wallet-${SOLANA.id}`)
  // They open the list, and the first wallet used is back among the installed ones.
  const wallets = connect.locator('[data-testid^="gw-wallet-"]')
  await expect(wallets.nth(0)).toHaveAttribute('data-testid', `gw-wallet-${BITCOIN.id}`)
  await expect(wallets.nth(1)).toHaveAttribute('data-testid', `gw-wallet-${SOLANA.id}`)
  await expect(connect.getByTestId(`gw-wallet-${EVM.id}`)).toHaveCount(1)
  await expect(connect.getByTestId(`gw-wallet-${EVM.id}`)).toContainText('Installed')
  await expect(connect.getByTestId(`gw-wallet-${EVM.id}`)).not.toContainText('Recent')
  expect((await stored())?.map((w) => w.name)).toEqual([BITCOIN.name, SOLANA.name])
})
