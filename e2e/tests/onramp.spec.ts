// @gangway/feature-onramp on the demo (`onrampFeature({ providers: [Devstack Pay (the service's
// URL generator), Bank transfer (no URL)] })`, and `sendFeature({ buyView: 'OnRampProviders' })`):
// options and quotes from the devstack's on-ramp at the blockchain API's real routes
// (`/v1/onramp/buy/options` and `/buy/quotes`, for the country of the browser's language: the
// demo sets no `country`), the spec's §9 fallbacks when it does not answer or no country is
// known, whole fiat amounts only (the generator's `presetFiatAmount` is an integer), and
// purchases on the provider page (its own origin) that really pay ETH on the dev chain, fail, or
// are abandoned. The buyer is a fresh ERC-1271 contract account (nothing else
// moves its balance), so the refreshed balance is exactly what was bought.
import type { Page } from '@playwright/test'
import { formatEther, parseEther } from 'viem'
import {
  connectFreshAccount,
  connectWallet,
  devChainRpc,
  devstack,
  expect,
  openDemo,
  shot,
  test,
  view,
} from './fixtures'

const MARKER = 'Buy failed' // a text only the feature's chunk holds

// The country comes from the browser's language unless a test says otherwise.
test.use({ locale: 'en-US' })

async function openProviders(page: Page) {
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-fund').click()
  await expect(view(page, 'FundWallet')).toBeVisible()
  await page.getByTestId('gw-onramp-buy').click()
  await expect(view(page, 'OnRampProviders')).toBeVisible()
}

/** Clicks a provider and returns its window once the provider page loaded. */
async function openProvider(page: Page) {
  const popup = page.waitForEvent('popup')
  await page.getByTestId('gw-onramp-provider-devstack').click()
  const window = await popup
  await window.waitForURL(/\/buy\//)
  await expect(window.locator('#pay')).toBeVisible()
  return window
}

const balanceOf = async (address: string) =>
  BigInt((await devChainRpc('eth_getBalance', [address, 'latest'])) as string)

test('options and quote from the service; a purchase that completes pays on the chain and the balance refreshes; the chunk loads on first use', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url())
  })
  const texts = () =>
    Promise.all(scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)))
  const onramp: URL[] = []
  page.on('request', (r) => {
    if (/\/v1\/(onramp|generators)\//.test(r.url())) onramp.push(new URL(r.url()))
  })
  const contract = await connectFreshAccount(page)
  expect((await texts()).some((t) => t.includes(MARKER))).toBe(false)
  await openProviders(page)
  expect((await texts()).some((t) => t.includes(MARKER))).toBe(true)

  // The service's options: GBP too (the fallbacks have USD and EUR only).
  await expect(page.getByTestId('gw-onramp-fiat').locator('option')).toHaveText([
    'USD',
    'EUR',
    'GBP',
  ])
  await expect(page.getByTestId('gw-onramp-limits')).toHaveText(
    'Card 10.00–7500.00 USD · Bank account 10.00–25000.00 USD',
  )
  await page.getByTestId('gw-onramp-preset-250').click()
  await expect(page.getByTestId('gw-onramp-amount')).toHaveValue('250')
  await expect(page.getByTestId('gw-onramp-quote')).toContainText('250.00 USD')
  await page.getByTestId('gw-onramp-amount').fill('5')
  await expect(page.getByTestId('gw-onramp-amount-error')).toHaveText('The minimum is 10.00 USD')
  await expect(page.getByTestId('gw-onramp-provider-devstack')).toBeDisabled()
  await page.getByTestId('gw-onramp-amount').fill('100')
  const quoted = page.getByTestId('gw-onramp-quote-amount')
  await expect(quoted).toHaveText(/ETH$/)
  const eth = (await quoted.textContent())!.split(' ')[0]!
  // The real routes, with the language's country; never the dead /v1/onramp/options or /quote.
  const options = onramp.find((u) => u.pathname.endsWith('/v1/onramp/buy/options'))!
  expect(options.searchParams.get('country')).toBe('US')
  const quote = onramp.filter((u) => u.pathname.endsWith('/v1/onramp/buy/quotes')).at(-1)!
  expect(Object.fromEntries(quote.searchParams)).toMatchObject({
    purchaseCurrency: 'ETH',
    purchaseNetwork: 'ethereum',
    paymentAmount: '100',
    paymentCurrency: 'USD',
    paymentMethod: 'CARD',
    country: 'US',
  })
  expect(onramp.some((u) => /\/v1\/onramp\/(options|quote)$/.test(u.pathname))).toBe(false)
  // A provider without a URL is shown, disabled.
  await expect(page.getByTestId('gw-onramp-provider-bank')).toBeDisabled()
  await expect(page.getByTestId('gw-onramp-provider-bank')).toContainText('Unavailable')
  await shot(page, 'light-OnRampProviders')

  const before = await balanceOf(contract)
  const generated = page.waitForRequest(/\/v1\/generators\/onrampurl/)
  const provider = await openProvider(page)
  expect((await generated).postDataJSON()).toMatchObject({ presetFiatAmount: 100 })
  await expect(view(page, 'BuyInProgress')).toHaveAttribute('data-status', 'waiting')
  await shot(page, 'light-BuyInProgress')
  await expect(provider.locator('#crypto')).toHaveText(`${eth} ETH`)
  await provider.locator('#pay').click()
  await expect(view(page, 'BuyInProgress')).toHaveAttribute('data-status', 'success')
  await expect(page.getByTestId('gw-view-BuyInProgress')).toContainText('Purchase complete')
  // On the chain, and in the modal after the refresh.
  expect(await balanceOf(contract)).toBe(before + parseEther(eth))
  await expect(page.getByTestId('gw-onramp-balance')).toContainText(
    formatEther(before + parseEther(eth)).slice(0, 6),
  )
  await shot(page, 'light-BuyInProgress-success')
  await expect.poll(() => provider.isClosed()).toBe(true)
})

test("a declined purchase: 'Buy failed' and Try again opens the provider again", async ({
  page,
}) => {
  await connectFreshAccount(page)
  await openProviders(page)
  await expect(page.getByTestId('gw-onramp-quote-amount')).toBeVisible()
  const provider = await openProvider(page)
  await provider.locator('#decline').click()
  await expect(view(page, 'BuyInProgress')).toHaveAttribute('data-status', 'failed')
  await expect(page.getByTestId('gw-view-BuyInProgress')).toContainText('Buy failed')
  await shot(page, 'light-BuyInProgress-failed')
  const popup = page.waitForEvent('popup')
  await page.getByTestId('gw-onramp-retry').click()
  const again = await popup
  await again.waitForURL(/\/buy\//)
  await expect(view(page, 'BuyInProgress')).toHaveAttribute('data-status', 'waiting')
  await again.close()
  await expect(view(page, 'BuyInProgress')).toHaveAttribute('data-status', 'abandoned')
})

test('an abandoned purchase (window closed): the view says what to do next', async ({ page }) => {
  const contract = await connectFreshAccount(page)
  await openProviders(page)
  await expect(page.getByTestId('gw-onramp-quote-amount')).toBeVisible()
  const provider = await openProvider(page)
  await provider.close()
  await expect(view(page, 'BuyInProgress')).toHaveAttribute('data-status', 'abandoned')
  await expect(page.getByTestId('gw-view-BuyInProgress')).toContainText('try again')
  await expect(page.getByTestId('gw-onramp-retry')).toBeVisible()
  expect(await balanceOf(contract)).toBe(0n)
})

test("the service down: the spec's fallbacks (USD and EUR, card 10.00–7500.00, bank 10.00–25000.00)", async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  // The on-ramp calls fail at the network (only this page's; other tests keep the service).
  await page.route(/\/v1\/onramp\//, (route) => route.abort('connectionrefused'))
  await openProviders(page)
  await expect(page.getByTestId('gw-onramp-fiat').locator('option')).toHaveText(['USD', 'EUR'])
  await expect(page.getByTestId('gw-onramp-limits')).toHaveText(
    'Card 10.00–7500.00 USD · Bank account 10.00–25000.00 USD (default limits)',
  )
  await expect(page.getByTestId('gw-onramp-quote')).toContainText('No quote right now')
  await page.getByTestId('gw-onramp-amount').fill('30000')
  await expect(page.getByTestId('gw-onramp-amount-error')).toHaveText('The maximum is 25000.00 USD')
  await expect(page.getByTestId('gw-onramp-provider-devstack')).toContainText('1-2%')
})

test('whole amounts only: a fractional amount is refused in the widget (the generator takes integers)', async ({
  page,
}) => {
  await connectFreshAccount(page)
  await openProviders(page)
  await page.getByTestId('gw-onramp-amount').fill('10.50')
  await expect(page.getByTestId('gw-onramp-amount-error')).toHaveText(
    'Enter a whole amount of USD (the provider takes no cents)',
  )
  await expect(page.getByTestId('gw-onramp-provider-devstack')).toBeDisabled()
  await shot(page, 'light-OnRampProviders-whole-amount')
  // '25.00' is a whole amount: quoted, and sent to the generator as 25.
  await page.getByTestId('gw-onramp-amount').fill('25.00')
  await expect(page.getByTestId('gw-onramp-quote')).toContainText('25.00 USD')
  const generated = page.waitForRequest(/\/v1\/generators\/onrampurl/)
  const provider = await openProvider(page)
  expect((await generated).postDataJSON().presetFiatAmount).toBe(25)
  await expect(provider.locator('#fiat')).toHaveText('25.00 USD')
  await provider.close()
})

test.describe('a language without a region: no country known', () => {
  test.use({ locale: 'en' })
  test("the spec's fallback limits and no quote; no options request is made", async ({ page }) => {
    const onramp: string[] = []
    page.on('request', (r) => {
      if (/\/v1\/onramp\//.test(r.url())) onramp.push(r.url())
    })
    await connectFreshAccount(page)
    await openProviders(page)
    await expect(page.getByTestId('gw-onramp-limits')).toHaveText(
      'Card 10.00–7500.00 USD · Bank account 10.00–25000.00 USD (default limits)',
    )
    await expect(page.getByTestId('gw-onramp-quote')).toContainText('No quote right now')
    expect(onramp).toEqual([])
    // Buying still works: the generator needs no country.
    const provider = await openProvider(page)
    await provider.close()
  })
})

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' })
  test('asks the service about DE', async ({ page }) => {
    await connectFreshAccount(page)
    const options = page.waitForRequest(/\/v1\/onramp\/buy\/options/)
    await openProviders(page)
    expect(new URL((await options).url()).searchParams.get('country')).toBe('DE')
    await expect(page.getByTestId('gw-onramp-quote-amount')).toHaveText(/ETH$/)
  })
})

test("Send's insufficient funds offers Buy, which opens the on-ramp", async ({ page }) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-TUSD').click()
  await page.getByTestId('gw-send-amount').fill('1000000')
  await page.getByTestId('gw-send-receiver').fill(devstack.accounts[1]!)
  await page.getByTestId('gw-send-buy').click()
  await expect(view(page, 'OnRampProviders')).toBeVisible()
})

test('deposit from an exchange: the address to withdraw to, the exchange page in a new window, and the deposit seen on the chain', async ({
  page,
}) => {
  const contract = await connectFreshAccount(page)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-fund').click()
  await page.getByTestId('gw-onramp-exchange').click()
  const deposit = view(page, 'DepositFromExchange')
  await expect(deposit).toHaveAttribute('data-status', 'pick')
  await expect(page.getByTestId('gw-onramp-deposit-address')).toHaveText(contract)
  await expect(deposit).toContainText('Withdraw ETH on Ethereum')
  // An exchange whose builder gives no page is shown, disabled.
  await expect(page.getByTestId('gw-onramp-exchange-elsewhere')).toBeDisabled()
  await expect(page.getByTestId('gw-onramp-exchange-elsewhere')).toContainText('Unavailable')
  await shot(page, 'light-DepositFromExchange')

  const before = await balanceOf(contract)
  const popup = page.waitForEvent('popup')
  await page.getByTestId('gw-onramp-exchange-devstack').click()
  const exchange = await popup
  await expect(exchange.locator('#address')).toHaveText(contract)
  await expect(deposit).toHaveAttribute('data-status', 'waiting')
  await shot(page, 'light-DepositFromExchange-waiting')
  await exchange.locator('#withdraw').click()
  await expect(exchange.locator('#result')).toHaveText('Withdrawal sent: 0.05 ETH')
  expect(await balanceOf(contract)).toBe(before + parseEther('0.05'))
  // The view reads the balance again until the deposit shows.
  await expect(deposit).toHaveAttribute('data-status', 'received', { timeout: 15_000 })
  await expect(page.getByTestId('gw-onramp-balance')).toContainText(
    formatEther(before + parseEther('0.05')),
  )
  await page.getByTestId('gw-onramp-done').click()
  await expect(view(page, 'Account')).toBeVisible()
})

test('dark and mobile: OnRampProviders and FundWallet', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-fund').click()
  await expect(view(page, 'FundWallet')).toBeVisible()
  await shot(page, 'dark-FundWallet')
  await page.getByTestId('gw-onramp-exchange').click()
  await expect(page.getByTestId('gw-onramp-deposit-address')).toBeVisible()
  await shot(page, 'dark-DepositFromExchange')
  await page.getByTestId('gw-modal-back').click()
  await page.getByTestId('gw-onramp-buy').click()
  await expect(page.getByTestId('gw-onramp-quote-amount')).toBeVisible()
  await shot(page, 'dark-OnRampProviders')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'mobile-OnRampProviders')
  await page.getByTestId('gw-modal-back').click()
  await page.getByTestId('gw-onramp-exchange').click()
  await expect(page.getByTestId('gw-onramp-deposit-address')).toBeVisible()
  await shot(page, 'mobile-DepositFromExchange')
})
