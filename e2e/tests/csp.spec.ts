// The modal under a strict Content-Security-Policy (issue 33 §3): the demo's production build
// served with `style-src 'self'` and no 'unsafe-inline' anywhere. Every stylesheet the shell and
// the features add must apply (constructable stylesheets), and the browser must report no
// violation from the first paint through connect, Account, Send, Swap, AllWallets and the
// WalletConnect QR code.
import type { Page } from '@playwright/test'
import { devstack, expect, modal, openDemo, shot, test, view, WALLET_ID } from './fixtures'

/** Every origin the devstack runs (chains, services, relay, Solana, Bitcoin, login frame). */
function devstackOrigins(): { http: string[]; ws: string[] } {
  const http = new Set<string>()
  const ws = new Set<string>()
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^(https?|wss?):\/\//.test(value)) {
      const { protocol, host } = new URL(value)
      ;(protocol.startsWith('ws') ? ws : http).add(`${protocol}//${host}`)
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v)
  }
  visit(JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null'))
  return { http: [...http].sort(), ws: [...ws].sort() }
}

/**
 * The policy of the modal-shell README's "Content-Security-Policy" section, with the hosted
 * services replaced by the devstack's origins: nothing for styles or scripts beyond 'self'.
 */
function strictPolicy(): string {
  const { http, ws } = devstackOrigins()
  const { authFrame } = devstack as { authFrame?: { origin: string } }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...http, ...ws].join(' ')}`,
    `img-src 'self' data: blob: ${http.join(' ')}`,
    `frame-src ${authFrame?.origin ?? "'none'"}`,
  ].join('; ')
}

type Violation = { directive: string; blocked: string; sample: string; source: string }

/** Serves the demo's HTML with the policy as a header, and records every violation report. */
async function withStrictPolicy(page: Page, policy: string) {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        seen.push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          sample: e.sample,
          source: `${e.sourceFile}:${e.lineNumber}`,
        }),
      true,
    )
  })
  const base = new URL(process.env.GANGWAY_E2E_BASE_URL ?? 'http://127.0.0.1')
  await page.route(
    (url) => url.origin === base.origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      })
    },
  )
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)

/** The open card is laid out by the shell's sheet: fixed layer, opaque card, rounded corners. */
async function expectStyledCard(page: Page) {
  const card = modal(page)
  await expect(card).toBeVisible()
  const style = await card.evaluate((el) => {
    const s = getComputedStyle(el)
    const layer = getComputedStyle(el.closest('.gw-layer')!)
    return {
      background: s.backgroundColor,
      radius: s.borderTopLeftRadius,
      layer: layer.position,
      width: el.getBoundingClientRect().width,
    }
  })
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
  expect(style.radius).not.toBe('0px')
  expect(style.layer).toBe('fixed')
  expect(style.width).toBe(360)
}

test("under `style-src 'self'`: the modal is styled and no policy violation from connect to Swap, AllWallets and the QR code", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await withStrictPolicy(page, strictPolicy())
  await openDemo(page)
  // The demo's own stylesheet is a file: the page itself raises nothing.
  const button = page.getByTestId('gw-connect-button')
  await expect(button).toBeVisible()
  // The base sheet applies to the connect button (accent background, 12 px corners).
  await expect(button).toHaveCSS('border-radius', '12px')

  // Connect, then All wallets (the wallet-list service's tiles, blob: images).
  await button.click()
  await expect(view(page, 'Connect')).toBeVisible()
  await expectStyledCard(page)
  await shot(page, 'csp-light-Connect')
  await view(page, 'Connect').getByTestId('gw-wallet-all').click()
  const all = view(page, 'AllWallets')
  await expect(all.locator('[data-testid^="gw-wallet-"] img').first()).toBeVisible()
  await expect(all.locator('.gw-tile-name').first()).toBeVisible()
  await shot(page, 'csp-light-AllWallets')
  await page.getByTestId('gw-modal-back').click()

  // The test wallet: connected.
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()

  // Account (its Tokens tab's sheet), Send and Swap (each feature's sheet).
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expectStyledCard(page)
  await expect(page.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await shot(page, 'csp-light-Account')
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await expectStyledCard(page)
  await shot(page, 'csp-light-WalletSend')
  await page.getByTestId('gw-modal-back').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-swap').click()
  await expect(view(page, 'Swap')).toBeVisible()
  await expectStyledCard(page)
  await shot(page, 'csp-light-Swap')
  await page.getByTestId('gw-modal-back').click()

  // Disconnected again, the WalletConnect QR code (its view's sheet, the SVG code).
  await page.getByTestId('gw-disconnect').click()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId('gw-wallet-walletConnect').click()
  await expect(view(page, 'ConnectingWalletConnectBasic')).toBeVisible()
  const qr = page.getByTestId('gw-qr')
  await expect(qr).toBeVisible()
  // The QR view's own sheet sizes the code (a constructable stylesheet like the rest).
  expect((await qr.boundingBox())?.width).toBe(224)
  await expectStyledCard(page)
  await shot(page, 'csp-light-ConnectingWalletConnect')

  expect(await violations(page)).toEqual([])
})
