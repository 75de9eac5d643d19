// The platform issue's proof: a throwaway feature (e2e/platform/toy-feature: views, an account
// tab, an account action, a connect step and a close guard) and a throwaway adapter for a
// made-up chain family (tools/testkit/src/toyAdapter.ts) plug into the built packages with no edit to
// core, the shell or walletconnect, and work in Chromium. The page is e2e/platform/index.html.
import type { Page } from '@playwright/test'
import { expect, modal, shot, test, view, WALLET_ID } from './fixtures'

declare global {
  interface Window {
    __gangwayModal: {
      open(args?: { view?: string; namespace?: string }): void
      close(): boolean
      engine: { $features: { get(): Record<string, unknown> } }
    }
  }
}

async function openPlatform(page: Page) {
  await page.goto('/platform/index.html')
  await expect(page.getByRole('heading', { name: 'Platform test page' })).toBeVisible()
  await page.waitForFunction(() => Boolean(window.__gangwayTestWallet && window.__gangwayModal))
}

const toyStatus = (page: Page) =>
  page.evaluate(() => window.__gangwayModal.engine.$features.get().toy)

test("a feature's connect step and close guard: after connecting, its terms view shows and cannot be closed until accepted", async ({
  page,
}) => {
  await openPlatform(page)
  expect(await toyStatus(page)).toBe('idle')
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()

  // The connect step: core loaded the feature (it declares a step) and shows its view.
  const terms = view(page, 'ToyTerms')
  await expect(terms).toBeVisible()
  expect(await toyStatus(page)).toBe('ready')
  await shot(page, 'platform-ToyTerms')

  // The close guard: the close button is disabled, Escape and the backdrop only shake.
  await expect(page.getByTestId('gw-modal-close')).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveAttribute('data-shake', '')
  expect(await page.evaluate(() => window.__gangwayModal.close())).toBe(false)
  await expect(terms).toBeVisible()

  await terms.getByTestId('toy-accept').click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()

  // Accepted once, kept in the feature's own storage: a new connection after a reload asks nothing.
  const stored = await page.evaluate(() => localStorage.getItem('gw:f:toy:accepted'))
  expect(stored).toBe('true')
})

test("a feature's declared action and tab show before its code loads, and load it when used", async ({
  page,
}) => {
  await openPlatform(page)
  await page.evaluate(() => localStorage.setItem('gw:f:toy:accepted', 'true'))
  await page.reload()
  await page.waitForFunction(() => Boolean(window.__gangwayModal))
  const chunks: string[] = []
  page.on('request', (r) => {
    if (/toyModule/.test(r.url())) chunks.push(r.url())
  })
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  // The feature declares a connect step, so connecting loaded it; its step passed (accepted).
  await expect(modal(page)).toBeHidden()

  await page.getByTestId('gw-account-button').click()
  const account = view(page, 'Account')
  await expect(account.getByTestId('gw-action-toy-hello')).toHaveText(/Say hello/)
  await expect(account.getByTestId('gw-tab-Toy')).toHaveText('Toy tab')
  await account.getByTestId('gw-tab-Toy').click()
  await expect(page.getByTestId('toy-tab-panel')).toHaveText('The toy tab: 0 hello(s)')

  await account.getByTestId('gw-action-toy-hello').click()
  const hello = view(page, 'ToyHello')
  await expect(hello).toContainText('Hello from a feature nobody edited core for')
  await hello.getByTestId('toy-say-hello').click()
  await expect(hello.getByTestId('toy-hellos')).toHaveText('Hellos so far: 1')
  await shot(page, 'platform-ToyHello')
  expect(chunks.length).toBeLessThanOrEqual(1)
})

test('a view nobody provides says so at once (no endless spinner)', async ({ page }) => {
  await openPlatform(page)
  await page.evaluate(() => window.__gangwayModal.open({ view: 'NoSuchView' }))
  const missing = view(page, 'NoSuchView')
  await expect(missing).toHaveText('This view is not available')
  await expect(missing).not.toHaveAttribute('aria-busy', 'true')
})

test("a made-up chain family's adapter: its wallet is listed, connects, shows its balance, and offers no network switch", async ({
  page,
}) => {
  await openPlatform(page)
  await page.getByTestId('gw-connect-button').click()
  const toyWallet = view(page, 'Connect').getByTestId('gw-wallet-toy.wallet')
  await expect(toyWallet).toContainText('Toy Wallet')
  await toyWallet.click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  // The toy feature's connect step runs for any family: accept its terms first.
  await view(page, 'ToyTerms').getByTestId('toy-accept').click()
  await expect(modal(page)).toBeHidden()

  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-account-address')).toHaveText('toy1…ccount')
  await expect(page.getByTestId('gw-account-balance')).toHaveText('2.5 TOY')
  await shot(page, 'platform-Account-toy')

  // No switchNetwork capability: the Networks view offers the toy network it is on (and the EVM
  // family, a namespace switch), never the second toy network.
  await page.getByTestId('gw-account-network').click()
  const networks = view(page, 'Networks')
  await expect(networks.getByTestId('gw-network-toy:1')).toBeVisible()
  await expect(networks.getByTestId('gw-network-eip155:1')).toBeVisible()
  await expect(networks.getByTestId('gw-network-toy:2')).toHaveCount(0)
  await shot(page, 'platform-Networks-toy')
})
