// The Activity tab of @gangway/feature-history on the demo (which passes `features: { history }`):
// transfers really sent on the dev chain, read back through the devstack's data API, which
// indexes that chain.
import { testAccounts } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import { CHUNKS, watchChunks } from './chunks'
import {
  BASE,
  connectWallet,
  devstack,
  expect,
  modal,
  openDemo,
  shot,
  test,
  transact,
  transferData,
  view,
  walletChainId,
} from './fixtures'

const DEPLOYER = testAccounts[0]!.address // holds the TUSD and the CLAIM spam token
const tusd = devstack.chains.find((c) => c.chainId === 1)!.contracts.tusd!
const spam = devstack.chains.find((c) => c.chainId === 1)!.contracts.spam!
/** TUSD on the Base dev chain (8453, the fixture tokens only). */
const baseTusd = devstack.chains.find((c) => c.chainId === 8453)!.contracts.tusd!

/** Sends `units` of an ERC-20 from account 0 to `to` on the dev chain; resolves to the hash. */
const sendToken = (token: string, to: string, units: bigint, chainId = 1) =>
  transact(DEPLOYER, token, transferData(to, units), chainId)

/** ERC20Burnable `burn(amount)` calldata: the caller's tokens go to the zero address. */
const burnData = (units: bigint) => `0x42966c68${units.toString(16).padStart(64, '0')}`

/** The connected account (the test wallet's first). */
async function connectedAddress(page: Page): Promise<string> {
  return page.evaluate(() => window.__gangwayTestWallet.state().accounts[0]!)
}

const featureStatus = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __gangwayModal: { engine: { $features: { get(): Record<string, unknown> } } }
        }
      ).__gangwayModal.engine.$features.get().history,
  )

async function openActivity(page: Page) {
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-tab-Activity').click()
  await expect(page.getByTestId('gw-history-list')).toBeVisible({ timeout: 15_000 })
}

test('a TUSD transfer sent on the dev chain shows in Activity with + and 3 decimals; spam-only is hidden', async ({
  page,
}) => {
  const chunks = watchChunks(page)
  await openDemo(page)
  // The feature's code loads only when the Activity tab is first shown — not at page
  // load, not when the modal opens, not on the Account view.
  expect(await featureStatus(page)).toBe('idle')
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.waitForTimeout(300)
  expect(
    await chunks.requested(CHUNKS.history),
    'no Activity chunk before the Activity tab',
  ).toEqual([])
  expect(await featureStatus(page)).toBe('idle')
  await page.keyboard.press('Escape')

  const me = await connectedAddress(page)
  const spamHash = await sendToken(spam, me, 5n * 10n ** 18n) // 5 CLAIM: a spam-only transfer
  const hash = await sendToken(tusd, me, 12_345_600n) // 12.3456 TUSD (6 decimals)

  await openActivity(page)
  expect(await featureStatus(page)).toBe('ready')
  await expect
    .poll(() => chunks.requested(CHUNKS.history), { message: 'the Activity chunk, once' })
    .toHaveLength(1)

  const row = page.locator(`[data-transaction-id="eip155:1:${hash}"]`)
  await expect(row).toBeVisible()
  await expect(row.getByTestId('gw-history-amount')).toHaveText('+12.346 TUSD')
  await expect(row).toContainText('Received')
  await expect(row.getByTestId('gw-history-status')).toHaveText('Confirmed')
  await expect(row.locator('time')).toHaveText(/just now|min ago/)
  await expect(row.getByTestId('gw-history-counterparty')).toHaveText('from deployer.gangway.eth')
  // The newest entry is on top.
  await expect(page.getByTestId('gw-history-item').first()).toHaveAttribute(
    'data-transaction-id',
    `eip155:1:${hash}`,
  )
  // The CLAIM transfer (sent just before) is spam only: not listed.
  await expect(page.locator(`[data-transaction-id="eip155:1:${spamHash}"]`)).toHaveCount(0)
  await expect(page.getByTestId('gw-history-list')).not.toContainText('CLAIM')
  await shot(page, 'light-Activity')

  // The modal covers the page's theme toggle: switch through the modal's own API.
  await page.evaluate(() =>
    (
      window as unknown as { __gangwayModal: { setThemeMode(mode: 'dark'): void } }
    ).__gangwayModal.setThemeMode('dark'),
  )
  await expect(page.locator('[data-gw-root]').filter({ has: modal(page) })).toHaveAttribute(
    'data-gw-theme',
    'dark',
  )
  await shot(page, 'dark-Activity')

  await page.getByTestId('gw-history-view-all').click()
  await expect(view(page, 'Transactions')).toBeVisible()
  await expect(
    view(page, 'Transactions').locator(`[data-transaction-id="eip155:1:${hash}"]`),
  ).toBeVisible()
  await shot(page, 'dark-Transactions')
})

test('scrolling to the end loads older pages, each once', async ({ page }) => {
  const cursors: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.endsWith('/history')) cursors.push(url.searchParams.get('cursor') ?? '')
  })
  await openDemo(page)
  await connectWallet(page)
  const me = await connectedAddress(page)
  // Three pages of ten at least: 21 transfers, on top of the 3 mints of the fixtures (and what
  // other tests sent meanwhile).
  for (let i = 1; i <= 21; i++) await sendToken(tusd, me, BigInt(i) * 1000n)

  await openActivity(page)
  const rows = page.getByTestId('gw-history-item')
  await expect(rows).toHaveCount(10)
  let shown = 10
  for (let page_ = 0; page_ < 10; page_++) {
    const more = page.getByTestId('gw-history-more')
    if ((await more.count()) === 0) break
    await more.scrollIntoViewIfNeeded() // the end of the list comes into view: the next page loads
    await expect.poll(() => rows.count()).toBeGreaterThan(shown)
    shown = await rows.count()
  }
  expect(shown).toBeGreaterThanOrEqual(24)
  await expect(page.getByTestId('gw-history-more')).toHaveCount(0)
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-transaction-id')))
  expect(new Set(ids).size).toBe(ids.length)
  // Each page was asked for once: the first without a cursor, then each cursor once.
  expect(cursors[0]).toBe('')
  expect(new Set(cursors).size).toBe(cursors.length)
  await shot(page, 'light-Activity-paged')
})

test('spec §5 "filtered to connected chain" and §9 "Plus sign for receive…; minus for withdraw, repay, burn": Activity follows the network', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await expect(page.getByTestId('gw-network-button')).toContainText('Ethereum')
  const me = await connectedAddress(page)
  // Real transactions on both dev chains: on Ethereum 3 TUSD received, then 1 TUSD burnt by the
  // account itself (a burn, spec §9's minus), then 2 TUSD sent back (a send: no sign); on
  // Base 4 TUSD received.
  const received = await sendToken(tusd, me, 3_000_000n)
  const burnt = await transact(me, tusd, burnData(1_000_000n))
  const sent = await transact(me, tusd, transferData(DEPLOYER, 2_000_000n))
  const onBase = await sendToken(baseTusd, me, 4_000_000n, 8453)
  const row = (chain: number, hash: string) =>
    page.locator(`[data-transaction-id="eip155:${chain}:${hash}"]`)
  const ids = () =>
    page
      .getByTestId('gw-history-item')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-transaction-id') ?? ''))

  await openActivity(page)
  await expect(row(1, received)).toBeVisible()
  await expect(row(1, received)).toContainText('Received')
  await expect(row(1, received).getByTestId('gw-history-amount')).toHaveText('+3.000 TUSD')
  await expect(row(1, received).getByTestId('gw-history-amount')).toHaveAttribute('data-sign', '+')
  await expect(row(1, burnt)).toContainText('Burned')
  await expect(row(1, burnt).getByTestId('gw-history-amount')).toHaveText('-1.000 TUSD')
  await expect(row(1, burnt).getByTestId('gw-history-amount')).toHaveAttribute('data-sign', '-')
  // A send is neither of the spec's lists: its amount has no sign.
  await expect(row(1, sent)).toContainText('Sent')
  await expect(row(1, sent).getByTestId('gw-history-amount')).toHaveText('2.000 TUSD')
  // Only Ethereum's: Base's transfer (newer than all of them) is not listed.
  await expect(row(8453, onBase)).toHaveCount(0)
  expect(await ids()).not.toContainEqual(expect.stringMatching(/^eip155:8453:/))
  expect((await ids()).every((id) => id.startsWith('eip155:1:'))).toBe(true)

  // Switch to Base: the wallet follows, and Activity lists Base's transactions only.
  await page.getByTestId('gw-tab-Tokens').click()
  await page.getByTestId('gw-account-network').click()
  await view(page, 'Networks').getByTestId(`gw-network-${BASE}`).click()
  await expect.poll(() => walletChainId(page)).toBe('0x2105')
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  // Networks goes back to Account once switched.
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-tab-Activity').click()
  await expect(row(8453, onBase)).toBeVisible({ timeout: 15_000 })
  await expect(row(8453, onBase).getByTestId('gw-history-amount')).toHaveText('+4.000 TUSD')
  for (const hash of [received, burnt, sent]) await expect(row(1, hash)).toHaveCount(0)
  expect((await ids()).every((id) => id.startsWith('eip155:8453:'))).toBe(true)
})
