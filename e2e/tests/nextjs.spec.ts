// The Next.js example (apps/examples/nextjs): App Router, installed from `npm pack` output, built
// with `next build` and served by `next start` (global setup). Issue 33: "a browser test
// connects, reloads, and sees no hydration warning or error in the console and no layout shift
// of the button (Layout Instability API, 0)". The wallet and the steps are @gangway/testing's,
// as a host's own tests would use them.
import { testAccounts } from '@gangway/devstack'
import { connect, installTestWallet, readAccount } from '@gangway/testing'
import type { ConsoleMessage, Page } from '@playwright/test'
import { devstack, expect, short, shot, test } from './fixtures'

const exampleUrl = process.env.GANGWAY_E2E_NEXTJS_URL!

/** The devstack's first test-wallet account (a funded anvil dev account) and its public dev key. */
const account = testAccounts.find((a) => a.address === devstack.accounts[0])
if (!account) throw new Error(`no dev key for the devstack's account ${devstack.accounts[0]}`)
const ethereum = devstack.chains.find((chain) => chain.chainId === 1)!

/** Every console message and page error the page shows, and its layout shifts. */
async function watch(page: Page) {
  const messages: string[] = []
  const keep = (message: ConsoleMessage) => {
    // A failed load is reported with its URL below.
    if (
      ['error', 'warning'].includes(message.type()) &&
      !/^Failed to load resource/.test(message.text())
    )
      messages.push(`${message.type()}: ${message.text()}`)
  }
  page.on('console', keep)
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) messages.push(`${response.status()}: ${response.url()}`)
  })
  // The injected test wallet on the devstack's Ethereum, before any script of the page; like an
  // extension, it remembers the site across reloads (persist).
  const wallet = await installTestWallet(page, {
    rpcUrl: ethereum.rpcUrl,
    chainId: 1,
    accounts: [account!.privateKey],
    persist: true,
  })
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      // The button itself and everything around it; inside it, the name and balance take the
      // place of the address and the placeholder as they arrive.
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node }[]
      })[])
        if (
          !entry.hadRecentInput &&
          !(entry.sources ?? []).every((s) =>
            s.node?.parentElement?.closest('[data-testid="gw-account-button"]'),
          )
        )
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map(
              (s) => (s.node as Element)?.outerHTML?.slice(0, 80) ?? '',
            ),
          })
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return { messages, wallet }
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts)

test('Next.js: connect, reload — the server renders the account, hydration matches, nothing shifts', async ({
  page,
}) => {
  const { messages, wallet } = await watch(page)
  const address = devstack.accounts[0]!
  expect(wallet.addresses).toEqual([address])
  await page.goto(exampleUrl)
  await expect(page.getByTestId('gw-connect-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('example-account')).toHaveText('Not connected')
  // The account (the button's title; its text becomes the account's name once the profile loads).
  expect(await connect(page)).toBe(address)
  await expect(page.getByTestId('example-account')).toHaveText(`Connected: ${address}`)

  // What the server now renders for this visitor: the account, from the cookies alone.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const html = await (await fetch(exampleUrl, { headers: { cookie } })).text()
  expect(html).toContain('data-testid="gw-account-button"')
  expect(html).toContain(`title="${address}"`)
  expect(html).toContain(short(address))
  expect(html).not.toContain('data-testid="gw-connect-button"')

  await page.reload()
  const button = page.getByTestId('gw-account-button')
  expect(await readAccount(page)).toBe(address)
  // Confirmed by the wallet: no longer busy, the balance in place of its placeholder.
  await expect(button).not.toHaveAttribute('aria-busy')
  await expect(button).toContainText('ETH')
  await expect(page.getByTestId('example-account')).toHaveText(`Connected: ${address}`)
  await expect(page.getByTestId('gw-connect-button')).toHaveCount(0)
  await shot(page, 'light-nextjs-reloaded')
  expect(await shifts(page)).toEqual([])
  expect(messages).toEqual([])
})

test('Next.js: a wallet that no longer answers after the reload falls back to Connect, cleanly', async ({
  page,
}) => {
  const { messages, wallet } = await watch(page)
  await page.goto(exampleUrl)
  await connect(page)
  // Behind the page's back, the wallet forgets the site (as when the extension is locked or
  // the site removed in it): the cookies still say connected, so the server renders the account.
  await wallet.forgetSite()
  const served = (await page.reload())!
  expect(await served.text()).toContain('data-testid="gw-account-button"')
  await expect(page.getByTestId('gw-connect-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('example-account')).toHaveText('Not connected')
  // The stored connection is forgotten: the next server render is the connect button.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const html = await (await fetch(exampleUrl, { headers: { cookie } })).text()
  expect(html).toContain('data-testid="gw-connect-button"')
  expect(messages.filter((m) => /hydrat|#418|#423|#425/i.test(m))).toEqual([])
})
