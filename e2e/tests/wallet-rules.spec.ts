// Spec §5 (line 74) wallet-list rules no other flow shows in a browser (issue 37 §3): "Excluded
// wallets (by rdns or case-insensitive name) hidden. Generic 'Browser Wallet' hidden on desktop."
// The demo takes `?excludeWallets=`; the wallets are the devstack's injected test wallet and the
// wallet-list service's catalogue.
import type { Page } from '@playwright/test'
import {
  devstack,
  expect,
  modal,
  openDemoWith,
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
}

for (const [how, excludeWallets] of [
  // The test wallet by its rdns (in other case), MetaMask by its name in lower case.
  ['the injected wallet by rdns, MetaMask by name', 'DEV.GANGWAY.TESTWALLET,metamask'],
  // The test wallet by its name in mixed case, MetaMask by its rdns.
  ['the injected wallet by name, MetaMask by rdns', 'gangway TEST wallet,IO.METAMASK'],
] as const)
  test(`spec §5 "Excluded wallets (by rdns or case-insensitive name) hidden": ${how}`, async ({
    page,
  }) => {
    await openDemoWith(page, { projectId: uniqueProjectId('exclude'), excludeWallets })
    await page.getByTestId('gw-connect-button').click()
    const connect = view(page, 'Connect')
    await expect(connect.getByTestId('gw-wallet-all')).toBeVisible()
    // The installed wallet is found within the injected-wallet wait (spec §9: 1000 ms).
    await page.waitForTimeout(1500)
    await expect(connect.getByTestId(`gw-wallet-${WALLET_ID}`)).toHaveCount(0)
    await expect(connect).not.toContainText('Gangway Test Wallet')

    await connect.getByTestId('gw-wallet-all').click()
    const all = view(page, 'AllWallets')
    // The page of the catalogue is there (Trust listed), without the excluded two.
    await expect(all.getByTestId(`gw-wallet-${IDS.trustWallet}`)).toBeVisible()
    await expect(all.getByTestId(`gw-wallet-${IDS.metaMask}`)).toHaveCount(0)
    await expect(all.getByTestId(`gw-wallet-${IDS.testWallet}`)).toHaveCount(0)
    await expect(all.getByTestId(`gw-wallet-${WALLET_ID}`)).toHaveCount(0)
    await expect(all).not.toContainText('MetaMask')
    // Nor does a search bring MetaMask back, though the service answers it.
    const answered = await fetch(
      `${devstack.services.urls.walletList}/getWallets?${new URLSearchParams({ projectId: 'p', search: 'metamask' })}`,
    ).then((r) => r.json() as Promise<{ data: { id: string }[] }>)
    expect(answered.data.map((w) => w.id)).toContain(IDS.metaMask)
    await all.getByTestId('gw-wallet-search').fill('metamask')
    const spinner = all.locator('p.gw-muted', { hasText: 'Searching…' })
    await expect(spinner).toBeVisible()
    await expect(spinner).toBeHidden()
    await expect(all.getByTestId(`gw-wallet-${IDS.trustWallet}`)).toHaveCount(0)
    await expect(all.getByTestId(`gw-wallet-${IDS.metaMask}`)).toHaveCount(0)
    await expect(all).not.toContainText('MetaMask')
  })

/**
 * The test wallet as an old extension that only sets `window.ethereum` (no EIP-6963
 * announcement, no brand flag): the modal can only call it 'Browser Wallet'.
 */
async function onlyLegacyInjection(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener(
      'eip6963:announceProvider',
      (event) => event.stopImmediatePropagation(),
      {
        capture: true,
      },
    )
  })
}

test('spec §5 "Generic \'Browser Wallet\' hidden on desktop": an unnamed window.ethereum is not listed', async ({
  page,
}) => {
  await onlyLegacyInjection(page)
  await openDemoWith(page, {})
  expect(await page.evaluate(() => typeof (window as { ethereum?: unknown }).ethereum)).toBe(
    'object',
  )
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect.getByTestId('gw-wallet-all')).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(connect).not.toContainText('Browser Wallet')
  await expect(connect.getByTestId('gw-wallet-injected')).toHaveCount(0)
  await expect(connect.getByTestId(`gw-wallet-${WALLET_ID}`)).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test("the same unnamed window.ethereum is listed as 'Browser Wallet' and connects", async ({
    page,
  }) => {
    await onlyLegacyInjection(page)
    await openDemoWith(page, {})
    await page.getByTestId('gw-connect-button').click()
    const browserWallet = view(page, 'Connect').getByRole('button', { name: /Browser Wallet/ })
    await expect(browserWallet).toBeVisible()
    await browserWallet.click()
    // The wallet behind it is the test wallet: its first account is connected.
    await expect(page.getByTestId('gw-account-button')).toBeVisible()
    await expect(modal(page)).toBeHidden()
    const [account] = await page.evaluate(() => window.__gangwayTestWallet.state().accounts)
    await expect(page.getByTestId('gw-account-button')).toHaveAttribute(
      'title',
      new RegExp(`^${account}$`, 'i'),
    )
  })
})
