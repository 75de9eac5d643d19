// WalletConnect end to end: the modal pairs with the devstack's remote wallet (a real @reown/walletkit
// wallet in Node) through the local relay, with real sign-client in Chromium. The remote wallet
// and relay are shared by this file's tests only, so they run one after another.
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import { ParsedMessage } from '@spruceid/siwe-parser'
import bs58 from 'bs58'
import { createPublicClient, type Hex, http } from 'viem'
import { devstack, expect, modal, short, shot, test, view } from './fixtures'

// One after another in one worker (playwright.config.ts: the remote-wallet project); a failed
// test does not skip the rest.
// The demo's stand-in phone may pair here (it is off in every other spec's pages).
test.use({ autoPair: true })

const control = devstack.walletConnect.controlUrl
const remote = devstack.walletConnect.address

async function wallet(path: string, body?: unknown) {
  const res = await fetch(`${control}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** The pairing URI the modal shows, read the way a visitor copies it (gw-copy-uri). */
async function copiedUri(page: Page) {
  await page.getByTestId('gw-copy-uri').click()
  await expect(page.getByTestId('gw-copy-uri')).toContainText('Link copied')
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The demo without its auto-scan helper: each test pairs the remote wallet itself. */
async function openManual(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/?autoPair=0')
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
}

async function openQr(page: Page) {
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId('gw-wallet-walletConnect').click()
  await expect(view(page, 'ConnectingWalletConnectBasic')).toBeVisible()
  await expect(page.getByTestId('gw-qr')).toBeVisible()
}

async function connectRemote(page: Page) {
  await openQr(page)
  await wallet('/pair', { uri: await copiedUri(page) })
  await expect(page.getByTestId('gw-account-button')).toContainText(short(remote))
  await expect(modal(page)).toBeHidden()
}

test.beforeEach(async () => {
  await wallet('/mode', { proposals: 'approve', requests: 'approve', authentication: 'sign' })
  // End sessions earlier tests left, so each test starts from a clean wallet.
  await wallet('/disconnect', {}).catch(() => {})
})

test('the demo helper scans the QR code: the remote wallet approves and the account shows', async ({
  page,
}) => {
  await page.goto('/')
  await openQr(page)
  await shot(page, 'light-ConnectingWalletConnectBasic')
  // The demo's "phone" (RemoteWalletHelper) sends the URI to the remote wallet.
  await expect(page.getByTestId('gw-account-button'))
    .toContainText(short(remote), { timeout: 30_000 })
    .catch(async (error) => {
      // Say where the pairing stopped: the helper's status line and the wallet's own state.
      const helper = await page.getByTestId('demo-remote-helper').textContent()
      const state = await wallet('/state').then(
        (s) => `${s.sessions.length} sessions, mode ${JSON.stringify(s.mode)}`,
        (e) => String(e),
      )
      const alert = await modal(page).getByRole('alert').allTextContents()
      throw new Error(`not connected; helper: ${helper}; modal alert: ${alert}; wallet: ${state}`, {
        cause: error,
      })
    })
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-account-address')).toHaveText(remote)
  // The wallet's own name and icon come from the session (useWalletInfo).
  await expect(page.getByTestId('demo-account-wallet')).toHaveText('Gangway Remote Wallet')
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await shot(page, 'light-Account-remote')
  const state = await wallet('/state')
  expect(state.sessions).toHaveLength(1)
})

test('rejected in the wallet: "Connection declined", and Retry shows a fresh URI', async ({
  page,
}) => {
  await openManual(page)
  await wallet('/mode', { proposals: 'reject' })
  await openQr(page)
  const first = await copiedUri(page)
  expect(first).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet('/pair', { uri: first })
  const qrView = view(page, 'ConnectingWalletConnectBasic')
  await expect(qrView.getByRole('alert')).toHaveText('Connection declined')
  await shot(page, 'light-ConnectingWalletConnect-declined')
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()

  await wallet('/mode', { proposals: 'approve' })
  await qrView.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('gw-qr')).toBeVisible()
  const second = await copiedUri(page)
  expect(second).not.toBe(first)
  await wallet('/pair', { uri: second })
  await expect(page.getByTestId('gw-account-button')).toContainText(short(remote))
})

test('sign a message through the remote wallet from the host page', async ({ page }) => {
  await openManual(page)
  await connectRemote(page)
  await page.getByTestId('demo-sign').click()
  await expect(view(page, 'ApproveTransaction')).toContainText('personal_sign')
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-signature-valid')).toHaveText(
    '✓ Valid signature from your address',
    { timeout: 20_000 },
  )
  const state = await wallet('/state')
  expect(state.requests.some((r: { method: string }) => r.method === 'personal_sign')).toBe(true)
})

/**
 * WalletConnect's own records in the page: the sign client's sessions and the core's pairings,
 * from its IndexedDB key-value store (keys `wc@2:client:0.3:gangway:session` and
 * `wc@2:core:0.3:gangway:pairing`: `wc@2:client:0.3:gangway//session` with the `/` turned into
 * `:` by unstorage; `gangway` is our storage prefix).
 */
async function wcRecords(page: Page) {
  const all = await page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('WALLET_CONNECT_V2_INDEXED_DB')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const out: Record<string, unknown> = {}
          if (!db.objectStoreNames.contains('keyvaluestorage')) return resolve(out)
          const store = db.transaction('keyvaluestorage').objectStore('keyvaluestorage')
          const cursor = store.openCursor()
          cursor.onerror = () => reject(cursor.error)
          cursor.onsuccess = () => {
            const c = cursor.result
            if (!c) {
              db.close()
              return resolve(out)
            }
            out[String(c.key)] = c.value
            c.continue()
          }
        }
      }),
  )
  const parse = (value: unknown) =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<string, unknown>[]
  const find = (pattern: RegExp) => Object.keys(all).find((key) => pattern.test(key))
  const sessionKey = find(/^wc@2:client:[\d.]+:gangway:session$/)
  const pairingKey = find(/^wc@2:core:[\d.]+:gangway:pairing$/)
  return {
    sessionKey,
    pairingKey,
    sessions: parse(sessionKey && all[sessionKey]) as {
      topic: string
      pairingTopic: string
      namespaces: Record<string, { accounts: string[] }>
    }[],
    pairings: parse(pairingKey && all[pairingKey]) as { topic: string; active: boolean }[],
  }
}

test('the wallet disconnects: the page is disconnected and WalletConnect storage is clean', async ({
  page,
}) => {
  // Spec §4: "A wallet session ends on user disconnect or session deletion event, clearing
  // stored namespaces and pairings".
  await openManual(page)
  await connectRemote(page)
  // Before: WalletConnect keeps the session (the remote account) and its pairing.
  await expect
    .poll(async () => (await wcRecords(page)).sessions.length, { message: 'stored sessions' })
    .toBe(1)
  const before = await wcRecords(page)
  expect(before.sessionKey).toBe('wc@2:client:0.3:gangway:session')
  expect(before.pairingKey).toBe('wc@2:core:0.3:gangway:pairing')
  const [session] = before.sessions
  expect(
    session!.namespaces.eip155!.accounts.map((a) => a.split(':').pop()?.toLowerCase()),
  ).toContain(remote.toLowerCase())
  expect(before.pairings.map((p) => p.topic)).toContain(session!.pairingTopic)

  await wallet('/disconnect', {})
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await expect(page.getByTestId('demo-account-status')).toHaveText('disconnected')
  const stored = await page.evaluate(() => ({
    connector: localStorage.getItem('gw:connector-id:eip155'),
    status: localStorage.getItem('gw:connection-status:eip155'),
  }))
  expect(stored.connector).toBeNull()
  expect(stored.status).not.toBe('"connected"')
  // After: neither the session nor its pairing is left in WalletConnect's own storage.
  await expect
    .poll(async () => {
      const after = await wcRecords(page)
      return {
        sessions: after.sessions.map((s) => s.topic),
        sessionPairing: after.pairings.filter((p) => p.topic === session!.pairingTopic),
      }
    })
    .toEqual({ sessions: [], sessionPairing: [] })
})

test('reload: the remote session is restored without a flash of "Connect Wallet"', async ({
  page,
}) => {
  await openManual(page)
  await connectRemote(page)
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __connectButtonSeen: seen })
    new MutationObserver(() => {
      const button = document.querySelector('[data-testid="gw-connect-button"]')
      if (button && seen.at(-1) !== button.textContent) seen.push(button.textContent ?? '')
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(remote), {
    timeout: 20_000,
  })
  await expect(page.getByTestId('demo-account-status')).toHaveText('connected')
  const seen = await page.evaluate(
    () => (window as unknown as { __connectButtonSeen: string[] }).__connectButtonSeen,
  )
  // Restoring a remote session loads WalletConnect and its relay first: the button may say
  // "Connecting…" meanwhile (spec §4: a stored connected status becomes connecting), but never
  // the disconnected "Connect Wallet".
  expect(seen, 'texts of gw-connect-button during the reload').not.toContain('Connect Wallet')
  expect(seen.every((text) => text === 'Connecting…')).toBe(true)
})

test('the relay restarts mid-session: the next request still succeeds', async ({ page }) => {
  await openManual(page)
  await connectRemote(page)
  await wallet('/relay/restart', { downMs: 1500 })
  await page.getByTestId('demo-sign').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-signature-valid')).toHaveText(
    '✓ Valid signature from your address',
    { timeout: 25_000 },
  )
})

test('an expiring pairing URI is replaced without a click', async ({ page }) => {
  await page.clock.install()
  await openManual(page)
  await openQr(page)
  const first = await copiedUri(page)
  // Spec §9: pairing expiry 4 min, replaced 10 s early.
  await page.clock.fastForward('03:51')
  await expect.poll(async () => copiedUri(page), { timeout: 15_000 }).not.toBe(first)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true })

  test('a malicious deep-link template from the wallet list is never opened', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto('/?autoPair=0')
    await page.getByTestId('gw-connect-button').click()
    await page.getByTestId('gw-wallet-all').click()
    await page.getByTestId('gw-wallet-search').fill('Deeplink Trap')
    await page.getByText('Deeplink Trap Wallet').click()
    const connecting = view(page, 'ConnectingWalletConnect')
    await expect(connecting).toBeVisible()
    await expect(connecting).toContainText('Continue in Deeplink Trap Wallet')
    await shot(page, 'mobile-ConnectingWalletConnect')
    const before = page.url()
    // The wallet's mobile link is `javascript:alert(1)//`: the wallet-list parser drops it, so no
    // "Open" button is offered (the client would refuse it too: unit-tested), and the QR code
    // remains the way to connect.
    await expect(connecting.getByRole('button', { name: /^Open / })).toHaveCount(0)
    await connecting.getByRole('button', { name: 'Show QR code' }).click()
    await expect(page.getByTestId('gw-qr')).toBeVisible()
    await page.waitForTimeout(500)
    expect(dialogs).toEqual([])
    expect(page.url()).toBe(before)
  })
})

// Sign-in (@gangway/feature-siwx) over WalletConnect. Here, not in siwx.spec.ts, because this
// file's tests share the one remote wallet serially.

type StoredSession = {
  data: { chainId: string; accountAddress: string; nonce: string; issuedAt: string }
  message: string
  signature: Hex
  cacao?: { h: { t: string }; p: { iss: string; nonce: string }; s: { t: string; s: string } }
}
const siwxSessions = async (page: Page): Promise<StoredSession[]> =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('gw:f:siwx:sessions'))) ?? '[]')

/** Opens the demo with sign-in required, noting whether SIWXSignMessage ever appears. */
async function openSignIn(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="gw-view-SIWXSignMessage"]'))
        (window as { sawSignIn?: boolean }).sawSignIn = true
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/?autoPair=0&siwx=required')
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await openQr(page)
}
const sawSignIn = (page: Page) =>
  page.evaluate(() => (window as { sawSignIn?: boolean }).sawSignIn === true)

test('sign-in required, one-click: the pairing signs in, each CACAO a verified session, SIWXSignMessage never shows', async ({
  page,
}) => {
  await openSignIn(page)
  const before = (await wallet('/state')).requests.length
  await wallet('/pair', { uri: await copiedUri(page) })
  await expect(page.getByTestId('gw-account-button')).toContainText(short(remote))
  await expect(page.getByTestId('demo-siwx-status')).toContainText('Signed in as')
  await expect(modal(page)).toBeHidden()
  const sessions = await siwxSessions(page)
  expect(sessions.map((s) => s.data.chainId).sort()).toEqual(['eip155:1', 'eip155:8453'])
  for (const session of sessions) {
    expect(session.cacao).toMatchObject({
      h: { t: 'caip122' },
      p: { iss: `did:pkh:${session.data.chainId}:${remote}`, nonce: session.data.nonce },
      s: { t: 'eip191', s: session.signature },
    })
    // Strict EIP-4361, the same fields back, and the signature verifies on the dev chain.
    const parsed = new ParsedMessage(session.message)
    expect([parsed.address, `eip155:${parsed.chainId}`, parsed.nonce, parsed.issuedAt]).toEqual([
      session.data.accountAddress,
      session.data.chainId,
      session.data.nonce,
      session.data.issuedAt,
    ])
    const chain = devstack.chains.find((c) => `eip155:${c.chainId}` === session.data.chainId)!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(
      await client.verifyMessage({
        address: remote as Hex,
        message: session.message,
        signature: session.signature,
      }),
    ).toBe(true)
  }
  expect(await sawSignIn(page)).toBe(false)
  // One approval in the wallet, no personal_sign request after it.
  const { requests } = await wallet('/state')
  expect(
    requests.slice(before).filter((r: { method: string }) => r.method === 'personal_sign'),
  ).toEqual([])
  // A reload keeps the session and asks nothing.
  await page.reload()
  await expect(page.getByTestId('demo-siwx-status')).toContainText('Signed in as')
  await expect(modal(page)).toBeHidden()
})

test('sign-in required, a wallet without one-click auth: SIWXSignMessage, then personal_sign over the relay', async ({
  page,
}) => {
  await wallet('/mode', { authentication: 'unsupported' })
  await openSignIn(page)
  await wallet('/pair', { uri: await copiedUri(page) })
  const sign = view(page, 'SIWXSignMessage')
  await expect(sign).toBeVisible()
  expect(await siwxSessions(page)).toEqual([])
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-siwx-status')).toContainText('Signed in as')
  const [session] = await siwxSessions(page)
  expect(session!.cacao).toBeUndefined()
  expect(session!.data.accountAddress.toLowerCase()).toBe(remote.toLowerCase())
  expect(session!.message).toMatch(/ wants you to sign in with your Ethereum account:\n0x/)
  expect(new ParsedMessage(session!.message).address).toBe(session!.data.accountAddress)
})

test('sign-in required, a one-click answer that does not verify: nothing stored, SIWXSignMessage asks', async ({
  page,
}) => {
  await wallet('/mode', { authentication: 'tamper' })
  await openSignIn(page)
  await wallet('/pair', { uri: await copiedUri(page) })
  await expect(view(page, 'SIWXSignMessage')).toBeVisible()
  expect(await siwxSessions(page)).toEqual([])
  const { proposals } = await wallet('/state')
  expect(proposals.at(-1).cacaos).toHaveLength(2)
})

// The solana namespace: the same session carries the remote wallet's Solana account,
// which signs with a real ed25519 key and sends on the local litesvm chain.
test('the remote wallet’s Solana account: balance, a signed message, 0.05 SOL sent on the local chain', async ({
  page,
}) => {
  const solana = (
    JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as {
      solana: { rpcUrl: string; caipNetworkId: string; accounts: string[] }
    }
  ).solana
  const lamports = async (address: string) => {
    const response = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
    })
    return ((await response.json()) as { result: { value: number } }).result.value
  }
  const { solana: remoteSolana } = (await wallet('/state')) as { solana: { address: string } }
  await openManual(page)
  await connectRemote(page)
  const proposal = (await wallet('/state')).proposals.at(-1)
  expect(proposal.requestedChains).toContain(solana.caipNetworkId)

  // The network list moves to the Solana namespace: the session's Solana account is there.
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-${solana.caipNetworkId}`).click()
  const button = page.getByTestId('gw-account-button')
  await expect(button).toContainText(short(remoteSolana.address))
  await expect(button).toContainText(/\d SOL/)
  await expect(button).not.toContainText('0.00 SOL')
  await button.click()
  await expect(view(page, 'Account')).toContainText('Solana Local')
  await shot(page, 'light-Account-remote-solana')
  await page.keyboard.press('Escape')

  const message = 'Gangway on Solana over WalletConnect'
  await page.getByTestId('demo-solana-sign-message').fill(message)
  await page.getByTestId('demo-solana-sign').click()
  await expect(view(page, 'ApproveTransaction')).toContainText('solana_signMessage')
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-solana-signature-valid')).toHaveText(
    '✓ Valid ed25519 signature from your account',
    { timeout: 20_000 },
  )
  const signature = await page.getByTestId('demo-solana-signature').textContent()
  expect(
    ed25519.verify(
      bs58.decode(signature!),
      new TextEncoder().encode(message),
      bs58.decode(remoteSolana.address),
    ),
  ).toBe(true)

  const receiver = solana.accounts[1]!
  const before = await lamports(receiver)
  await button.click()
  await page.getByTestId('gw-action-send').click()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-SOL').click()
  await page.getByTestId('gw-send-amount').fill('0.05')
  await page.getByTestId('gw-send-receiver').fill(receiver)
  await page.getByTestId('gw-send-submit').click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await page.getByTestId('gw-send-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('gw-toast').filter({ hasText: 'Transaction started' })).toBeVisible(
    { timeout: 20_000 },
  )
  expect(await lamports(receiver)).toBe(before + 50_000_000)
  const sent = (await wallet('/state')).requests.at(-1)
  expect(sent).toMatchObject({
    method: 'solana_signAndSendTransaction',
    chainId: solana.caipNetworkId,
    status: 'approved',
  })
})
