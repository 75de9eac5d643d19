// Receive (@gangway/feature-send's receiveFeature) on the demo: the address chip, the QR code
// (decoded here from a screenshot with jsQR), 'Copy address' and the compatible networks.

import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { CHUNKS, watchChunks } from './chunks'
import {
  connectFreshAccount,
  connectWallet,
  expect,
  openDemo,
  short,
  shot,
  test,
  view,
} from './fixtures'

const address = (page: Page) => page.evaluate(() => window.__gangwayTestWallet.state().accounts[0]!)

async function openReceive(page: Page) {
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-receive').click()
  await expect(view(page, 'WalletReceive')).toBeVisible()
}

/** Decodes the QR code in a PNG screenshot: the pixels are read by the page's own canvas. */
async function decodeQr(page: Page, png: Buffer): Promise<string | undefined> {
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height)
    return { data: Array.from(data), width, height }
  }, png.toString('base64'))
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data
}

test('the QR code decoded from a screenshot is the address; the chip and Copy address copy it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openDemo(page)
  await connectWallet(page)
  await openReceive(page)
  const mine = await address(page)
  const qr = page.getByTestId('gw-qr')
  await expect(qr).toBeVisible()
  expect(await decodeQr(page, await qr.screenshot())).toBe(mine)
  await shot(page, 'light-WalletReceive')

  // The chip: the identity name of dev account #1, with the network icon.
  await expect(page.getByTestId('gw-receive-address')).toHaveText(/alice\.gangway\.eth$/)
  await page.getByTestId('gw-receive-copy').click()
  await expect(page.getByTestId('gw-toast')).toHaveText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine)

  // Two networks configured (Ethereum, Base): the plural line, two icons → the list.
  await expect(page.getByTestId('gw-receive-networks')).toContainText(
    'Only receive assets on these networks',
  )
  await page.getByTestId('gw-receive-networks').click()
  await expect(view(page, 'WalletCompatibleNetworks')).toBeVisible()
  await expect(page.getByTestId('gw-receive-network-eip155:1')).toContainText('Ethereum')
  await expect(page.getByTestId('gw-receive-network-eip155:8453')).toContainText('Base')
  await shot(page, 'light-WalletCompatibleNetworks')
})

test('an account without a name: the chip shows its address by 4 start and 6 end characters (spec §9), the QR code all of it', async ({
  page,
}) => {
  // A fresh ERC-1271 account: no identity name, so the chip shows the address itself.
  const contract = await connectFreshAccount(page)
  await openReceive(page)
  // Spec §9: "Display: transaction amounts 3 decimals; addresses 4 start and 6 end characters."
  await expect(page.getByTestId('gw-receive-address')).toHaveText(new RegExp(`${short(contract)}$`))
  await expect(page.getByTestId('gw-receive-address')).toHaveAttribute('title', contract)
  await expect(page.getByTestId('gw-qr')).toBeVisible()
  expect(await decodeQr(page, await page.getByTestId('gw-qr').screenshot())).toBe(contract)
  await shot(page, 'light-WalletReceive-unnamed')
})

test('the Receive chunk and the QR encoder load only when Receive opens', async ({ page }) => {
  const chunks = watchChunks(page)
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-action-receive')).toBeVisible()
  expect(await chunks.requested(CHUNKS.receive), 'the Receive chunk before Receive').toEqual([])
  expect(await chunks.requested(CHUNKS.qrEncoder), 'the QR encoder before Receive').toEqual([])
  await page.getByTestId('gw-action-receive').click()
  await expect(page.getByTestId('gw-qr')).toBeVisible()
  await expect
    .poll(() => chunks.requested(CHUNKS.receive), { message: 'the Receive chunk, once' })
    .toHaveLength(1)
  await expect
    .poll(() => chunks.requested(CHUNKS.qrEncoder), { message: 'the QR encoder, once' })
    .toHaveLength(1)
})

test('dark: WalletReceive and WalletCompatibleNetworks', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await connectWallet(page)
  await openReceive(page)
  await expect(page.getByTestId('gw-qr')).toBeVisible()
  // Dark on white in both themes, so every camera reads it.
  expect(await decodeQr(page, await page.getByTestId('gw-qr').screenshot())).toBe(
    await address(page),
  )
  await shot(page, 'dark-WalletReceive')
  await page.getByTestId('gw-receive-networks').click()
  await expect(view(page, 'WalletCompatibleNetworks')).toBeVisible()
  await shot(page, 'dark-WalletCompatibleNetworks')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('390x844: WalletReceive and WalletCompatibleNetworks', async ({ page }) => {
    await openDemo(page)
    await connectWallet(page)
    await openReceive(page)
    await expect(page.getByTestId('gw-qr')).toBeVisible()
    await shot(page, 'mobile-WalletReceive')
    await page.getByTestId('gw-receive-networks').click()
    await expect(view(page, 'WalletCompatibleNetworks')).toBeVisible()
    await shot(page, 'mobile-WalletCompatibleNetworks')
  })
})
