// @gangway/adapter-solana on the demo: the devstack's local Solana chain (litesvm behind a
// JSON-RPC + WebSocket front end) and the Solana test wallet (Wallet Standard, with its legacy
// twin as window.phantom.solana and window.solana), injected by /test-wallet.js. Balances are read back ON THE CHAIN.

import { formatBalance } from '@gangway/core'
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { formatUnits } from 'viem'
import { devstack, expect, modal, shot, test, view } from './fixtures'

type SolanaDevstack = {
  rpcUrl: string
  controlUrl: string
  caipNetworkId: string
  accounts: string[]
  token: { mint: string; symbol: string; decimals: number }
}
const solana = (
  JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as { solana: SolanaDevstack }
).solana

type SolanaWalletApi = {
  setMode(mode: 'approve' | 'reject' | 'hang'): void
  rejectNext(count?: number): void
  switchAccount(index: number): void
  disconnect(): void
  register(): void
  unregister(): void
  requests(): {
    method: string
    silent?: boolean
    outcome: string
    signature?: string
    chain?: string
  }[]
  state(): { authorized: boolean; address: string; addresses: string[] }
}
declare global {
  interface Window {
    __gangwaySolanaWallet: SolanaWalletApi
  }
}

const devstackApi = devstack.services.urls.api
const WALLET = 'wallet-standard:Gangway Solana Wallet'
const LEGACY = 'injected-solana:Gangway Solana Wallet'
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
const lamports = async (address: string) =>
  (await rpc<{ value: number }>('getBalance', [address])).value

/**
 * This file's fault scope (issue 37 §5): its pages read the chain under `/scope/solana-spec`
 * (`?devstackScope=`, the demo and its wallets), so the switches it flips take the chain down
 * for its own pages only, never for the specs running beside it.
 */
const SCOPE = 'solana-spec'
const faults = (set: Record<string, boolean>) =>
  fetch(solana.controlUrl.replace(/\/_control$/, `/scope/${SCOPE}/_control`), {
    method: 'POST',
    body: JSON.stringify({ faults: set }),
  })

/** Runs `fn` with the page's Solana test wallet (its control API). */
const solanaWallet = <T>(page: Page, fn: (w: SolanaWalletApi) => T) =>
  page.evaluate(`(${fn.toString()})(window.__gangwaySolanaWallet)`) as Promise<T>

/** Opens the demo (optionally with a query) and waits for both test wallets. */
async function open(page: Page, query = '') {
  await page.goto(`/${query ? `${query}&` : '?'}devstackScope=${SCOPE}`)
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.waitForFunction(() => Boolean(window.__gangwaySolanaWallet))
}

/** Connect → the Solana test wallet → connected on Solana Local. */
async function connectSolana(page: Page) {
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
}

test.afterEach(async () => {
  await faults({ rpcDown: false, neverConfirm: false, expiredBlockhash: false })
})

test('connects the Solana wallet: address and SOL balance from the local chain', async ({
  page,
}) => {
  await open(page)
  await connectSolana(page)
  const button = page.getByTestId('gw-account-button')
  await expect(button).toContainText(short(solana.accounts[0]!))
  // The balance is the chain's: the account's lamports read over RPC, shown with at most 3
  // decimals (spec §9). Only this spec spends from this account, one test at a time.
  const sol = formatBalance(formatUnits(BigInt(await lamports(solana.accounts[0]!)), 9), 'SOL')
  await expect(button).toContainText(sol)
  await expect(page.getByTestId('gw-network-button')).toContainText('Solana Local')
  await button.click()
  await expect(view(page, 'Account')).toBeVisible()
  await shot(page, 'solana-account-light')
})

test('a reload restores the Solana account silently: no prompt, no flash of Connect', async ({
  page,
}) => {
  await open(page)
  await connectSolana(page)
  // From the very first paint of the reloaded page, record whether Connect ever showed.
  await page.addInitScript(() => {
    const seen = { connect: false }
    Object.assign(window, { __seen: seen })
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="gw-connect-button"]')) seen.connect = true
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await page.waitForFunction(() => Boolean(window.__gangwaySolanaWallet))
  await expect(page.getByTestId('gw-account-button')).toContainText(short(solana.accounts[0]!))
  expect(
    await page.evaluate(() => (window as never as { __seen: { connect: boolean } }).__seen),
  ).toEqual({
    connect: false,
  })
  const requests = await solanaWallet(page, (w) => w.requests())
  expect(requests).toEqual([{ method: 'connect', silent: true, outcome: 'approved' }])
})

test('signs a message after the approval; the ed25519 signature verifies', async ({ page }) => {
  await open(page)
  await connectSolana(page)
  const message = 'Gangway on Solana, signed in the test'
  await page.getByTestId('demo-solana-sign-message').fill(message)
  await page.getByTestId('demo-solana-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await expect(view(page, 'ApproveTransaction')).toContainText('solana_signMessage')
  await shot(page, 'solana-approve-sign-light')
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-solana-signature-valid')).toHaveText(
    '✓ Valid ed25519 signature from your account',
  )
  // Checked here too, against the account's public key.
  const signature = await page.getByTestId('demo-solana-signature').textContent()
  expect(
    ed25519.verify(
      bs58.decode(signature!),
      new TextEncoder().encode(message),
      bs58.decode(solana.accounts[0]!),
    ),
  ).toBe(true)
})

test('a rejection in the wallet leaves the page usable and says so', async ({ page }) => {
  await open(page)
  await connectSolana(page)
  await solanaWallet(page, (w) => w.rejectNext())
  await page.getByTestId('demo-solana-sign').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-solana-sign-error')).toHaveText('User rejected the request.')
  // Declining in the modal never reaches the wallet.
  await page.getByTestId('demo-solana-sign').click()
  await page.getByTestId('gw-request-reject').click()
  await expect(page.getByTestId('demo-solana-sign-error')).toHaveText('User rejected the request.')
  const signs = (await solanaWallet(page, (w) => w.requests())).filter(
    (r) => r.method === 'signMessage',
  )
  expect(signs).toEqual([
    { method: 'signMessage', message: expect.any(String), outcome: 'rejected' },
  ])
})

test('sends 0.25 SOL from Send; the balances move on the local chain', async ({ page }) => {
  const receiver = (await rpc<string>('getGenesisHash')) && solana.accounts[1]!
  await open(page)
  await connectSolana(page)
  const before = await lamports(receiver)
  const sender = await lamports(solana.accounts[0]!)
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-SOL').click()
  await page.getByTestId('gw-send-amount').fill('0.25')
  await page.getByTestId('gw-send-receiver').fill(receiver)
  await expect(page.getByTestId('gw-send-submit')).toHaveText('Preview')
  await shot(page, 'solana-send-light')
  await page.getByTestId('gw-send-submit').click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await shot(page, 'solana-send-preview-light')
  await page.getByTestId('gw-send-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await page.getByTestId('gw-request-approve').click()
  await expect(
    page.getByTestId('gw-toast').filter({ hasText: 'Transaction started' }),
  ).toBeVisible()
  await expect(view(page, 'Account')).toBeVisible()
  expect(await lamports(receiver)).toBe(before + 250_000_000)
  // The sender paid the amount and getFeeForMessage's fee (one signature).
  expect(await lamports(solana.accounts[0]!)).toBe(sender - 250_000_000 - 5000)
  const sent = (await solanaWallet(page, (w) => w.requests())).at(-1)
  // Solana Local is the host's own custom network (its own RPC URL): the wallet knows a local
  // one as solana:localnet.
  expect(sent).toMatchObject({
    method: 'signAndSendTransaction',
    outcome: 'approved',
    chain: 'solana:localnet',
  })
})

/** An account's balance of the fixture SPL token (base units), read on the chain. */
const tusd = async (owner: string) => {
  const ata = getAssociatedTokenAddressSync(new PublicKey(solana.token.mint), new PublicKey(owner))
  const answer = await rpc<{ value: { amount: string } }>('getTokenAccountBalance', [
    ata.toBase58(),
  ]).catch(() => ({ value: { amount: '0' } }))
  return BigInt(answer.value.amount)
}

test('the wallet switches account, then disconnects from its side', async ({ page }) => {
  await open(page)
  await connectSolana(page)
  await solanaWallet(page, (w) => w.switchAccount(1))
  await expect(page.getByTestId('gw-account-button')).toContainText(short(solana.accounts[1]!))
  await solanaWallet(page, (w) => w.disconnect())
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  // And it stays disconnected after a reload (the wallet no longer grants the site).
  await page.reload()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await solanaWallet(page, (w) => w.switchAccount(0))
})

test('a wallet registered after start is listed; the legacy twin is never listed twice', async ({
  page,
}) => {
  await open(page, '?solanaWallet=late')
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  // Before it registers, only its legacy twin (window.phantom.solana) is there.
  await expect(connect.getByTestId(`gw-wallet-${LEGACY}`)).toBeVisible()
  await expect(connect.getByTestId(`gw-wallet-${WALLET}`)).toHaveCount(0)
  await solanaWallet(page, (w) => w.register())
  await expect(connect.getByTestId(`gw-wallet-${WALLET}`)).toBeVisible()
  await expect(connect.getByTestId(`gw-wallet-${LEGACY}`)).toHaveCount(0)
  await expect(connect.getByText('Gangway Solana Wallet', { exact: true })).toHaveCount(1)
  await shot(page, 'solana-connect-light')
  // Unregistered: gone from the list, the legacy twin back.
  await solanaWallet(page, (w) => w.unregister())
  await expect(connect.getByTestId(`gw-wallet-${WALLET}`)).toHaveCount(0)
  await expect(connect.getByTestId(`gw-wallet-${LEGACY}`)).toBeVisible()
})

test("RPC down: the balance unknown ('—', never 0.00 SOL: issue 36 §3) with one 'Token Balance Unavailable' toast, an error (never a spinner) in Account, and a send fails with the Solana error", async ({
  page,
}) => {
  // Every toast that appears, in order (each once).
  await page.addInitScript(() => {
    const seen: string[] = []
    const known = new WeakSet<Element>()
    Object.assign(window, { __toasts: seen })
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid=gw-toast]')) {
        if (known.has(toast)) continue
        known.add(toast)
        seen.push(toast.textContent ?? '')
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const toasts = () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
  await faults({ rpcDown: true })
  // Down for this file's pages only: the chain's own URL (every other spec's) still answers.
  expect(await lamports(solana.accounts[1]!)).toBeGreaterThan(0)
  await open(page)
  await connectSolana(page)
  await expect(page.getByTestId('gw-account-button')).toContainText('—')
  await expect(page.getByTestId('gw-account-button')).not.toContainText('0.00 SOL')
  await expect(page.getByTestId('gw-toast')).toHaveText('Token Balance Unavailable')
  await expect(page.getByTestId('gw-toast')).toHaveAttribute('data-variant', 'error')
  await shot(page, 'solana-balance-unavailable-light')
  // The Account view: the balance unknown and the tokens' error with its locked retry, no spinner.
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-account-balance')).toContainText('—')
  await expect(view(page, 'Account')).not.toContainText('0.00 SOL')
  await expect(page.getByTestId('gw-tokens-error').getByRole('alert')).toHaveText(
    'Token balances are unavailable right now.',
  )
  await expect(view(page, 'Account').locator('.gw-spinner')).toHaveCount(0)
  await shot(page, 'solana-rpc-down-account-light')
  await page.keyboard.press('Escape')
  await page.waitForTimeout(2500)
  expect((await toasts()).filter((t) => t === 'Token Balance Unavailable')).toHaveLength(1)
  await faults({ rpcDown: false })
  await page.reload()
  // The balance is back (other tests of this file spend from the same account).
  await expect(page.getByTestId('gw-account-button')).toContainText(/[1-9]\d* SOL|\d+\.\d+ SOL/)
  await expect(page.getByTestId('gw-account-button')).not.toContainText('0.00 SOL')
  await page.getByTestId('gw-account-button').click()
  await page.getByTestId('gw-action-send').click()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-SOL').click()
  await page.getByTestId('gw-send-amount').fill('0.1')
  await page.getByTestId('gw-send-receiver').fill(solana.accounts[1]!)
  await page.getByTestId('gw-send-submit').click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  // The chain goes away between the preview and the send.
  await faults({ rpcDown: true })
  await page.getByTestId('gw-send-confirm').click()
  await expect(
    // Spec §4 'Send: … error (toast Something went wrong)', the Solana text (§8) under it.
    page
      .getByTestId('gw-alert')
      .filter({ hasText: 'Something went wrong' })
      .filter({ hasText: 'Failed to send transaction. Please try again.' }),
  ).toBeVisible()
  // The form is back (no spinner left), and nothing was asked of the wallet.
  await expect(page.getByTestId('gw-send-confirm')).toBeVisible()
  await expect(view(page, 'ApproveTransaction')).toHaveCount(0)
  await shot(page, 'solana-rpc-down-light')
  const sends = (await solanaWallet(page, (w) => w.requests())).filter(
    (r) => r.method === 'signAndSendTransaction',
  )
  expect(sends).toEqual([])
})

test('dark theme: Connect, Account and the Solana approval', async ({ page }) => {
  await open(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect').getByTestId(`gw-wallet-${WALLET}`)).toBeVisible()
  await shot(page, 'solana-connect-dark')
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toContainText(/\d SOL/)
  await shot(page, 'solana-account-dark')
  await page.keyboard.press('Escape')
  await page.getByTestId('demo-solana-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await shot(page, 'solana-approve-sign-dark')
  await page.getByTestId('gw-request-reject').click()
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('390x844: connect, Account, Send preview', async ({ page }) => {
    await open(page)
    await connectSolana(page)
    await page.getByTestId('gw-account-button').click()
    await expect(view(page, 'Account')).toContainText('SOL')
    await shot(page, 'solana-account-mobile')
    await page.getByTestId('gw-action-send').click()
    await page.getByTestId('gw-send-token').click()
    await page.getByTestId('gw-send-token-SOL').click()
    await page.getByTestId('gw-send-amount').fill('0.01')
    await page.getByTestId('gw-send-receiver').fill(solana.accounts[1]!)
    await page.getByTestId('gw-send-submit').click()
    await expect(view(page, 'WalletSendPreview')).toBeVisible()
    await shot(page, 'solana-send-preview-mobile')
  })
})

test('one wallet with EVM and Solana: listed once, both accounts in one modal, switched from the network list', async ({
  page,
}) => {
  await open(page, '?solanaWallet=multichain')
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect.getByText('Gangway Test Wallet', { exact: true })).toHaveCount(1)
  await shot(page, 'solana-multichain-connect-light')
  // On Ethereum, the entry is the wallet's EVM connector.
  await connect.getByText('Gangway Test Wallet', { exact: true }).click()
  const button = page.getByTestId('gw-account-button')
  await expect(button).toContainText('ETH')
  // The test wallet's EVM account is dev account #1, whose identity name the data API knows:
  // wait for it, so the text compared below is the settled one (not the address shown first).
  await expect(button).toContainText('alice.gangway.eth')
  const evmText = await button.textContent()
  // The network list moves to the Solana namespace: not connected there yet, so Connect shows
  // the same single entry, now the wallet's Solana connector.
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-${solana.caipNetworkId}`).click()
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await page.getByTestId('gw-connect-button').click()
  await expect(connect.getByText('Gangway Test Wallet', { exact: true })).toHaveCount(1)
  await connect.getByText('Gangway Test Wallet', { exact: true }).click()
  await expect(button).toContainText(short(solana.accounts[0]!))
  await expect(button).toContainText('SOL')
  // Back to Ethereum and again to Solana: each namespace keeps its account.
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId('gw-network-eip155:1').click()
  await expect(button).toHaveText(evmText!)
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-${solana.caipNetworkId}`).click()
  await expect(button).toContainText(short(solana.accounts[0]!))
  await shot(page, 'solana-multichain-account-light')
})

// No retry: the chain runs on litesvm 1.x, whose binding does not abort after SPL sends the way
// 0.x's did (LiteSVM/litesvm#171); a chain restart would fail this test (the balances move).
test.describe('SPL', () => {
  test('sends 12.5 TUSD (SPL) to a new account: its token account is created, balances read on chain', async ({
    page,
  }) => {
    const receiver = Keypair.generate().publicKey.toBase58()
    await open(page)
    await connectSolana(page)
    const before = await tusd(solana.accounts[0]!)
    const solBefore = await lamports(solana.accounts[0]!)
    // The data API lists the token as the real one does: under its bare mint, SOL under So111…111.
    const listed = (await (
      await fetch(
        `${devstackApi}/v1/account/${solana.accounts[0]}/balance?currency=usd&chainId=${solana.caipNetworkId}&projectId=solana-e2e`,
      )
    ).json()) as { balances: { symbol: string; address?: string }[] }
    expect(listed.balances.map((b) => [b.symbol, b.address])).toEqual([
      ['TUSD', solana.token.mint],
      ['SOL', 'So11111111111111111111111111111111111111111'],
    ])
    await page.getByTestId('gw-account-button').click()
    await page.getByTestId('gw-action-send').click()
    await page.getByTestId('gw-send-token').click()
    await expect(page.getByTestId('gw-send-token-TUSD')).toBeVisible()
    await shot(page, 'solana-send-select-token-light')
    await page.getByTestId('gw-send-token-TUSD').click()
    await page.getByTestId('gw-send-amount').fill('12.5')
    await page.getByTestId('gw-send-receiver').fill(receiver)
    await expect(page.getByTestId('gw-send-submit')).toHaveText('Preview')
    await page.getByTestId('gw-send-submit').click()
    await expect(view(page, 'WalletSendPreview')).toBeVisible()
    // The fee and the new token account's rent, in SOL.
    await expect(view(page, 'WalletSendPreview')).toContainText('Network fee≈ 0.002044 SOL')
    await page.getByTestId('gw-send-confirm').click()
    await page.getByTestId('gw-request-approve').click()
    await expect(
      page.getByTestId('gw-toast').filter({ hasText: 'Transaction started' }),
    ).toBeVisible()
    expect(await tusd(receiver)).toBe(12_500_000n)
    expect(await tusd(solana.accounts[0]!)).toBe(before - 12_500_000n)
    // The token moved, not SOL: the receiver got no lamports, the sender paid only the fee and
    // the new token account's rent (0.002044 SOL, never 12.5 SOL).
    expect(await lamports(receiver)).toBe(0)
    expect(solBefore - (await lamports(solana.accounts[0]!))).toBeLessThan(3_000_000)
    const sent = (await solanaWallet(page, (w) => w.requests())).at(-1)
    expect(sent).toMatchObject({ method: 'signAndSendTransaction', outcome: 'approved' })
  })
})

/** Asks the page's gated Solana provider for `method` (not awaited: the approval shows). */
async function askSolana(page: Page, method: string, params: unknown) {
  await page.evaluate(
    ([m, p]) => {
      type Provider = { request(args: { method: string; params: unknown }): Promise<unknown> }
      type PageEngine = {
        $connections: { get(): { solana: { connectorId: string } } }
        adapters: Map<string, { getProvider(args: { connectorId: string }): Provider }>
      }
      const { engine } = (window as unknown as { __gangwayModal: { engine: PageEngine } })
        .__gangwayModal
      const connectorId = engine.$connections.get().solana.connectorId
      const provider = engine.adapters.get('solana')!.getProvider({ connectorId })
      void provider.request({ method: m as string, params: p }).catch(() => {})
    },
    [method, params] as const,
  )
}

// Issue 32: the adapter describes its requests; ApproveTransaction shows them decoded, not JSON.
test('a Solana signTransaction shows decoded in ApproveTransaction (fee payer, each instruction, SOL amounts)', async ({
  page,
}) => {
  const payer = new PublicKey(solana.accounts[0]!)
  const receiver = new PublicKey(solana.accounts[1]!)
  const tx = new Transaction({
    feePayer: payer,
    recentBlockhash: (await rpc<{ value: { blockhash: string } }>('getLatestBlockhash')).value
      .blockhash,
  }).add(
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1000 }),
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1_500_000_000 }),
    new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [],
      data: Buffer.from('<b>rent</b> for May'),
    }),
  )
  const transaction = tx
    .serialize({ requireAllSignatures: false, verifySignatures: false })
    .toString('base64')
  await open(page)
  await connectSolana(page)
  await askSolana(page, 'solana_signTransaction', { transaction })
  const approval = view(page, 'ApproveTransaction')
  await expect(approval).toBeVisible()
  await expect(approval).toContainText('Sign a transaction')
  await expect(approval).toContainText('solana_signTransaction')
  await expect(page.getByTestId('gw-request-rows')).toContainText(`fee payer ${payer.toBase58()}`)
  const items = approval.getByTestId('gw-call')
  await expect(items).toHaveCount(3)
  await expect(approval).toContainText('3 instructions')
  await expect(items.nth(0)).toContainText('Compute Budget: set the compute unit price')
  await expect(items.nth(1)).toContainText('System Program: transfer 1.5 SOL')
  await expect(items.nth(1)).toContainText(`from ${payer.toBase58()}`)
  await expect(items.nth(1)).toContainText(`to ${receiver.toBase58()}`)
  await expect(items.nth(2)).toContainText('memo <b>rent</b> for May')
  await expect(approval.locator('b')).toHaveCount(0)
  // Never the base64 the dapp sent, except in the collapsed raw request.
  await expect(approval.locator('details')).not.toHaveAttribute('open', '')
  await expect(page.getByTestId('gw-request-approve')).toBeEnabled()
  await shot(page, 'solana-approve-transaction-light')
  // The modal is open over the page's theme button: switch through the modal's own API.
  await page.evaluate(() =>
    (
      window as unknown as { __gangwayModal: { setThemeMode(mode: 'dark'): void } }
    ).__gangwayModal.setThemeMode('dark'),
  )
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await shot(page, 'solana-approve-transaction-dark')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'solana-approve-transaction-mobile')
  await page.getByTestId('gw-request-reject').click()
  await expect(approval).toBeHidden()
  const signs = (await solanaWallet(page, (w) => w.requests())).filter(
    (r) => r.method === 'signTransaction',
  )
  expect(signs).toEqual([])
})

test('a Solana request the adapter cannot decode shows raw, with a line saying so', async ({
  page,
}) => {
  await open(page)
  await connectSolana(page)
  // Base64 that passes the gate's checks (they read only the signature count and the version)
  // but is cut short after the message header: no accounts, no blockhash.
  const transaction = Buffer.from([1, ...new Uint8Array(64), 1, 0, 0]).toString('base64')
  await askSolana(page, 'solana_signAndSendTransaction', { transaction })
  const approval = view(page, 'ApproveTransaction')
  await expect(approval).toBeVisible()
  await expect(page.getByTestId('gw-request-undecoded')).toHaveText(
    'This request could not be decoded: check it below before you approve.',
  )
  await expect(approval.locator('pre')).toContainText(transaction)
  await page.getByTestId('gw-request-reject').click()
  await expect(approval).toBeHidden()
})
