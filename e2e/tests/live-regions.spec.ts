// Screen readers hear the states that change while the visitor waits (issue 36 §2, WCAG 4.1.3
// Status Messages): each is said by a live region that is in the page BEFORE its text changes
// (a region inserted together with its text is not reliably announced). Each test marks the
// region's element, drives the state, and checks the same marked element now holds the new text.
import { testAccounts } from '@gangway/devstack'
import type { Locator, Page } from '@playwright/test'
import {
  connectFreshAccount,
  connectWallet,
  expect,
  modal,
  openDemo,
  test,
  view,
  WALLET_ID,
  walletChainId,
} from './fixtures'

/** Marks the element so a later check can tell it is the same node (not a new one). */
const mark = (region: Locator) =>
  region.evaluate((el) => {
    ;(el as HTMLElement & { __mark?: boolean }).__mark = true
  })

/** The region is polite and is still the element marked before. */
async function expectSameRegion(region: Locator) {
  await expect(region).toHaveAttribute('aria-live', 'polite')
  expect(
    await region.evaluate((el) => (el as HTMLElement & { __mark?: boolean }).__mark === true),
    'the live region is the element that was there before the change',
  ).toBe(true)
}

test('connecting: "Continue in <wallet>", declined (alert), and Retry back to "Continue in" in one live region', async ({
  page,
}) => {
  await openDemo(page)
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId(`gw-wallet-${WALLET_ID}`).click()
  const connecting = view(page, 'ConnectingExternal')
  const region = connecting.getByTestId('gw-connecting-status')
  await expect(connecting.getByRole('alert')).toHaveText('Connection declined')
  // While the alert says it, the polite region is quiet (said once, not twice).
  await expect(region).toHaveText('')
  await mark(region)
  await page.evaluate(() => window.__gangwayTestWallet.delayNext(1500))
  await connecting.getByRole('button', { name: 'Retry' }).click()
  await expect(region).toHaveText(
    'Continue in Gangway Test Wallet. Accept the connection request in your wallet.',
  )
  await expectSameRegion(region)
  await expect(page.getByTestId('gw-account-button')).toBeVisible({ timeout: 15_000 })
})

const SWAP_CHAIN = 8453

/** Connected, switched to Base (the swaps' chain, as swap.spec), Swap open and ready. */
async function openSwapOnBase(page: Page) {
  await connectWallet(page)
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-eip155:${SWAP_CHAIN}`).click()
  await expect.poll(() => walletChainId(page)).toBe(`0x${SWAP_CHAIN.toString(16)}`)
  if (await modal(page).isVisible()) await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-swap').click()
  await expect(page.getByTestId('gw-swap-submit')).toHaveText('Select token')
}

test('Swap: quote loading, quote ready and quote error in one live region; the swap sent in the toasts region', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openDemo(page)
  await openSwapOnBase(page)
  await page.getByTestId('gw-swap-to-token').click()
  await page.getByTestId('gw-swap-token-TUSD').click()
  await expect(view(page, 'Swap')).toBeVisible()
  const region = page.getByTestId('gw-swap-status')
  await expect(region).toHaveText('')
  await mark(region)
  // Quotes answer slowly: the loading state is there to be heard.
  let fail = false
  await page.route('**/v1/convert/quotes**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    if (fail)
      await route.fulfill({
        status: 500,
        headers: { 'access-control-allow-origin': '*' },
        body: '{}',
      })
    else await route.continue()
  })
  await page.getByTestId('gw-swap-from-amount').fill('0.01')
  await expect(region).toHaveText('Getting quote…')
  await expectSameRegion(region)
  await expect(region).toHaveText(/^You receive [\d.]+ TUSD$/)
  await expectSameRegion(region)
  fail = true
  await page.getByTestId('gw-swap-from-amount').fill('0.02')
  await expect(region).toHaveText('Quote unavailable')
  await expectSameRegion(region)
  fail = false
  await page.getByTestId('gw-swap-from-amount').fill('0.01')
  await expect(page.getByTestId('gw-swap-submit')).toHaveText('Review swap')

  // Sent: the toasts' region (always in the page) says it.
  const toasts = page.locator('.gw-toasts[role=status]')
  await mark(toasts)
  await page.getByTestId('gw-swap-submit').click()
  await expect(page.getByTestId('gw-swap-confirm')).toBeVisible({ timeout: 20_000 })
  await page.getByTestId('gw-swap-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(toasts).toContainText(/Swapped ETH to [\d.]+ TUSD/, { timeout: 20_000 })
  await expectSameRegion(toasts)
})

test('Send: "Transaction started" in the toasts region, which was there before', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-ETH').click()
  await expect(page.getByTestId('gw-send-token')).toContainText('ETH')
  await page.getByTestId('gw-send-amount').fill('0.001')
  await page.getByTestId('gw-send-receiver').fill(testAccounts[4]!.address)
  await expect(page.getByTestId('gw-send-submit')).toHaveText('Preview')
  const toasts = page.locator('.gw-toasts[role=status]')
  await mark(toasts)
  await page.getByTestId('gw-send-submit').click()
  await page.getByTestId('gw-send-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(toasts).toContainText('Transaction started')
  await expectSameRegion(toasts)
})

test('on-ramp: the quote region stays through an amount error, then says "Getting a quote…" and the quote', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-fund').click()
  await page.getByTestId('gw-onramp-buy').click()
  await expect(view(page, 'OnRampProviders')).toBeVisible()
  const region = page.getByTestId('gw-onramp-quote')
  await page.getByTestId('gw-onramp-preset-250').click()
  await expect(region).toContainText('250.00 USD')
  await mark(region)
  await page.getByTestId('gw-onramp-amount').fill('5')
  await expect(page.getByTestId('gw-onramp-amount-error')).toHaveText('The minimum is 10.00 USD')
  await expect(region).toHaveText('')
  await page.route('**/v1/onramp/buy/quotes**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.getByTestId('gw-onramp-amount').fill('100')
  await expect(region).toHaveText('Getting a quote…')
  await expectSameRegion(region)
  await expect(page.getByTestId('gw-onramp-quote-amount')).toHaveText(/ETH$/)
  await expectSameRegion(region)
})

test('names: "Registering <name>" then "Account name chosen successfully" in one live region', async ({
  page,
}) => {
  // A fresh contract wallet: the test wallet's own accounts already own names.
  await connectFreshAccount(page)
  await page.getByTestId('demo-names-open').click()
  await page.getByTestId('gw-name-choose').click()
  await expect(view(page, 'RegisterAccountName')).toBeVisible()
  const label = `live-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await page.getByTestId('gw-name-input').fill(label)
  await expect(page.getByTestId('gw-name-register')).toBeEnabled()
  // The wallet answers the signature after a while: the progress is there to be heard.
  await page.evaluate(() => window.__gangwayTestWallet.delayNext(1500))
  await page.getByTestId('gw-name-register').click()
  const region = page.getByTestId('gw-name-status')
  await expect(region).toHaveText(
    `Registering ${label}.reown.id. Sign the message in your wallet to confirm the name.`,
  )
  await mark(region)
  await expect(region).toHaveText(`Account name chosen successfully: ${label}.reown.id`, {
    timeout: 15_000,
  })
  await expectSameRegion(region)
})
