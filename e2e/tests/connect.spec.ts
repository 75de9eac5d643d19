import type { Locator, Page } from '@playwright/test'
import { formatEther } from 'viem'
import {
  connectWallet,
  devChainRpc,
  devstack,
  expect,
  modal,
  openDemo,
  short,
  shot,
  test,
  view,
  WALLET_ID,
} from './fixtures'

/** An account's ETH on the Ethereum dev chain, as a number of ETH. */
const ethOf = async (address: string) =>
  Number(formatEther(BigInt((await devChainRpc('eth_getBalance', [address, 'latest'])) as string)))

test('Connect lists the test wallet first (installed); connecting shows the account and its dev-chain balance', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect).toBeVisible()
  await expect(modal(page)).toHaveAttribute('role', 'dialog')
  const wallets = connect.locator('[data-testid^="gw-wallet-"]')
  await expect(wallets.first()).toHaveAttribute('data-testid', `gw-wallet-${WALLET_ID}`)
  await expect(wallets.first()).toContainText('Gangway Test Wallet')
  await expect(wallets.first()).toContainText('Installed')
  await expect(connect.getByTestId('gw-wallet-all')).toBeVisible()

  const address = devstack.accounts[0]!
  const before = await ethOf(address)
  // The wallet waits a moment before answering: ConnectingExternal shows its waiting state.
  await page.evaluate(() => window.__gangwayTestWallet.delayNext(800))
  await wallets.first().click()
  await expect(view(page, 'ConnectingExternal')).toBeVisible()
  await expect(view(page, 'ConnectingExternal')).toContainText('Continue in Gangway Test Wallet')
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()

  // Account #1 has an identity name on the data API: the button shows it, with the
  // address as its title.
  await expect(page.getByTestId('gw-account-button')).toContainText('alice.gangway.eth')
  await expect(page.getByTestId('gw-account-button')).toHaveAttribute('title', address)
  await expect(page.getByTestId('demo-account-address')).toHaveText(address)

  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-address')).toHaveText(short(address))
  // What the dev chain held while the balance was read, to the 3 decimals shown. anvil funds the
  // account with 10 000 ETH, but other specs spend from it (gas, sends, swaps) before this one
  // and while it runs: the shown balance lies between the chain's before and after the read.
  const balance = page.getByTestId('gw-account-balance')
  await expect(balance).toHaveText(/^[\d,]+(\.\d{1,3})? ETH$/)
  const shown = Number((await balance.textContent())?.replace(/[^\d.]/g, ''))
  const after = await ethOf(address)
  expect(shown).toBeGreaterThanOrEqual(Math.min(before, after) - 0.001)
  expect(shown).toBeLessThanOrEqual(Math.max(before, after) + 0.001)
})

test('a rejected connection shows the error state and Retry connects', async ({ page }) => {
  await openDemo(page)
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId(`gw-wallet-${WALLET_ID}`).click()
  const connecting = view(page, 'ConnectingExternal')
  await expect(connecting.getByRole('alert')).toHaveText('Connection declined')
  await shot(page, 'light-ConnectingExternal-declined')
  const requests = await page.evaluate(() => window.__gangwayTestWallet.requests())
  expect(requests.filter((r) => r.decision === 'rejected').length).toBe(1)

  await connecting.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
})

test('disconnect from the Account view', async ({ page }) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-disconnect').click()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toBeHidden()
  await expect(page.getByTestId('demo-account-status')).toHaveText('disconnected')
  await expect(modal(page)).toBeHidden()
})

test('reload while connected reconnects without a flash of the disconnected state', async ({
  page,
}) => {
  await openDemo(page)
  // From the first byte of every next page: record each text the connect button shows.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __connectButtonSeen: seen })
    const check = () => {
      const button = document.querySelector('[data-testid="gw-connect-button"]')
      if (button && seen.at(-1) !== button.textContent) seen.push(button.textContent ?? '')
    }
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
  const seenButtons = () =>
    page.evaluate(
      () => (window as unknown as { __connectButtonSeen: string[] }).__connectButtonSeen,
    )
  // Control: while disconnected, the observer does see the connect button.
  await page.reload()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  expect(await seenButtons()).toEqual(['Connect Wallet'])

  await connectWallet(page)
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(page.getByTestId('demo-account-status')).toHaveText('connected')
  await expect(page.getByTestId('gw-account-button')).toHaveAttribute(
    'title',
    devstack.accounts[0]!,
  )
  expect(await seenButtons(), 'texts of gw-connect-button during the reload').toEqual([])
})

/** The Connect view's three connect methods (spec §2), once the auth feature's slots are filled. */
async function connectSections(page: Page) {
  const connect = view(page, 'Connect')
  const sections = {
    email: connect.getByTestId('gw-slot-email'),
    social: connect.getByTestId('gw-slot-social'),
    wallet: connect.getByRole('list', { name: 'Wallets' }),
  }
  // The real slots, not their placeholders while the feature loads.
  await expect(sections.email.getByTestId('gw-email-input')).toBeVisible()
  await expect(sections.social.getByTestId('gw-social-google')).toBeVisible()
  await expect(sections.wallet.getByTestId('gw-wallet-all')).toBeVisible()
  return sections
}

/** The sections' names in document order and in on-screen order (top edges, top to bottom). */
async function orderOf(sections: Record<string, Locator>) {
  const entries = Object.entries(sections)
  const handles = await Promise.all(entries.map(([, l]) => l.elementHandle()))
  const page = sections.email!.page()
  const inDom = await page.evaluate((elements) => {
    const sorted = [...elements].sort((a, b) =>
      a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    return sorted.map((e) => elements.indexOf(e))
  }, handles)
  const boxes = await Promise.all(entries.map(([, l]) => l.boundingBox()))
  const onScreen = entries
    .map(([name], i) => ({ name, top: boxes[i]!.y, bottom: boxes[i]!.y + boxes[i]!.height }))
    .sort((a, b) => a.top - b.top)
  // Stacked, not overlapping: each section ends above the next one's top.
  for (const [i, box] of onScreen.entries())
    if (i > 0) expect(box.top).toBeGreaterThanOrEqual(onScreen[i - 1]!.bottom)
  return { dom: inDom.map((i) => entries[i]![0]), screen: onScreen.map((b) => b.name) }
}

test('spec §2 "Connect-method order is email, social, wallet; if an installed browser wallet is found it is wallet, email, social": the demo with its wallets', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  const order = await orderOf(await connectSections(page))
  expect(order.dom).toEqual(['wallet', 'email', 'social'])
  expect(order.screen).toEqual(['wallet', 'email', 'social'])
})

test('spec §2 "Connect-method order is email, social, wallet": the demo in a browser with no wallet installed', async ({
  page,
}) => {
  // A browser without the test wallets' extension: /test-wallet.js gives the page the devstack
  // info only (what /devstack.json answers), no wallet.
  await page.route('**/test-wallet.js', async (route) => {
    const info = await route.fetch({ url: new URL('/devstack.json', route.request().url()).href })
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.__GANGWAY_DEVSTACK__=${JSON.stringify(await info.json()).replace(/</g, '\\u003c')};`,
    })
  })
  await page.goto('/')
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  expect(await page.evaluate(() => 'ethereum' in window || '__gangwayTestWallet' in window)).toBe(
    false,
  )
  await page.getByTestId('gw-connect-button').click()
  const sections = await connectSections(page)
  // No installed wallet is listed: only the catalogue's recommended ones and All wallets.
  await expect(sections.wallet.getByText('Installed')).toHaveCount(0)
  const order = await orderOf(sections)
  expect(order.dom).toEqual(['email', 'social', 'wallet'])
  expect(order.screen).toEqual(['email', 'social', 'wallet'])
})
