import { type StartSiwxServerReturnType, startSiwxServer } from '@gangway/devstack'
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import { ParsedMessage } from '@spruceid/siwe-parser'
import bs58 from 'bs58'
import { createPublicClient, type Hex, http, recoverMessageAddress } from 'viem'
import {
  BASE,
  deployContractWallet,
  devstack,
  expect,
  MAINNET,
  modal,
  settleAnimations,
  short,
  shot,
  test,
  view,
  WALLET_ID,
} from './fixtures'

/** A session as the feature stores it. */
type Session = {
  data: Record<string, unknown> & { chainId: string; accountAddress: string; nonce: string }
  message: string
  signature: Hex
}

const STORE_KEY = 'gw:f:siwx:sessions'
const sessions = async (page: Page): Promise<Session[]> =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORE_KEY)) ?? '[]')
const personalSigns = (page: Page) =>
  page.evaluate(
    () => window.__gangwayTestWallet.requests().filter((r) => r.method === 'personal_sign').length,
  )
const status = (page: Page) => page.getByTestId('demo-siwx-status')

/** Opens the demo with sign-in configured by `query` (`siwx=required…`). */
async function openSiwxDemo(page: Page, query: string) {
  await page.goto(`/?${query}`)
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.waitForFunction(() => Boolean(window.__gangwayTestWallet))
}

/** Connect → the test wallet → SIWXSignMessage (the connect step asks instead of closing). */
async function connectAndAsk(page: Page) {
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
  const sign = view(page, 'SIWXSignMessage')
  await expect(sign).toBeVisible()
  return sign
}

/**
 * Every message the feature produced parses with the strict EIP-4361 parser (ABNF, EIP-55
 * addresses) and gives back the session's fields; its signature verifies on the dev chain.
 */
async function expectStandardSession(session: Session) {
  const parsed = new ParsedMessage(session.message)
  const { data } = session
  expect({
    domain: parsed.domain,
    accountAddress: parsed.address,
    statement: parsed.statement,
    uri: parsed.uri,
    version: parsed.version,
    chainId: `eip155:${parsed.chainId}`,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt,
    expirationTime: parsed.expirationTime,
  }).toEqual({
    domain: data.domain,
    accountAddress: data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    version: '1',
    chainId: data.chainId,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
  })
  expect(parsed.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
  const chain = devstack.chains.find((c) => `eip155:${c.chainId}` === data.chainId)!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  expect(
    await client.verifyMessage({
      address: data.accountAddress as Hex,
      message: session.message,
      signature: session.signature,
    }),
  ).toBe(true)
}

test('required: sign in after connect; close and Escape only shake; reload keeps the session', async ({
  page,
}) => {
  await openSiwxDemo(page, 'siwx=required')
  const sign = await connectAndAsk(page)
  await expect(sign).toContainText('Gangway Swap Demo needs to connect to your wallet')
  await expect(sign).toContainText('Cancelling will disconnect you.')
  await shot(page, 'light-SIWXSignMessage')
  // The close guard while required and without a session.
  await expect(page.getByTestId('gw-modal-close')).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveAttribute('data-shake', '')
  expect(await page.evaluate(() => window.__gangwayModal.close())).toBe(false)
  await expect(sign).toBeVisible()

  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(status(page)).toContainText('Signed in as')
  const [session] = await sessions(page)
  expect(session!.data.chainId).toBe(MAINNET)
  expect(session!.data.statement).toBe('Sign in to Gangway Swap Demo.')
  await expectStandardSession(session!)
  expect(await personalSigns(page)).toBe(1)

  // Reload: the connection restores silently, the stored session is re-verified; nothing asked.
  // Whether the sign-in view ever shows after the reload, however briefly.
  await page.addInitScript(() => {
    const seen = { signIn: false }
    Object.assign(window, { __siwxSeen: seen })
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="gw-view-SIWXSignMessage"]')) seen.signIn = true
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(status(page)).toContainText(session!.data.accountAddress)
  // The re-verification of the stored session runs after the restore: give it time to finish
  // (or to ask, if it refused the session), then check that nothing moved.
  await page.waitForTimeout(1500)
  // The same session: the status shows its own expiry, the store holds it unchanged.
  await expect(status(page)).toContainText(String(session!.data.expirationTime))
  expect(await sessions(page)).toEqual([session])
  expect(await personalSigns(page)).toBe(0)
  await expect(modal(page)).toBeHidden()
  expect(
    await page.evaluate(() => (window as unknown as { __siwxSeen: unknown }).__siwxSeen),
    'SIWXSignMessage shown after the reload',
  ).toEqual({ signIn: false })
})

test("a network switch to a chain without a session asks again; required Cancel disconnects ('Cancel disconnects if sign-in is required, else closes.')", async ({
  page,
}) => {
  await openSiwxDemo(page, 'siwx=required')
  await (await connectAndAsk(page)).getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(status(page)).toContainText(MAINNET)
  expect(await sessions(page)).toHaveLength(1)
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-${BASE}`).click()
  const sign = view(page, 'SIWXSignMessage')
  await expect(sign).toBeVisible()
  await expect(page.getByTestId('gw-modal-close')).toBeDisabled()
  await sign.getByRole('button', { name: 'Cancel' }).click()
  // Disconnected, not switched back to Ethereum (which still had a session until now).
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toBeHidden()
  // Disconnecting signed the account out: Ethereum's session is deleted too.
  await expect.poll(() => sessions(page)).toEqual([])
  expect(await personalSigns(page)).toBe(1)
  // Connecting again asks again: nothing counts from before.
  await connectAndAsk(page)
})

test('an expired session asks again after a reload', async ({ page }) => {
  await openSiwxDemo(page, 'siwx=required&siwxExpiresIn=2500')
  const sign = await connectAndAsk(page)
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  expect(await sessions(page)).toHaveLength(1)
  await page.waitForTimeout(2600)
  await page.reload()
  await expect(view(page, 'SIWXSignMessage')).toBeVisible()
  // Dropped on read, not just hidden.
  expect(await sessions(page)).toEqual([])
})

test('an expired session stops counting while the page stays open: required asks again', async ({
  page,
}) => {
  await openSiwxDemo(page, 'siwx=required&siwxExpiresIn=4000')
  const sign = await connectAndAsk(page)
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(status(page)).toContainText('Signed in as')
  // No reload: at the message's Expiration Time the page is signed out and asks again.
  await expect(view(page, 'SIWXSignMessage')).toBeVisible({ timeout: 10_000 })
  await expect(status(page)).toContainText('Connected, not signed in.')
  await expect(page.getByTestId('gw-modal-close')).toBeDisabled()
  expect(await sessions(page)).toEqual([])
  await shot(page, 'light-SIWXSignMessage-expired')
})

test('a tampered signature or message in storage is refused and removed', async ({ page }) => {
  await openSiwxDemo(page, 'siwx=required')
  await (await connectAndAsk(page)).getByRole('button', { name: 'Sign' }).click()
  await expect(status(page)).toContainText('Signed in as')
  const [session] = await sessions(page)
  const flip = (hex: string) =>
    `${hex.slice(0, -3)}${hex.at(-3) === '0' ? '1' : '0'}${hex.slice(-2)}`
  const forged = [
    { ...session!, signature: flip(session!.signature) },
    { ...session!, message: session!.message.replace('Sign in to', 'Sign into') },
    { ...session!, data: { ...session!.data, expirationTime: '2099-01-01T00:00:00.000Z' } },
  ]
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORE_KEY, JSON.stringify(forged)],
  )
  await page.reload()
  await expect(view(page, 'SIWXSignMessage')).toBeVisible()
  expect(await sessions(page)).toEqual([])
  await expect(status(page)).toContainText('Connected, not signed in.')
})

test('a contract wallet (ERC-1271) signs in: its session verifies on chain; a tampered one is refused', async ({
  page,
}) => {
  // The test wallet's first account owns the contract and signs for it, as a Safe-style wallet.
  const owner = devstack.accounts[0]!
  const contract = await deployContractWallet()
  await openSiwxDemo(page, 'siwx=required')
  await page.evaluate((address) => window.__gangwayTestWallet.addSmartAccount(address), contract)
  const sign = await connectAndAsk(page)
  await expect(page.getByTestId('gw-account-button')).toContainText(short(contract))
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(status(page)).toContainText(contract)
  const [session] = await sessions(page)
  expect(session!.data.accountAddress).toBe(contract)
  // Strict EIP-4361 for the contract's address; viem verifies through isValidSignature.
  await expectStandardSession(session!)
  // The signature is the owner's: an EOA check of the contract's address alone would fail.
  expect(
    await recoverMessageAddress({ message: session!.message, signature: session!.signature }),
  ).toBe(owner)

  // Reload with the signature tampered: refused on read, removed, and sign-in asked again.
  const flip = (hex: string) => `${hex.slice(0, 12)}${hex[12] === '0' ? '1' : '0'}${hex.slice(13)}`
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORE_KEY, JSON.stringify([{ ...session!, signature: flip(session!.signature) }])],
  )
  await page.reload()
  await expect(view(page, 'SIWXSignMessage')).toBeVisible()
  expect(await sessions(page)).toEqual([])
})

test('optional: Cancel closes and stays connected', async ({ page }) => {
  await openSiwxDemo(page, 'siwx=optional')
  const sign = await connectAndAsk(page)
  await expect(page.getByTestId('gw-modal-close')).toBeEnabled()
  await sign.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(status(page)).toContainText('Connected, not signed in.')
  expect(await sessions(page)).toEqual([])
})

test('required: Cancel disconnects', async ({ page }) => {
  await openSiwxDemo(page, 'siwx=required')
  const sign = await connectAndAsk(page)
  await sign.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toBeHidden()
})

test("siweConfig on the demo's mixed config (EVM, Solana, Bitcoin): required sign-in never asks ('Sign-in only when all chains are in eip155.')", async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await openSiwxDemo(page, 'siwx=required&siwxSiwe=1')
  // The premise: the page's config really mixes namespaces.
  expect(
    await page.evaluate(() =>
      (
        window as unknown as {
          __gangwayModal: { engine: { config: { networks: { chainNamespace: string }[] } } }
        }
      ).__gangwayModal.engine.config.networks.map((n) => n.chainNamespace),
    ),
  ).toEqual(['eip155', 'eip155', 'solana', 'bip122'])
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
  // An EVM connection, and still no SIWXSignMessage: the modal closes as without sign-in.
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(status(page)).toContainText('Connected, not signed in.')
  await expect
    .poll(() => warnings.find((w) => w.includes('siwx: sign-in is off')))
    .toContain('siweConfig signs eip155 networks only, and the config also has solana, bip122')
  // A network switch asks nothing either, and nothing was signed or stored.
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-${BASE}`).click()
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  // Absence needs a wait: with sign-in on, the view shows within a few ms of the switch.
  await page.waitForTimeout(1000)
  await expect(view(page, 'SIWXSignMessage')).toBeHidden()
  expect(await personalSigns(page)).toBe(0)
  expect(await sessions(page)).toEqual([])
  await expect(status(page)).toContainText('Connected, not signed in.')
})

test('a declined signature shows the error on the view; Sign again works', async ({ page }) => {
  await openSiwxDemo(page, 'siwx=required')
  const sign = await connectAndAsk(page)
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(sign.getByRole('alert')).toContainText('Error signing message')
  await expect(page.getByTestId('gw-toast')).toContainText('Signature declined')
  await shot(page, 'light-SIWXSignMessage-error')
  expect(await sessions(page)).toEqual([])
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  expect(await sessions(page)).toHaveLength(1)
})

test.describe('server-backed storage', () => {
  let server: StartSiwxServerReturnType
  test.beforeAll(async () => {
    // Credentialed CORS for the demo's origin only (its host is the messages' domain).
    server = await startSiwxServer({
      chains: devstack.chains as never,
      origins: [process.env.GANGWAY_E2E_BASE_URL!],
    })
  })
  test.afterAll(() => server.stop())

  test('the server issues the nonce, verifies, and keeps the session behind its cookie', async ({
    page,
  }) => {
    await openSiwxDemo(page, `siwx=required&siwxServer=${encodeURIComponent(server.url)}`)
    const before = server.sessions().length
    await (await connectAndAsk(page)).getByRole('button', { name: 'Sign' }).click()
    await expect(modal(page)).toBeHidden()
    await expect(status(page)).toContainText('Signed in as')
    const stored = server.sessions().slice(before) as unknown as Session[]
    expect(stored).toHaveLength(1)
    expect(server.openNonces()).not.toContain(stored[0]!.data.nonce)
    await expectStandardSession(stored[0]!)
    expect(await sessions(page)).toEqual([])
    await page.reload()
    await expect(status(page)).toContainText('Signed in as')
    await expect(modal(page)).toBeHidden()
  })
})

test('dark theme and mobile: SIWXSignMessage', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gangway-demo-theme', 'dark'))
  await openSiwxDemo(page, 'siwx=optional')
  const sign = await connectAndAsk(page)
  // The dark theme's tokens (modal-shell theme/tokens.ts): card --gw-bg #17181c, text --gw-fg
  // #f3f4f6 (the demo sets its own accent, so the buttons' colours are not the theme's).
  await expect(modal(page)).toHaveCSS('background-color', 'rgb(23, 24, 28)')
  await expect(sign).toHaveCSS('color', 'rgb(243, 244, 246)')
  await expect(page.getByTestId('gw-siwx-cancel')).toHaveCSS('color', 'rgb(243, 244, 246)')
  await shot(page, 'dark-SIWXSignMessage')

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(sign).toBeVisible()
  // Below 430 px the card becomes a bottom sheet and slides up (gw-up, 120 ms): measured before
  // it ends, its buttons sit up to 30% lower than where they stop.
  await settleAnimations(page)
  // The card fits the 390 px width: nothing scrolls sideways, in the view or the modal's layer.
  const overflow = await sign.evaluate((el) => {
    const layer = el.closest('.gw-layer')
    return {
      view: el.scrollWidth - el.clientWidth,
      layer: layer ? layer.scrollWidth - layer.clientWidth : 0,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }
  })
  expect(overflow.view, 'the view scrolls sideways').toBeLessThanOrEqual(1)
  expect(overflow.layer, "the modal's layer scrolls sideways").toBeLessThanOrEqual(1)
  const card = (await modal(page).boundingBox())!
  expect(card.x).toBeGreaterThanOrEqual(0)
  expect(card.x + card.width).toBeLessThanOrEqual(390)
  // Both buttons inside the screen, not covered (a trial click hits them), and at least 24 px high (WCAG 2.5.8).
  for (const id of ['gw-siwx-cancel', 'gw-siwx-sign']) {
    const button = page.getByTestId(id)
    const box = (await button.boundingBox())!
    expect(box.x, id).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, id).toBeLessThanOrEqual(390)
    expect(box.y + box.height, id).toBeLessThanOrEqual(844)
    expect(box.height, id).toBeGreaterThanOrEqual(24)
    await button.click({ trial: true, timeout: 2000 })
  }
  await shot(page, 'mobile-SIWXSignMessage')
  // And it works there: Sign signs in.
  await page.getByTestId('gw-siwx-sign').click()
  await expect(modal(page)).toBeHidden()
  await expect(status(page)).toContainText('Signed in as')
})

test('Solana (opt-in verifier): the Solana wallet signs a CAIP-122 message; ed25519 verifies it', async ({
  page,
}) => {
  const solana = (
    JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as {
      solana: { caipNetworkId: string; accounts: string[] }
    }
  ).solana
  await page.goto('/?siwx=required&siwxSolana=1')
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.waitForFunction(() =>
    Boolean((window as { __gangwaySolanaWallet?: unknown }).__gangwaySolanaWallet),
  )
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId('gw-wallet-wallet-standard:Gangway Solana Wallet').click()
  const sign = view(page, 'SIWXSignMessage')
  await expect(sign).toBeVisible()
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(status(page)).toContainText(solana.accounts[0]!)
  const [session] = await sessions(page)
  expect(session!.data.chainId).toBe(solana.caipNetworkId)
  expect(session!.message.split('\n').slice(0, 2)).toEqual([
    `${new URL(page.url()).host} wants you to sign in with your Solana account:`,
    solana.accounts[0]!,
  ])
  expect(session!.message).toContain(`Chain ID: ${solana.caipNetworkId.split(':')[1]}`)
  // Checked here with another implementation: @noble/curves over the message's UTF-8 bytes.
  expect(
    ed25519.verify(
      bs58.decode(session!.signature),
      new TextEncoder().encode(session!.message),
      bs58.decode(solana.accounts[0]!),
    ),
  ).toBe(true)
  // Reload: the session is re-verified in the page and nothing is asked.
  await page.reload()
  await expect(status(page)).toContainText(solana.accounts[0]!)
  await expect(modal(page)).toBeHidden()
})
