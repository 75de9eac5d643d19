// The mobile deep link (issue 37 §3): on a phone, a wallet with a `mobile_link` chosen in
// AllWallets shows ConnectingWalletConnect's "Open <wallet>" button, which opens the wallet's
// link carrying the pairing URI (spec §3 "Wallet list entry: … mobile_link"). The pairing is
// the modal's own, live on a
// relay: this file starts its own relay and remote wallet (so it shares nothing with the
// remote-wallet specs and may run beside them) and points the page at that relay.
import { type StartWalletConnectStackReturnType, startWalletConnectStack } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import {
  devstack,
  expect,
  modal,
  openDemoWith,
  short,
  test,
  uniqueProjectId,
  view,
} from './fixtures'

/** The devstack catalogue's remote test wallet (walletFixtureIds.remoteWallet). */
const REMOTE_WALLET = '1e9a40a352341069d4aa51fde047b62576eb81bb4db046c185af61e61517f1e1'
const REMOTE_WALLET_NAME = 'Gangway Remote Wallet'
/** Its catalogue entry's mobile_link (tools/devstack walletFixtures). */
const MOBILE_LINK = 'gangwayremote://'

let stack: StartWalletConnectStackReturnType
test.beforeAll(async () => {
  stack = await startWalletConnectStack({
    chains: devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
  })
})
test.afterAll(async () => {
  await stack?.stop()
})

async function remote(path: string, body?: unknown) {
  const res = await fetch(`${stack.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/**
 * The demo on this file's relay (the devstack info the page reads, window.__GANGWAY_DEVSTACK__,
 * names it instead of the shared one). `window.open` is watched, not
 * replaced: each call is recorded and then made as it was asked.
 */
async function openDemoOnOwnRelay(page: Page) {
  await page.route('**/test-wallet.js', async (route) => {
    const original = await (await route.fetch()).text()
    const relay = devstack.walletConnect.relayUrl
    expect(original).toContain(JSON.stringify(relay))
    await route.fulfill({
      contentType: 'text/javascript',
      body: original.replaceAll(JSON.stringify(relay), JSON.stringify(stack.relayUrl)),
    })
  })
  await page.addInitScript(() => {
    const opened: [string, string | undefined, string | undefined][] = []
    const open = window.open.bind(window)
    ;(window as unknown as { __opened: typeof opened }).__opened = opened
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push([String(url), target, features])
      return open(url, target, features)
    }
  })
  await openDemoWith(page, { projectId: uniqueProjectId('deeplink') })
}

const opened = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: [string, string, string][] }).__opened)

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('"Open Gangway Remote Wallet" opens its mobile_link + wc?uri= the encoded wc: URI of the live pairing, in the same tab; the wallet paired with that URI connects', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const logs: string[] = []
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`))
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`))
    await remote('/mode', { proposals: 'approve', requests: 'approve' })
    await openDemoOnOwnRelay(page)
    await page.getByTestId('gw-connect-button').click()
    await expect(view(page, 'Connect')).toBeVisible()
    await page.getByTestId('gw-wallet-all').click()
    await expect(view(page, 'AllWallets')).toBeVisible()
    await view(page, 'AllWallets').getByTestId(`gw-wallet-${REMOTE_WALLET}`).click()

    const connecting = view(page, 'ConnectingWalletConnect')
    await expect(connecting).toBeVisible()
    // Mobile: no QR code first, the wallet's app instead.
    await expect(page.getByTestId('gw-qr')).toHaveCount(0)
    await expect(connecting).toContainText(`Continue in ${REMOTE_WALLET_NAME}`)
    const button = connecting.getByRole('button', { name: `Open ${REMOTE_WALLET_NAME}` })
    await expect(page.getByTestId('gw-copy-uri'))
      .toBeVisible({ timeout: 15_000 })
      .catch(async (e) => {
        throw new Error(`no URI: ${await connecting.innerHTML()} ${logs.join(' | ')}`, { cause: e })
      })
    await expect(button)
      .toBeVisible()
      .catch(async (e) => {
        throw new Error(`no button: ${await connecting.innerHTML()}`, { cause: e })
      })

    // The pairing URI as the view's Copy link gives it.
    await page.getByTestId('gw-copy-uri').click()
    await expect(page.getByTestId('gw-copy-uri')).toContainText('Link copied')
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(new URL(uri).searchParams.get('relay-protocol')).toBe('irn')
    expect(new URL(uri).searchParams.get('symKey')).toMatch(/^[0-9a-f]{64}$/)

    expect(await opened(page)).toEqual([])
    await button.tap()
    await expect.poll(() => opened(page)).toHaveLength(1)
    const [href, target] = (await opened(page))[0]!
    // buildWalletLink: the app-scheme link, then `wc?uri=` and the URI percent-encoded.
    expect(href).toBe(`${MOBILE_LINK}wc?uri=${encodeURIComponent(uri)}`)
    expect(target).toBe('_self')
    // The page stayed (an app link leaves the tab to the app): still waiting in the same view.
    await expect(connecting).toBeVisible()

    // What the wallet app would do with the link: pair with the URI it carries. The modal
    // waits on exactly that pairing, on this relay, and connects.
    const carried = decodeURIComponent(href.slice(`${MOBILE_LINK}wc?uri=`.length))
    expect(carried).toBe(uri)
    await remote('/pair', { uri: carried })
    await expect(page.getByTestId('gw-account-button')).toContainText(short(stack.address))
    await expect(modal(page)).toBeHidden()
    const state = await remote('/state')
    expect(state.sessions).toHaveLength(1)
  })
})
