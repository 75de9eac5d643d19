// @gangway/feature-send on the demo (which passes `features: { send, receive }`): real sends on
// the dev chain through the injected test wallet (account #1, holding ETH and 2500 TUSD), read
// back ON THE CHAIN in exact base units. Spec §4 "Send: initiated, then success (toast
// Transaction started, state reset)"; §5 send rules; §2 "After a send starts, the Account view
// shows".
import { testAccounts } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import { CHUNKS, watchChunks } from './chunks'
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
} from './fixtures'

const tusd = devstack.chains.find((c) => c.chainId === 1)!.contracts.tusd!
// Receivers of their own per test, so tests running in parallel never blur a balance.
const RECEIVER = testAccounts[4]!.address // 0.5 ETH and 12.345678 TUSD
const CAROL = testAccounts[3]!.address // 'carol.wcn.id', seeded in the devstack's profile lookup
const DAVE = testAccounts[6]!.address // a host's Send opened with arguments
const BOB = testAccounts[2]!.address // the wallet's second account: the Max test drains it

const ethBalance = async (address: string) =>
  BigInt((await devChainRpc('eth_getBalance', [address, 'latest'])) as string)
const tusdBalance = async (address: string) =>
  BigInt(
    (await devChainRpc('eth_call', [
      { to: tusd, data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ])) as string,
  )

/** Waits until `read()` differs from `before` (the transaction was mined), then returns it. */
async function changed(read: () => Promise<bigint>, before: bigint): Promise<bigint> {
  for (let i = 0; i < 100; i++) {
    const now = await read()
    if (now !== before) return now
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the balance never changed')
}

/** Connected (account #1), on Account, then Send opened from its entry. */
async function openSend(page: Page) {
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
}

async function chooseToken(page: Page, symbol: string) {
  await page.getByTestId('gw-send-token').click()
  await expect(view(page, 'WalletSendSelectToken')).toBeVisible()
  await page.getByTestId(`gw-send-token-${symbol}`).click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await expect(page.getByTestId('gw-send-token')).toContainText(symbol)
}

const submit = (page: Page) => page.getByTestId('gw-send-submit')

/** Amount, receiver, Preview: the form is ready to review. */
async function fill(page: Page, amount: string, receiver: string) {
  await page.getByTestId('gw-send-amount').fill(amount)
  await page.getByTestId('gw-send-receiver').fill(receiver)
  await expect(submit(page)).toHaveText('Preview')
}

/** Preview → Send → the modal's approval → the wallet signs: 'Transaction started'. */
async function previewAndSend(page: Page) {
  await submit(page).click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await expect(view(page, 'WalletSendPreview')).toContainText('Review transaction carefully')
  await page.getByTestId('gw-send-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await page.getByTestId('gw-request-approve').click()
}

const toast = (page: Page) => page.getByTestId('gw-toast')
/** A toast with a description (the shell shows it as an alert): a failed send's. */
const errorToast = (page: Page) => page.getByTestId('gw-alert')

test('0.5 ETH and 12.345678 TUSD to a second dev account: exact wei on the chain; the chunk loads only when Send opens', async ({
  page,
}) => {
  const chunks = watchChunks(page)
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  // Declared as data: the entry shows before the feature's code is fetched.
  await expect(page.getByTestId('gw-action-send')).toBeVisible()
  expect(await chunks.requested(CHUNKS.send), 'the Send chunk before Send opens').toEqual([])
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await expect
    .poll(() => chunks.requested(CHUNKS.send), { message: 'the Send chunk once Send is open' })
    .toHaveLength(1)

  // The button names the first failing rule, in order.
  await expect(submit(page)).toHaveText('Select token')
  await chooseToken(page, 'ETH')
  await expect(submit(page)).toHaveText('Add amount')
  await page.getByTestId('gw-send-amount').fill('0.5')
  await expect(page.getByTestId('gw-send-usd')).toHaveText('$1,500.00')
  await expect(submit(page)).toHaveText('Add address')

  const ethBefore = await ethBalance(RECEIVER)
  await fill(page, '0.5', RECEIVER)
  await submit(page).click()
  // Spec §9: "addresses 4 start and 6 end characters".
  await expect(page.getByTestId('gw-send-preview-receiver')).toHaveText(short(RECEIVER))
  await expect(page.getByTestId('gw-send-preview-usd')).toHaveText('$1,500.00')
  await expect(page.getByTestId('gw-send-preview-network')).toContainText('Ethereum')
  await page.getByTestId('gw-send-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(toast(page).filter({ hasText: 'Transaction started' })).toBeVisible()
  await expect(view(page, 'Account')).toBeVisible()
  expect(await changed(() => ethBalance(RECEIVER), ethBefore)).toBe(
    ethBefore + 500_000_000_000_000_000n,
  )

  // The state was reset: a second send starts empty.
  await page.getByTestId('gw-action-send').click()
  await expect(submit(page)).toHaveText('Select token')
  await expect(page.getByTestId('gw-send-amount')).toHaveValue('')
  await chooseToken(page, 'TUSD')
  const tusdBefore = await tusdBalance(RECEIVER)
  await fill(page, '12.345678', RECEIVER)
  await expect(page.getByTestId('gw-send-usd')).toHaveText('$12.35')
  await previewAndSend(page)
  await expect(view(page, 'Account')).toBeVisible()
  expect(await changed(() => tusdBalance(RECEIVER), tusdBefore)).toBe(tusdBefore + 12_345_678n)
})

test('to a seeded name: the profile lookup resolves carol.wcn.id; the preview shows the name and its address in full', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await openSend(page)
  await chooseToken(page, 'ETH')
  await page.getByTestId('gw-send-amount').fill('0.01')
  await page.getByTestId('gw-send-receiver').fill('carol.wcn.id')
  await expect(page.getByTestId('gw-send-receiver-name')).toHaveText('carol.wcn.id')
  await expect(page.getByTestId('gw-send-receiver-address')).toHaveText(short(CAROL))
  await expect(page.getByTestId('gw-send-receiver-warning')).toHaveCount(0)
  await expect(submit(page)).toHaveText('Preview')
  const before = await ethBalance(CAROL)
  await submit(page).click()
  await expect(page.getByTestId('gw-send-preview-receiver-name')).toHaveText('carol.wcn.id')
  await expect(page.getByTestId('gw-send-preview-receiver-address')).toHaveText(CAROL)
  await expect(page.getByTestId('gw-send-preview-name-warning')).toHaveCount(0)
  await page.getByTestId('gw-send-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(view(page, 'Account')).toBeVisible()
  expect(await changed(() => ethBalance(CAROL), before)).toBe(before + 10_000_000_000_000_000n)
})

test('Max leaves the gas reserve and the send succeeds', async ({ page }) => {
  await openDemo(page)
  await connectWallet(page)
  // The wallet's second account (#2) is drained here and refilled after.
  await page.evaluate(
    (bob) => window.__gangwayTestWallet.emitAccountsChanged([bob as `0x${string}`]),
    BOB,
  )
  // Account #2's seeded identity name.
  await expect(page.getByTestId('gw-account-button')).toContainText('bob.gangway.eth')
  try {
    await openSend(page)
    await chooseToken(page, 'ETH')
    const balance = await ethBalance(BOB)
    await page.getByTestId('gw-send-max').click()
    await expect(page.getByTestId('gw-send-amount')).not.toHaveValue('')
    const amount = await page.getByTestId('gw-send-amount').inputValue()
    const [whole, fraction = ''] = amount.split('.')
    const wei = BigInt(whole! + fraction.padEnd(18, '0'))
    const reserve = balance - wei
    // The reserve is 21000 gas at the data API's standard price (2 × base fee + tip).
    expect(reserve).toBeGreaterThan(0n)
    expect(reserve % 21_000n).toBe(0n)
    await page.getByTestId('gw-send-receiver').fill(RECEIVER)
    await expect(submit(page)).toHaveText('Preview')
    await previewAndSend(page)
    await expect(toast(page)).toHaveText('Transaction started')
    await expect(view(page, 'Account')).toBeVisible()
    const left = await changed(() => ethBalance(BOB), balance)
    // Sent everything but the reserve; the fee actually paid was within it.
    expect(left).toBeGreaterThanOrEqual(0n)
    expect(left).toBeLessThan(reserve)
    expect(balance - left - wei).toBeLessThanOrEqual(reserve)
  } finally {
    await devChainRpc('anvil_setBalance', [BOB, '0x21e19e0c9bab2400000'])
  }
})

// Spec §4: "Send: initiated, then success (toast Transaction started, state reset) or error (toast
// Something went wrong)." The wallet's rejection is said under the toast, not in its place.
test('wallet rejection: “Something went wrong” with the rejection under it; the form is kept', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await openSend(page)
  await chooseToken(page, 'TUSD')
  await fill(page, '3.25', RECEIVER)
  await submit(page).click()
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await page.getByTestId('gw-send-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(errorToast(page)).toHaveAttribute('data-variant', 'error')
  await expect(errorToast(page).getByText('Something went wrong', { exact: true })).toBeVisible()
  await expect(errorToast(page)).toContainText('User rejected the request.')
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  // A rejection is the visitor's "no", not a failure: Send is not locked.
  await expect(page.getByTestId('gw-send-locked')).toHaveCount(0)
  await page.getByTestId('gw-send-cancel').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await expect(page.getByTestId('gw-send-amount')).toHaveValue('3.25')
  await expect(page.getByTestId('gw-send-receiver')).toHaveValue(RECEIVER)
  await expect(page.getByTestId('gw-send-token')).toContainText('TUSD')
})

test('insufficient funds, invalid address and a bad EIP-55 checksum are refused', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await openSend(page)
  await chooseToken(page, 'TUSD')
  await page.getByTestId('gw-send-amount').fill('1000000')
  await page.getByTestId('gw-send-receiver').fill(RECEIVER)
  await expect(submit(page)).toHaveText('Insufficient funds')
  await expect(submit(page)).toBeDisabled()
  await expect(page.getByTestId('gw-send-connect-other')).toHaveText('Connect a different wallet')

  await page.getByTestId('gw-send-amount').fill('1')
  await page.getByTestId('gw-send-receiver').fill('0x1234')
  await expect(submit(page)).toHaveText('Invalid address')
  await expect(page.getByTestId('gw-send-receiver-status')).toHaveText('Invalid address')

  // One letter's case flipped: a typo EIP-55 catches.
  const i = 2 + RECEIVER.slice(2).search(/[a-fA-F]/)
  const letter = RECEIVER[i]!
  const flipped = `${RECEIVER.slice(0, i)}${letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()}${RECEIVER.slice(i + 1)}`
  await page.getByTestId('gw-send-receiver').fill(flipped)
  await expect(page.getByTestId('gw-send-receiver-status')).toHaveText(
    'Invalid address: checksum mismatch',
  )
  await expect(submit(page)).toHaveText('Invalid address')
  await expect(submit(page)).toBeDisabled()
})

// Spec §2: "After a send starts, the Account view shows." Also when the host opened Send.
test('opened with arguments { amount, assetAddress, namespace, chainId, to }: read-only fields, ends on Account', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  const before = await tusdBalance(DAVE)
  // What a host does (the demo's "Tip 1 TUSD" card does the same to account #9).
  await page.evaluate(
    ({ token, to }) =>
      (window as unknown as { __gangwayModal: { open(args: unknown): void } }).__gangwayModal.open({
        view: 'WalletSend',
        data: { amount: '1.5', assetAddress: token, namespace: 'eip155', chainId: '1', to },
      }),
    { token: tusd, to: DAVE },
  )
  await expect(view(page, 'WalletSend')).toBeVisible()
  await expect(page.getByTestId('gw-send-token')).toContainText('TUSD')
  await expect(page.getByTestId('gw-send-amount')).toHaveValue('1.5')
  await expect(page.getByTestId('gw-send-amount')).toBeDisabled()
  await expect(page.getByTestId('gw-send-receiver')).toBeDisabled()
  await expect(page.getByTestId('gw-send-max')).toHaveCount(0)
  await expect(submit(page)).toHaveText('Preview')
  await previewAndSend(page)
  await expect(toast(page)).toHaveText('Transaction started')
  await expect(view(page, 'Account')).toBeVisible()
  await expect(view(page, 'WalletSendConfirmed')).toHaveCount(0)
  expect(await changed(() => tusdBalance(DAVE), before)).toBe(before + 1_500_000n)
})

test('opened with arguments naming a network that is not configured: "Network not found"', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.evaluate(
    (to) =>
      (window as unknown as { __gangwayModal: { open(args: unknown): void } }).__gangwayModal.open({
        view: 'WalletSend',
        data: { amount: '1', namespace: 'eip155', chainId: '10', to },
      }),
    DAVE,
  )
  await expect(toast(page)).toHaveText('Network not found')
})

/** 'cаrol.wcn.id' with a Cyrillic 'а': looks like carol.wcn.id, is another name. */
const LOOK_ALIKE = 'c\u0430rol.wcn.id'

/**
 * A name service that knows the look-alike name (an answer as the real server's
 * NameAndAddresses, for DAVE's address): the page's lookup of that one name is answered here.
 */
async function serveLookAlike(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith(`/v1/profile/account/${encodeURIComponent(LOOK_ALIKE)}`),
    (route) =>
      route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: JSON.stringify({
          name: LOOK_ALIKE,
          registered_at: '2025-10-09T08:53:20Z',
          updated_at: '2025-10-09T08:53:20Z',
          attributes: null,
          addresses: { '60': { address: DAVE, created_at: '2025-10-09T08:53:20Z' } },
        }),
      }),
  )
}

/** A look-alike name typed, resolved; Send and its preview warn; shots. */
async function lookAlikePreview(page: Page, mode: 'light' | 'dark' | 'mobile') {
  await serveLookAlike(page)
  await connectWallet(page)
  await openSend(page)
  await chooseToken(page, 'ETH')
  await page.getByTestId('gw-send-amount').fill('0.01')
  await page.getByTestId('gw-send-receiver').fill(LOOK_ALIKE)
  await expect(page.getByTestId('gw-send-receiver-name')).toHaveText(LOOK_ALIKE)
  await expect(page.getByTestId('gw-send-receiver-address')).toHaveText(short(DAVE))
  await expect(page.getByTestId('gw-send-receiver-warning')).toContainText(
    'This name mixes Latin and Cyrillic letters',
  )
  await shot(page, `${mode}-WalletSend-lookalike-name`)
  await submit(page).click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await expect(page.getByTestId('gw-send-preview-receiver-name')).toHaveText(LOOK_ALIKE)
  // The whole address, as text the visitor reads (not a tooltip).
  await expect(page.getByTestId('gw-send-preview-receiver-address')).toHaveText(DAVE)
  await expect(page.getByTestId('gw-send-preview-receiver-address')).toBeVisible()
  await expect(page.getByTestId('gw-send-preview-name-warning')).toHaveText(
    'This name mixes Latin and Cyrillic letters, which can look alike. Check it is the name you mean.',
  )
  await shot(page, `${mode}-WalletSendPreview-name`)
}

test('a look-alike name (Latin + Cyrillic): the name and the full address in the preview, with a visible warning', async ({
  page,
}) => {
  await openDemo(page)
  await lookAlikePreview(page, 'light')
})

test('dark: the look-alike name preview', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await lookAlikePreview(page, 'dark')
})

/** Every Send view, screenshot in `mode`. */
async function tour(page: Page, mode: 'light' | 'dark' | 'mobile') {
  await connectWallet(page)
  await openSend(page)
  await shot(page, `${mode}-WalletSend-empty`)
  await page.getByTestId('gw-send-token').click()
  await expect(page.getByTestId('gw-send-token-TUSD')).toBeVisible()
  await shot(page, `${mode}-WalletSendSelectToken`)
  await page.getByTestId('gw-send-token-TUSD').click()
  await page.getByTestId('gw-send-amount').fill('12.345678')
  await page.getByTestId('gw-send-receiver').fill('carol.wcn.id')
  await expect(page.getByTestId('gw-send-receiver-name')).toBeVisible()
  await shot(page, `${mode}-WalletSend`)
  await page.getByTestId('gw-send-receiver').fill('0x1234')
  await expect(submit(page)).toHaveText('Invalid address')
  await shot(page, `${mode}-WalletSend-invalid`)
  await page.getByTestId('gw-send-receiver').fill(RECEIVER)
  await expect(submit(page)).toHaveText('Preview')
  await submit(page).click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await shot(page, `${mode}-WalletSendPreview`)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.getByTestId('demo-tip').click()
  await expect(submit(page)).toHaveText('Preview')
  await previewAndSend(page)
  await expect(view(page, 'Account')).toBeVisible()
  await shot(page, `${mode}-Account-send-started`)
}

test('light and dark: every Send view', async ({ page }) => {
  await openDemo(page)
  await tour(page, 'light')
  await page.keyboard.press('Escape')
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await openSend(page)
  await page.getByTestId('gw-send-token').click()
  await expect(page.getByTestId('gw-send-token-TUSD')).toBeVisible()
  await shot(page, 'dark-WalletSendSelectToken')
  await page.getByTestId('gw-send-token-TUSD').click()
  await page.getByTestId('gw-send-amount').fill('12.345678')
  await page.getByTestId('gw-send-receiver').fill('carol.wcn.id')
  await expect(page.getByTestId('gw-send-receiver-name')).toBeVisible()
  await shot(page, 'dark-WalletSend')
  await submit(page).click()
  await expect(page.getByTestId('gw-send-confirm')).toBeVisible()
  await shot(page, 'dark-WalletSendPreview')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.getByTestId('demo-tip').click()
  await expect(submit(page)).toHaveText('Preview')
  await previewAndSend(page)
  await expect(view(page, 'Account')).toBeVisible()
  await shot(page, 'dark-Account-send-started')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('390x844: every Send view', async ({ page }) => {
    await openDemo(page)
    await tour(page, 'mobile')
  })
  test('390x844: the look-alike name preview', async ({ page }) => {
    await openDemo(page)
    await lookAlikePreview(page, 'mobile')
  })
})
