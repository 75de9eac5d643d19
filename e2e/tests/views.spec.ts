// A tour of every core view in light, dark and mobile, with a screenshot of each in e2e/artifacts/
// (<mode>-<View>.png), plus what each mode must look like: theme tokens, bottom sheet.
import type { Page } from '@playwright/test'
import { expect, modal, openDemo, shot, test, view, WALLET_ID } from './fixtures'

const CARD_BG = { light: 'rgb(255, 255, 255)', dark: 'rgb(23, 24, 28)' }

/**
 * The header is three stable columns, back | centred title | close, whether or not back shows:
 * the title on one line, centred in the card, overlapping neither button.
 */
async function expectHeader(page: Page, back: boolean) {
  const card = (await modal(page).boundingBox())!
  const title = (await modal(page).locator('h2').boundingBox())!
  const close = (await page.getByTestId('gw-modal-close').boundingBox())!
  expect(title.height, 'title on one line').toBeLessThan(30)
  expect(title.x + title.width, 'title ends before close').toBeLessThanOrEqual(close.x)
  expect(Math.abs(title.x + title.width / 2 - (card.x + card.width / 2))).toBeLessThan(2)
  const backButton = page.getByTestId('gw-modal-back')
  if (back) {
    await expect(backButton).toBeVisible()
    const b = (await backButton.boundingBox())!
    expect(b.x + b.width, 'back ends before the title').toBeLessThanOrEqual(title.x)
  } else await expect(backButton).toBeHidden()
}

async function tour(page: Page, mode: 'light' | 'dark' | 'mobile') {
  const name = (v: string) => `${mode}-${v}`
  await shot(page, name('page'))

  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await shot(page, name('Connect'))
  await expectHeader(page, false)

  await page.getByTestId('gw-wallet-all').click()
  await expect(view(page, 'AllWallets')).toBeVisible()
  await shot(page, name('AllWallets'))
  await expectHeader(page, true)
  await page.getByTestId('gw-modal-back').click()
  await expect(view(page, 'Connect')).toBeVisible()

  await page.evaluate(() => window.__gangwayTestWallet.delayNext(1500))
  await page.getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(view(page, 'ConnectingExternal')).toBeVisible()
  await shot(page, name('ConnectingExternal'))
  await expectHeader(page, false)
  await expect(page.getByTestId('gw-account-button')).toBeVisible({ timeout: 15_000 })
  await expect(modal(page)).toBeHidden()
  await shot(page, name('page-connected'))

  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-balance')).toContainText('ETH')
  await shot(page, name('Account'))
  await expectHeader(page, false)

  await page.getByTestId('gw-account-network').click()
  await expect(view(page, 'Networks')).toBeVisible()
  await shot(page, name('Networks'))
  await expectHeader(page, true)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await page.getByTestId('demo-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await shot(page, name('ApproveTransaction'))
  await expectHeader(page, false)
  // The decoded message and the raw request (collapsed under it): long hex still wraps, but
  // words are not cut in the middle ("a / ddress").
  const blocks = view(page, 'ApproveTransaction').locator('pre')
  await expect(blocks).toHaveCount(2)
  for (const block of await blocks.all()) {
    await expect(block).toHaveCSS('overflow-wrap', 'anywhere')
    await expect(block).toHaveCSS('word-break', 'normal')
  }
  await page.getByTestId('gw-request-reject').click()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()

  await page.evaluate(() => window.__gangwayTestWallet.switchChain(999))
  await expect(view(page, 'UnsupportedChain')).toBeVisible()
  await shot(page, name('UnsupportedChain'))
  await expectHeader(page, true)
  await page.getByTestId('gw-modal-back').click()
  await expect(modal(page)).toBeHidden()
}

/** The theme attribute and a token on the modal root, and the card's real background. */
async function expectTheme(page: Page, mode: 'light' | 'dark') {
  await page.getByTestId('gw-connect-button').click()
  const root = page.locator('[data-gw-root]').filter({ has: modal(page) })
  await expect(root).toHaveAttribute('data-gw-theme', mode)
  await expect(modal(page)).toHaveCSS('background-color', CARD_BG[mode])
  await expect(page.getByTestId('gw-connect-button')).toHaveAttribute('data-gw-theme', mode)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}

test('light: every view', async ({ page }) => {
  await openDemo(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expectTheme(page, 'light')
  await tour(page, 'light')
})

test('dark theme: the toggle switches the modal tokens and the page; every view', async ({
  page,
}) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectTheme(page, 'dark')
  // The choice survives a reload (the demo keeps it; the modal starts in it).
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectTheme(page, 'dark')
  await tour(page, 'dark')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('390x844: the modal is a bottom sheet; every view', async ({ page }) => {
    await openDemo(page)
    await expect(page.getByTestId('gw-connect-button')).toBeInViewport()
    // The buttons never wrap ("Connect / Wallet") in a narrow header.
    await expect(page.getByTestId('gw-connect-button')).toHaveCSS('white-space', 'nowrap')
    await expect(page.getByTestId('gw-network-button')).toHaveCSS('white-space', 'nowrap')
    await page.getByTestId('gw-connect-button').click()
    await expect(view(page, 'Connect')).toBeVisible()
    // Let the slide-up finish before measuring.
    await page.waitForTimeout(300)
    const box = (await modal(page).boundingBox())!
    expect(box.x).toBeCloseTo(0, 0)
    expect(box.width).toBeCloseTo(390, 0)
    expect(box.y + box.height).toBeCloseTo(844, 0)
    expect(box.height).toBeLessThan(844)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await tour(page, 'mobile')
  })
})
