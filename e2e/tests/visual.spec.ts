// Screenshots compared, not only taken (issue 37 §4): every view the demo shows (the axe audit's
// tour, tour.ts) in light, dark and a 390x844 phone, the modal card compared with
// `toHaveScreenshot` against the baselines in e2e/screenshots/visual.spec.ts/<mode>/<View>-linux.png,
// generated on this machine's Chromium (Debian's, software rendering). A layout change updates
// them in the same commit (the command is in e2e/README.md, 'Screenshot baselines').

import { erc1271WalletInitCode } from '@gangway/devstack'
import type { Locator, Page } from '@playwright/test'
import { getAddress, type Hex } from 'viem'
import { devChainRpc, devstack, expect, modal, openDemo, settleAnimations, test } from './fixtures'
import { tour } from './tour'

/** The account every mode connects (see run): a fixed address, so every address shown is compared. */
const ACCOUNT = getAddress('0x7157a1000000000000000000000000000000c0de')

/**
 * What legitimately changes between runs, masked (a flat box over its area), each with its reason.
 * Selectors are looked for in the card only; one that is not on the view masks nothing.
 */
const MASKS: { selector: string; why: string }[] = [
  // USD values are priced from the devstack's Uniswap pools, which swap.spec's trades move.
  {
    selector: '[data-testid=gw-view-Account] [data-testid=gw-token-value]',
    why: "a Tokens row's USD value (pool prices; Send's token list shows the amount, kept)",
  },
  { selector: '[data-testid=gw-tokens-total]', why: "the Tokens tab's USD total (pool prices)" },
  // Relative times ('just now', '5 min ago') follow the clock (the account has no history today:
  // this guards the Activity tab and Transactions if it gets one).
  { selector: 'time', why: 'relative times and dates' },
]

/**
 * `threshold`: a pixel counts as different past this YIQ colour distance (0..1, Playwright's
 * default 0.2; stricter here, so a grey icon's edge on the card still counts). `maxDiffPixels`: a
 * view fails past this many such pixels (anti-aliased pixels are not counted at all). Measured
 * here: repeated runs of one build differ by 0 pixels (Chromium renders in software), and the
 * header's close button moved 4 px to the right (`.gw-close{position:relative;left:4px}`, the
 * smallest button on every view) differs by 50 pixels on each of the 60 views (58 on one).
 */
const TOLERANCE = { threshold: 0.1, maxDiffPixels: 20 }

/** The tour's names as file names: `Account (NFTs)` → `Account-NFTs`. */
const fileName = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')

/** Every image in the card has loaded (wallet and token icons) or failed for good. */
async function imagesLoaded(card: Locator) {
  await card.evaluate(async (root) => {
    const images = [...root.querySelectorAll('img')]
    await Promise.all(
      images.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    )
  })
}

async function compare(page: Page, mode: string, name: string) {
  // The modal closed (the host page alone) is the host's, not ours.
  if (name === 'page' || name === 'page-connected') return
  const card = modal(page)
  await expect(card).toBeVisible()
  // Nothing still loading (a balance, the token list, a QR code), the fonts in, then still.
  await expect(card.locator('[aria-busy="true"]'), `${name}: loaded`).toHaveCount(0)
  // ApproveTransaction reads the request first ('Reading request…'), then shows its rows, and
  // arms Approve after a delay (disabled until then, in another colour).
  if (name === 'ApproveTransaction') {
    await expect(card.getByTestId('gw-request-rows'), `${name}: decoded`).toBeVisible()
    await expect(card.getByTestId('gw-request-approve'), `${name}: armed`).toBeEnabled()
  }
  await page.evaluate(() => document.fonts.ready)
  await imagesLoaded(card)
  await settleAnimations(page)
  await expect.soft(card, `${name} [${mode}]`).toHaveScreenshot([mode, `${fileName(name)}.png`], {
    animations: 'disabled',
    caret: 'hide',
    ...TOLERANCE,
    mask: MASKS.map((m) => card.locator(m.selector)),
  })
}

async function run(page: Page, mode: 'light' | 'dark' | 'mobile') {
  // The account: an ERC-1271 contract wallet the test wallet signs for, at a fixed address with
  // 1 ETH, placed with anvil_setCode / anvil_setBalance (no transaction, so no history; no name,
  // no tokens). Nothing another test does reaches it: the shared dev accounts' balances and
  // histories change with send.spec and swap.spec (a longer history is a taller card), and a
  // deployed contract's address follows the deployer's nonce (a masked address still moves the
  // copy button beside it: its width depends on the characters).
  const code = await devChainRpc('eth_call', [
    { data: erc1271WalletInitCode(devstack.accounts[0]! as Hex) },
    'latest',
  ])
  await devChainRpc('anvil_setCode', [ACCOUNT, code])
  await devChainRpc('anvil_setBalance', [ACCOUNT, '0xde0b6b3a7640000'])
  await openDemo(page)
  await page.evaluate((address) => window.__gangwayTestWallet.addSmartAccount(address), ACCOUNT)
  if (mode === 'dark') await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute(
    'data-theme',
    mode === 'dark' ? 'dark' : 'light',
  )
  // The wallet holds the connection 6 s: the ConnectingExternal comparison's time on a busy machine.
  await tour(page, (name) => compare(page, mode, name), undefined, 6000)
}

for (const mode of ['light', 'dark'] as const) {
  test(`visual, ${mode}, desktop: every view matches its baseline`, async ({ page }) => {
    test.setTimeout(150_000)
    await run(page, mode)
  })
}

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('visual, 390x844 (touch): every view matches its baseline', async ({ page }) => {
    test.setTimeout(150_000)
    await run(page, 'mobile')
  })
})
