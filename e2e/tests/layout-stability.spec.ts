// Nothing a visitor (or a test) clicks moves once a view shows (issue 37 §5: "No click on an
// element that is still moving: the account view's late content reserves its space"). For each
// view: from the frame it first shows, every clickable element of the modal is measured on every
// animation frame for LATE_MS; one that moves or resizes by more than a pixel fails, named by
// its test id or text. Elements that appear later are fine (a list filling in below), as long as
// they push nothing that was already there.

import { testAccounts } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import {
  connectWallet,
  devstack,
  expect,
  openDemo,
  settleAnimations,
  short,
  test,
  transact,
  transferData,
  view,
} from './fixtures'

/** How long late content has to arrive (balances, prices, icons, the wallet list). */
const LATE_MS = 2500

/**
 * Starts recording the boxes of the modal's clickable elements on every frame, once the view's
 * entrance (the card's rise, the view's slide: finite animations) has ended: what moves after
 * that is late content.
 */
async function watch(page: Page) {
  await settleAnimations(page)
  await page.evaluate(() => {
    const w = window as unknown as { __moves: string[]; __stopWatch?: () => void }
    w.__moves = []
    const first = new Map<Element, { x: number; y: number; w: number; h: number }>()
    const name = (el: Element) =>
      el.getAttribute('data-testid') ??
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`
    let running = true
    const frame = () => {
      if (!running) return
      const card = document.querySelector('[data-testid=gw-modal]')
      for (const el of card?.querySelectorAll('button, a[href], input, [role=tab]') ?? []) {
        const r = el.getBoundingClientRect()
        if (r.width === 0 && r.height === 0) continue
        const box = { x: r.x, y: r.y, w: r.width, h: r.height }
        const was = first.get(el)
        if (!was) first.set(el, box)
        else if (
          Math.abs(was.x - box.x) > 1 ||
          Math.abs(was.y - box.y) > 1 ||
          Math.abs(was.w - box.w) > 1 ||
          Math.abs(was.h - box.h) > 1
        ) {
          const line = `${name(el)}: (${Math.round(was.x)},${Math.round(was.y)} ${Math.round(was.w)}×${Math.round(was.h)}) → (${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.w)}×${Math.round(box.h)})`
          if (!w.__moves.some((m) => m.startsWith(`${name(el)}:`))) w.__moves.push(line)
          first.set(el, box)
        }
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
    w.__stopWatch = () => {
      running = false
    }
  })
}

async function moves(page: Page): Promise<string[]> {
  await page.waitForTimeout(LATE_MS)
  return page.evaluate(() => {
    const w = window as unknown as { __moves: string[]; __stopWatch?: () => void }
    w.__stopWatch?.()
    return w.__moves
  })
}

/**
 * Holds every answer of `url` (a route glob) for `ms` before it goes on: late content, made
 * certain. Returns how many were held (a test's premise: they were).
 */
async function holdAnswers(page: Page, url: string, ms: number): Promise<() => number> {
  let held = 0
  await page.route(url, async (route) => {
    held++
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue().catch(() => {})
  })
  return () => held
}

test('Connect: nothing clickable moves after the view shows', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await watch(page)
  expect(await moves(page)).toEqual([])
})

test('Account: nothing clickable moves after the view shows (balances, prices and tabs arrive late)', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await watch(page)
  expect(await moves(page)).toEqual([])
})

test('Account: a token list that arrives late moves nothing below the tabs (the balance answers held 1.5 s)', async ({
  page,
}) => {
  // The soak's flake, made certain: the Tokens tab's list (its total and four tokens once
  // history.spec had sent the account the CLAIM spam token) arriving after the view showed pushed
  // Disconnect down 95 px, the panel growing from its three loading rows. The panel now keeps its
  // height and scrolls what is longer. A fourth token here, whatever ran before:
  const deployer = testAccounts[0]!.address
  const spam = devstack.chains.find((c) => c.chainId === 1)!.contracts.spam!
  const held = await holdAnswers(page, '**/v1/account/*/balance**', 1500)
  await openDemo(page)
  await connectWallet(page)
  const me = await page.evaluate(() => window.__gangwayTestWallet.state().accounts[0]!)
  await transact(deployer, spam, transferData(me, 1n))
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await watch(page)
  // The premise: the list is not there when the watch starts, and arrives while it runs.
  await expect(page.getByTestId('gw-tokens')).toHaveCount(0)
  expect(await moves(page)).toEqual([])
  expect(held()).toBeGreaterThan(0)
  await expect(page.getByTestId('gw-tokens')).toBeVisible()
  // …and it is longer than the panel: it scrolls inside it.
  const panel = page.getByRole('tabpanel')
  expect(
    await panel.evaluate((el) => el.scrollHeight > el.clientHeight),
    'the token list is longer than the panel (it scrolls inside it)',
  ).toBe(true)
})

// A known bug, recorded so it cannot be forgotten (test.fail: this passes while the bug is there
// and fails once it is fixed, to be turned into a plain test): the account's name, when the
// identity answer comes after the view showed, is inserted above the address and moves every
// entry below it (the network, Send, Receive…, the tabs, Disconnect) down 33 px, and the copy
// button 20 px sideways, under the visitor's pointer.
// Found by hand in the eighteenth session; the soak has not hit it yet (the header's account
// button usually fetched the name first). The fix needs the header's two states (named, unnamed)
// to have one height without the copy button moving.
test.fail(
  'Account: a name that arrives late moves nothing (the identity answers held 1.5 s after a reload)',
  async ({ page }) => {
    await openDemo(page)
    await connectWallet(page)
    const held = await holdAnswers(page, '**/v1/identity/**', 1500)
    // After a reload the name is not cached: the restored account asks for it again.
    await page.reload()
    await page.getByTestId('gw-account-button').click()
    await expect(view(page, 'Account')).toBeVisible()
    await watch(page)
    await expect(page.getByTestId('gw-account-name')).toHaveCount(0)
    const moved = await moves(page)
    // The premise: the name did arrive while the view was watched.
    expect(held()).toBeGreaterThan(0)
    await expect(page.getByTestId('gw-account-name')).toBeVisible()
    expect(moved).toEqual([])
  },
)

for (const name of ['WalletSend', 'Swap', 'Networks', 'WalletReceive', 'Transactions']) {
  test(`${name}: nothing clickable moves after the view shows`, async ({ page }) => {
    await openDemo(page)
    await connectWallet(page)
    await page.evaluate((v) => {
      ;(
        window as unknown as { __gangwayModal: { open(o: { view: string }): void } }
      ).__gangwayModal.open({ view: v })
    }, name)
    await expect(view(page, name)).toBeVisible()
    await watch(page)
    expect(await moves(page)).toEqual([])
  })
}

test("Transactions: a counterparty's name that arrives late moves no link (the identity service's answers held 1.2 s)", async ({
  page,
}) => {
  // A row whose counterparty has a name: anvil's account 0 ('deployer.gangway.eth' on the
  // devstack's identity service) sends the connected account 1 TUSD unit.
  const deployer = testAccounts[0]!.address
  const tusd = devstack.chains.find((c) => c.chainId === 1)!.contracts.tusd!
  const held = await holdAnswers(page, '**/v1/identity/**', 1200)
  await openDemo(page)
  await connectWallet(page)
  const me = await page.evaluate(() => window.__gangwayTestWallet.state().accounts[0]!)
  await transact(deployer, tusd, transferData(me, 1n))
  await page.evaluate(() => {
    ;(
      window as unknown as { __gangwayModal: { open(o: { view: string }): void } }
    ).__gangwayModal.open({ view: 'Transactions' })
  })
  await expect(view(page, 'Transactions')).toBeVisible()
  const row = page.getByTestId('gw-history-counterparty').filter({ hasText: short(deployer) })
  await expect(row.first()).toBeVisible({ timeout: 15_000 })
  await watch(page)
  expect(await moves(page)).toEqual([])
  // The premise: the name did arrive, while the rows were watched.
  expect(held()).toBeGreaterThan(0)
  await expect(
    page.getByTestId('gw-history-counterparty').filter({ hasText: 'deployer.gangway.eth' }).first(),
  ).toBeVisible()
})
