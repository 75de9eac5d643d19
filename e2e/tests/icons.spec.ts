// Issue 36 §3, a finished face: real icons, never letters, for the built-in networks (the
// network button, Networks, the Account view; Receive, CompatibleNetworks and the Send preview
// through the kit's NetworkIcon), the Account actions, the social logins and the
// All Wallets entry, in light, dark and on a phone (390x844), with screenshots in e2e/artifacts/
// (icons-<mode>-<View>.png).
import { testAccounts } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import { BASE, connectWallet, expect, MAINNET, modal, openDemo, shot, test, view } from './fixtures'

/** An icon drawn as a picture: an <img> with a source or an inline <svg>, never a letter tile. */
async function expectPicture(page: Page, testId: string) {
  const item = page.getByTestId(testId)
  await expect(item.locator('img[src], svg').first()).toBeVisible()
  await expect(item.locator('.gw-ph')).toHaveCount(0)
}

/** The networks the demo lists (Ethereum, Base, and the devstack's Solana and Bitcoin chains). */
const networkIds = (page: Page) =>
  view(page, 'Networks')
    .locator('[data-testid^="gw-network-"]')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.testid!))

async function tour(page: Page, mode: 'light' | 'dark' | 'mobile') {
  const name = (v: string) => `icons-${mode}-${v}`
  // The network button is on the page before any open: its icon is a picture.
  await expectPicture(page, 'gw-network-button')

  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect).toBeVisible()
  // All Wallets: a 2x2 grid of the first wallets' icons, no letters in it.
  const quad = connect.getByTestId('gw-wallet-all').locator('.gw-quad')
  await expect(quad).toBeVisible()
  await expect(quad).toHaveAttribute('aria-hidden', 'true')
  await expect(quad.locator('img[src]').first()).toBeVisible()
  await expect(connect.getByTestId('gw-wallet-all')).toHaveText(/^All Wallets/)
  // Socials: each button shows its logo (decorative) beside its name; no orphan on a row.
  const socials = connect.getByTestId('gw-slot-social').locator('button')
  await expect(socials.first()).toBeVisible()
  const count = await socials.count()
  expect(count).toBeGreaterThan(1)
  for (let i = 0; i < count; i++) {
    const logo = socials.nth(i).locator('svg')
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('aria-hidden', 'true')
  }
  const rows = new Map<number, number>()
  for (const box of await socials.evaluateAll((b) => b.map((e) => e.getBoundingClientRect().top)))
    rows.set(Math.round(box), (rows.get(Math.round(box)) ?? 0) + 1)
  expect(
    [...rows.values()].every((n) => n > 1),
    `buttons per row: ${[...rows.values()]}`,
  ).toBe(true)
  await connect.getByTestId('gw-slot-social').scrollIntoViewIfNeeded()
  await shot(page, name('Connect'))

  await connect.getByTestId('gw-wallet-dev.gangway.testwallet').click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
  await expectPicture(page, 'gw-network-button')

  await page.getByTestId('gw-account-button').click()
  const account = view(page, 'Account')
  await expect(account).toBeVisible()
  await expectPicture(page, 'gw-account-network')
  const actions = account.locator('[data-testid^="gw-action-"]')
  await expect(actions.first()).toBeVisible()
  for (const id of ['send', 'receive', 'swap']) {
    const action = account.getByTestId(`gw-action-${id}`)
    await expect(action.locator('.gw-act svg path')).toHaveAttribute('d', /^M/)
    await expect(action.locator('.gw-ph')).toHaveCount(0)
  }
  await expect(account.locator('[data-testid^="gw-action-"] .gw-ph')).toHaveCount(0)
  await shot(page, name('Account'))

  await account.getByTestId('gw-account-network').click()
  await expect(view(page, 'Networks')).toBeVisible()
  const ids = await networkIds(page)
  expect(ids).toEqual(expect.arrayContaining([`gw-network-${MAINNET}`, `gw-network-${BASE}`]))
  for (const id of ids) await expectPicture(page, id)
  // Base and Bitcoin Regtest are no longer both "B": different pictures.
  const sources = await view(page, 'Networks')
    .locator('[data-testid^="gw-network-"] img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))
  expect(new Set(sources).size).toBe(ids.length)
  await shot(page, name('Networks'))
  await page.keyboard.press('Escape')
}

/** Every network icon in Receive's strip: a picture, never a letter tile. */
async function expectStripPictures(page: Page, count: number) {
  const icons = page.getByTestId('gw-receive-networks').locator('.gw-receive-icons > *')
  await expect(icons).toHaveCount(count)
  for (let i = 0; i < count; i++) await expect(icons.nth(i)).toHaveAttribute('src', /./)
  await expect(page.getByTestId('gw-receive-networks').locator('.gw-ph')).toHaveCount(0)
}

/** The sources of CompatibleNetworks' row icons, Ethereum and Base each a picture. */
async function compatibleSources(page: Page) {
  const rows = view(page, 'WalletCompatibleNetworks').locator(
    '[data-testid^="gw-receive-network-"]',
  )
  for (const id of [MAINNET, BASE]) await expectPicture(page, `gw-receive-network-${id}`)
  await expect(rows.locator('.gw-ph')).toHaveCount(0)
  return rows.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))
}

/**
 * The features' views draw networks with the kit's NetworkIcon (the shell's own): Receive's
 * chip and strip, CompatibleNetworks' rows and the Send preview's network row.
 */
async function featureTour(page: Page, mode: 'light' | 'dark') {
  const name = (v: string) => `icons-${mode}-${v}`
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-receive').click()
  await expect(view(page, 'WalletReceive')).toBeVisible()
  await expectPicture(page, 'gw-receive-address')
  // The demo's EVM networks: Ethereum and Base.
  await expectStripPictures(page, 2)
  await expect(page.getByTestId('gw-qr')).toBeVisible()
  await shot(page, name('WalletReceive'))

  await page.getByTestId('gw-receive-networks').click()
  await expect(view(page, 'WalletCompatibleNetworks')).toBeVisible()
  const sources = await compatibleSources(page)
  expect(new Set(sources).size).toBe(2)
  await shot(page, name('WalletCompatibleNetworks'))

  await page.getByTestId('gw-modal-back').click()
  await page.getByTestId('gw-modal-back').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-ETH').click()
  await page.getByTestId('gw-send-amount').fill('0.01')
  await page.getByTestId('gw-send-receiver').fill(testAccounts[5]!.address)
  await expect(page.getByTestId('gw-send-submit')).toHaveText('Preview')
  await page.getByTestId('gw-send-submit').click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await expectPicture(page, 'gw-send-preview-network')
  await expect(page.getByTestId('gw-send-preview-network')).toHaveText('Ethereum')
  await shot(page, name('WalletSendPreview'))
}

test('light: Receive (chip, networks strip), CompatibleNetworks and the Send preview show network pictures, never letters', async ({
  page,
}) => {
  await openDemo(page)
  await featureTour(page, 'light')
})

test('dark: the same network pictures in Receive, CompatibleNetworks and the Send preview', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await featureTour(page, 'dark')
})

test('without the service’s network images, Receive and CompatibleNetworks show the bundled marks (SVG)', async ({
  page,
}) => {
  await page.route('**/public/getAssetImage/**', (route) =>
    route.fulfill({ status: 404, body: '' }),
  )
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-receive').click()
  await expect(view(page, 'WalletReceive')).toBeVisible()
  await expect(page.getByTestId('gw-receive-address').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml,/,
  )
  const strip = page.getByTestId('gw-receive-networks').locator('.gw-receive-icons img')
  await expect(strip).toHaveCount(2)
  for (let i = 0; i < 2; i++)
    await expect(strip.nth(i)).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await page.getByTestId('gw-receive-networks').click()
  await expect(view(page, 'WalletCompatibleNetworks')).toBeVisible()
  const sources = await compatibleSources(page)
  expect(sources.every((src) => src.startsWith('data:image/svg+xml,'))).toBe(true)
  expect(new Set(sources).size).toBe(2)
  await shot(page, 'icons-bundled-WalletCompatibleNetworks')
})

test('light: the network button, Connect (All Wallets, socials), Account actions and Networks show pictures, never letters', async ({
  page,
}) => {
  await openDemo(page)
  await tour(page, 'light')
})

test('dark: the same pictures', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await tour(page, 'dark')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('390x844: the same pictures on the bottom sheet', async ({ page }) => {
    await openDemo(page)
    await tour(page, 'mobile')
  })
})

test('without the service’s network images, the bundled marks (SVG), a badge on the local testnets', async ({
  page,
}) => {
  const asked: string[] = []
  await page.route('**/public/getAssetImage/**', (route) => {
    asked.push(new URL(route.request().url()).pathname)
    return route.fulfill({ status: 404, body: '' })
  })
  await openDemo(page)
  // The bundled mark shows while the service's picture loads, so wait for the request to be
  // refused first: the mark that stays afterwards is the fallback, not the placeholder.
  await expect.poll(() => asked.some((p) => p.endsWith('/ethereum'))).toBe(true)
  const button = page.getByTestId('gw-network-button').locator('img')
  await expect(button).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await view(page, 'Account').getByTestId('gw-account-network').click()
  const networks = view(page, 'Networks')
  await expect(networks).toBeVisible()
  const ids = await networkIds(page)
  for (const id of ids)
    await expect(page.getByTestId(id).locator('img')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml,/,
    )
  // The devstack's own chains are testnets: their marks carry the badge, the mainnets' do not.
  const badged = await networks
    .locator('[data-testid^="gw-network-"]')
    .evaluateAll((items) =>
      items.map((item) => [
        (item as HTMLElement).dataset.testid,
        decodeURIComponent(item.querySelector('img')?.getAttribute('src') ?? '').includes(
          '#F5A524',
        ),
      ]),
    )
  expect(badged).toContainEqual([`gw-network-${MAINNET}`, false])
  expect(badged).toContainEqual([`gw-network-${BASE}`, false])
  expect(badged.filter(([, b]) => b).length).toBe(ids.length - 2)
  await shot(page, 'icons-bundled-Networks')
})
