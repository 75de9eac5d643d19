// The modal under a strict Content-Security-Policy (issue 33 §3): the demo's production build
// served with `style-src 'self'` and no 'unsafe-inline' anywhere. Every stylesheet the shell and
// the features add must apply (constructable stylesheets), and the browser must report no
// violation from the first paint through connect, Account, Send, Swap, AllWallets and the
// WalletConnect QR code.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from '@playwright/test'
import { devstack, expect, modal, shot, test, view, WALLET_ID } from './fixtures'

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

/** What the console said the policy refused. */
const refused: string[] = []

type Violation = { directive: string; blocked: string; sample: string; source: string }

/** Records every violation report the page raises (read with `violations`). */
async function recordViolations(page: Page) {
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
}

/**
 * A server of our own in front of the demo's (same host, its own port) that adds the policy to
 * every HTML answer. A real server, not `page.route`: Chromium gives a document Playwright
 * fulfils no local address, and its requests to the devstack's other ports then fail (Private
 * Network Access) with nothing to do with the policy.
 */
async function strictPolicyServer(policy: string): Promise<{ url: string; close(): void }> {
  const base = process.env.GANGWAY_E2E_BASE_URL ?? 'http://127.0.0.1'
  const server = createServer(async (req, res) => {
    try {
      const answer = await fetch(new URL(req.url ?? '/', base))
      const headers: Record<string, string> = {}
      answer.headers.forEach((value, key) => {
        if (!/^(content-encoding|content-length|transfer-encoding|connection)$/.test(key))
          headers[key] = value
      })
      if (headers['content-type']?.startsWith('text/html'))
        headers['content-security-policy'] = policy
      res.writeHead(answer.status, headers)
      res.end(Buffer.from(await answer.arrayBuffer()))
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** Opens the demo through `strictPolicyServer`, recording violations and refusals. */
async function openDemoUnderPolicy(page: Page, url: string) {
  await recordViolations(page)
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? ''
    if (/CSP|BLOCKED/i.test(error)) refused.push(`${error} ${request.url()}`)
  })
  // Chromium also says what it refused on the console.
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(`${url}/`)
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.waitForFunction(() => Boolean(window.__gangwayTestWallet))
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
      width: s.width,
    }
  })
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
  expect(style.radius).not.toBe('0px')
  expect(style.layer).toBe('fixed')
  expect(style.width).toBe('360px')
}

test("under `style-src 'self'`: the modal is styled and no policy violation from connect to Swap, AllWallets and the QR code", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const server = await strictPolicyServer(strictPolicy())
  test.info().attach('policy', { body: strictPolicy() })
  await openDemoUnderPolicy(page, server.url)
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
  // The Tokens tab (its own sheet) with the data API's balances: connect-src let them through.
  await expect(page.getByTestId('gw-tokens')).toBeVisible()
  expect(await violations(page)).toEqual([])
  expect(refused).toEqual([])
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
  expect(refused).toEqual([])
  server.close()
})

// Server rendering: the page's HTML already holds the stylesheets, so a server-rendered connect
// button has its final size before any script runs (it used to jump from 106×20 to 160×38).

/** The demo's connect button as a server renders it (no script on the page at all). */
async function serverRenderedButton(head: Head) {
  const { createElement: h } = await import('react')
  const { renderToString } = await import('react-dom/server')
  const { ConnectButton, createModal, GangwayProvider, GangwayStyles } = await import(
    '@gangway/modal-shell'
  )
  const { evmAdapter } = await import('@gangway/adapter-evm')
  const { mainnet } = await import('@gangway/core/networks')
  const modal = createModal({ projectId: 'csp-ssr', networks: [mainnet], adapters: [evmAdapter()] })
  const styles = head === 'nonce' ? h(GangwayStyles, { nonce: 'c3NyLW5vbmNl' }) : null
  const body = renderToString(h(GangwayProvider, { modal }, styles, h(ConnectButton)))
  modal.destroy()
  const link = head === 'file' ? '<link rel="stylesheet" href="/__ssr/gangway.css">' : ''
  return `<!doctype html><html><head><meta charset="utf-8">${link}</head><body>${body}</body></html>`
}

type Head = 'nonce' | 'file' | 'none'

/** A fresh page of the context showing the server-rendered button under `policy`. */
async function openServerRendered(context: BrowserContext, head: Head, policy: string) {
  const page = await context.newPage()
  const html = await serverRenderedButton(head)
  const { readFile } = await import('node:fs/promises')
  const { createRequire } = await import('node:module')
  const css = await readFile(
    createRequire(import.meta.url).resolve('@gangway/modal-shell/styles.css'),
    'utf8',
  )
  await recordViolations(page)
  await page.route('**/__ssr/**', (route) =>
    route.request().url().endsWith('.css')
      ? route.fulfill({ contentType: 'text/css', body: css })
      : route.fulfill({
          contentType: 'text/html',
          headers: { 'content-security-policy': policy },
          body: html,
        }),
  )
  await page.goto(`/__ssr/${head}`)
  const button = page.getByTestId('gw-connect-button')
  await expect(button).toBeVisible()
  const box = await button.evaluate((el) => {
    const { width, height } = el.getBoundingClientRect()
    return { width, height, radius: getComputedStyle(el).borderTopLeftRadius }
  })
  expect(await violations(page)).toEqual([])
  return { box, page }
}

test('a server-rendered connect button is styled before any script: <GangwayStyles nonce> or styles.css, no violation', async ({
  context,
}) => {
  const withNonce = await openServerRendered(
    context,
    'nonce',
    "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-c3NyLW5vbmNl'",
  )
  await shot(withNonce.page, 'csp-ssr-GangwayStyles')
  const withFile = await openServerRendered(
    context,
    'file',
    "default-src 'self'; script-src 'self'; style-src 'self'",
  )
  // The base sheet's button: 12 px corners, 10 px padding above and below the 15 px label.
  expect(withNonce.box.radius).toBe('12px')
  expect(withNonce.box.height).toBeGreaterThanOrEqual(36)
  expect(withFile.box).toEqual(withNonce.box)
  // Without either, the same markup is the browser's bare button (the jump the issue saw).
  const bare = await openServerRendered(context, 'none', "default-src 'self'; style-src 'self'")
  expect(bare.box.height).toBeLessThan(30)
})
