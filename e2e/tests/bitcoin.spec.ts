// @gangway/adapter-bitcoin on the demo: the devstack's Bitcoin regtest (an in-process ledger that
// checks every signature, behind an Esplora stand-in) and the Bitcoin test wallet (Wallet
// Standard, p2wpkh payment + p2tr ordinals), injected by /test-wallet.js. Balances are read back
// FROM THE LEDGER; message signatures are verified by an independent BIP-322 implementation
// (bip322-js, on bitcoinjs-lib), not by the code that signed them.
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { expect, modal, shot, test, view } from './fixtures'

type BitcoinDevstack = {
  esploraUrl: string
  controlUrl: string
  caipNetworkId: string
  wallet: { payment: string; ordinals: string }[]
  receiver: string
}
const bitcoin = (
  JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as { bitcoin: BitcoinDevstack }
).bitcoin

type BitcoinWalletApi = {
  setMode(mode: 'approve' | 'reject' | 'hang' | 'unsigned'): void
  switchAccount(index: number): void
  disconnect(): void
  requests(): { method: string; outcome: string; protocol?: string; signed?: number[] }[]
}
declare global {
  interface Window {
    __gangwayBitcoinWallet: BitcoinWalletApi
  }
}

const WALLET = 'wallet-standard:Gangway Bitcoin Wallet'
const PAYMENT = bitcoin.wallet[0]!.payment
const ORDINALS = bitcoin.wallet[0]!.ordinals
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** Confirmed + mempool sats of an address, from the ledger's Esplora API. */
async function sats(address: string): Promise<number> {
  const { chain_stats: c, mempool_stats: m } = (await (
    await fetch(`${bitcoin.esploraUrl}/address/${address}`)
  ).json()) as Record<'chain_stats' | 'mempool_stats', Record<string, number>>
  return c.funded_txo_sum! - c.spent_txo_sum! + m.funded_txo_sum! - m.spent_txo_sum!
}
/**
 * This file's fault scope (issue 37 §5): its pages read the ledger under `/scope/bitcoin-spec`
 * (`?devstackScope=`), so taking Esplora down or changing its fee estimates here never reaches
 * the specs running beside it (the ledger itself is shared: mining and funding are everyone's).
 */
const SCOPE = 'bitcoin-spec'
const control = (route: string, body: unknown = {}) =>
  fetch(`${bitcoin.controlUrl.replace(/\/control$/, `/scope/${SCOPE}/control`)}/${route}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })

const bitcoinWallet = <T>(page: Page, fn: (w: BitcoinWalletApi) => T) =>
  page.evaluate(`(${fn.toString()})(window.__gangwayBitcoinWallet)`) as Promise<T>

async function open(page: Page, query = '') {
  await page.goto(`/${query ? `${query}&` : '?'}devstackScope=${SCOPE}`)
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.waitForFunction(() => Boolean(window.__gangwayBitcoinWallet))
}

/** Connect → the Bitcoin test wallet → connected on Bitcoin Regtest. */
async function connectBitcoin(page: Page) {
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
}

/** Account → Send → BTC, amount and receiver → Preview. */
async function previewSend(page: Page, amount: string, receiver: string) {
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-action-send')).toBeVisible()
  // Swap is for EVM accounts (the convert service speaks EVM).
  await expect(page.getByTestId('gw-action-swap')).toHaveCount(0)
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await page.getByTestId('gw-send-token-BTC').click()
  await page.getByTestId('gw-send-amount').fill(amount)
  await page.getByTestId('gw-send-receiver').fill(receiver)
  await page.getByTestId('gw-send-submit').click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
}

test.afterEach(async () => {
  await control('faults', {})
  await control('fees', {})
})

test('connects the Bitcoin wallet: payment address first, BTC balance from the ledger, accounts by purpose, switchable', async ({
  page,
}) => {
  await open(page)
  await connectBitcoin(page)
  const button = page.getByTestId('gw-account-button')
  await expect(button).toContainText(short(PAYMENT))
  await expect(button).toContainText('BTC')
  await expect(page.getByTestId('gw-network-button')).toContainText('Bitcoin Regtest')
  // Spec §3: "Default account types … bip122 payment"; the ordinals address is labelled by purpose.
  await expect(page.getByTestId('demo-bitcoin-account-payment')).toContainText('Payment')
  await expect(page.getByTestId('demo-bitcoin-account-payment')).toContainText(PAYMENT)
  await expect(page.getByTestId('demo-bitcoin-account-ordinal')).toContainText('Ordinals')
  await expect(page.getByTestId('demo-bitcoin-account-ordinal')).toContainText(ORDINALS)
  await page.getByTestId('demo-bitcoin-card').scrollIntoViewIfNeeded()
  await shot(page, 'bitcoin-accounts-light')
  await page.getByTestId('demo-bitcoin-use-ordinal').click()
  await expect(button).toContainText(short(ORDINALS))
  // The ordinals address holds 0.1 BTC on the ledger.
  await expect(button).toContainText('0.1 BTC')
  await page.getByTestId('demo-bitcoin-use-payment').click()
  await expect(button).toContainText(short(PAYMENT))
  await button.click()
  await expect(view(page, 'Account')).toBeVisible()
  await shot(page, 'bitcoin-account-light')
})

test('a reload restores the Bitcoin account silently (no second connect prompt)', async ({
  page,
}) => {
  await open(page)
  await connectBitcoin(page)
  await page.reload()
  await page.waitForFunction(() => Boolean(window.__gangwayBitcoinWallet))
  await expect(page.getByTestId('gw-account-button')).toContainText(short(PAYMENT))
  const connects = (await bitcoinWallet(page, (w) => w.requests())).filter(
    (r) => r.method === 'connect',
  )
  expect(connects).toEqual([])
})

test('signs a message after the approval; an independent verifier accepts it as BIP-322', async ({
  page,
}) => {
  await open(page)
  await connectBitcoin(page)
  const message = 'Gangway on Bitcoin, signed in the test'
  await page.getByTestId('demo-bitcoin-sign-message').fill(message)
  await page.getByTestId('demo-bitcoin-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await expect(view(page, 'ApproveTransaction')).toContainText('signMessage')
  await expect(view(page, 'ApproveTransaction')).toContainText('Sign a message')
  await expect(view(page, 'ApproveTransaction').locator('pre').first()).toHaveText(message)
  await shot(page, 'bitcoin-approve-sign-light')
  await page.getByTestId('gw-request-approve').click()
  await page.getByTestId('demo-bitcoin-card').scrollIntoViewIfNeeded()
  await shot(page, 'bitcoin-signed-light')
  const signature = (await page.getByTestId('demo-bitcoin-signature').textContent())!
  expect(Verifier.verifySignature(PAYMENT, message, signature)).toBe(true)
  // And not for another message or another address.
  expect(Verifier.verifySignature(PAYMENT, `${message}!`, signature)).toBe(false)
  expect(Verifier.verifySignature(bitcoin.receiver, message, signature)).toBe(false)
})

test('a rejection in the wallet says so and leaves the page usable', async ({ page }) => {
  await open(page)
  await connectBitcoin(page)
  await bitcoinWallet(page, (w) => w.setMode('reject'))
  await page.getByTestId('demo-bitcoin-sign').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('demo-bitcoin-sign-error')).toHaveText('User rejected the request.')
})

test('sends 0.001 BTC; after a block both balances on the ledger moved by the exact sats, fee as quoted', async ({
  page,
}) => {
  await open(page)
  await connectBitcoin(page)
  const before = { from: await sats(PAYMENT), to: await sats(bitcoin.receiver) }
  await previewSend(page, '0.001', bitcoin.receiver)
  // One p2wpkh input and two outputs, 141 vB at the normal rate (Esplora's 6-block estimate,
  // 10 sat/vB): 1410 sats, which the preview shows to 6 decimals.
  await expect(view(page, 'WalletSendPreview')).toContainText('≈ 0.000014 BTC')
  // Slow / normal / fast from the API's fee estimates, each with its fee; normal is picked.
  await expect(page.getByTestId('gw-send-speed-slow')).toContainText('0.00000282 BTC')
  await expect(page.getByTestId('gw-send-speed-slow')).toContainText('2 sat/vB')
  await expect(page.getByTestId('gw-send-speed-normal').getByRole('radio')).toBeChecked()
  await expect(page.getByTestId('gw-send-speed-fast')).toContainText('0.00003525 BTC')
  await shot(page, 'bitcoin-send-preview-light')
  await page.getByTestId('gw-send-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await shot(page, 'bitcoin-approve-send-light')
  await page.getByTestId('gw-request-approve').click()
  // Issue 37 §1: 'Transaction started' shows once the transaction is broadcast, not at its first
  // confirmation: no block is mined before it here (a send waiting for a block would show no
  // toast within the 10 s expect timeout; its bound is 25 s).
  await expect(
    page.getByTestId('gw-toast').filter({ hasText: 'Transaction started' }),
  ).toBeVisible()
  // In the mempool, the balances (confirmed + mempool) already moved; then a block confirms it.
  expect(await sats(bitcoin.receiver)).toBe(before.to + 100_000)
  await control('mine', { blocks: 1 })
  expect(await sats(PAYMENT)).toBe(before.from - 100_000 - 1410)
  const txs = (await (
    await fetch(`${bitcoin.esploraUrl}/address/${bitcoin.receiver}/txs`)
  ).json()) as { fee: number; status: { confirmed: boolean } }[]
  expect(txs[0]).toMatchObject({ fee: 1410, status: { confirmed: true } })
  const signed = (await bitcoinWallet(page, (w) => w.requests())).at(-1)
  expect(signed).toMatchObject({ method: 'signTransaction', outcome: 'approved', signed: [0] })
})

test('a Bitcoin send shows decoded: the approval lays out the PSBT (outputs, change, fee rate, the inputs spent; never base64 or JSON); an API quoting over 500 sat/vB is flagged in the preview and the approval', async ({
  page,
}) => {
  // The Esplora API quotes 900 sat/vB for 6 blocks (the normal speed), 2400 for the next block.
  await control('fees', { estimates: { '1': 2400, '6': 900, '144': 40 } })
  await open(page)
  await connectBitcoin(page)
  const before = await sats(bitcoin.receiver)
  await previewSend(page, '0.001', bitcoin.receiver)
  await expect(page.getByTestId('gw-send-speed-normal')).toContainText(
    '900 sat/vB (unusually high: check the fee)',
  )
  await expect(page.getByTestId('gw-send-speed-slow')).toContainText('40 sat/vB')
  await expect(page.getByTestId('gw-send-speed-slow')).not.toContainText('unusually high')
  await shot(page, 'bitcoin-send-preview-high-fee-light')
  await page.getByTestId('gw-send-confirm').click()
  const approval = view(page, 'ApproveTransaction')
  await expect(approval).toBeVisible()
  // 141 vB at 900 sat/vB: 126 900 sats.
  await expect(approval).toContainText(
    'The fee rate, 900 sat/vB, is above 500 sat/vB, far above what the network usually asks: check the fee (0.001269 BTC) before you approve',
  )
  // Issue 32: described by the adapter, as text (rows and a list), no longer as JSON.
  await expect(approval).toContainText('Send bitcoin')
  await expect(page.getByTestId('gw-request-warning')).toHaveCount(1)
  const rows = page.getByTestId('gw-request-rows')
  await expect(rows).toContainText(`to ${bitcoin.receiver}`)
  await expect(rows).toContainText('amount 0.001 BTC')
  await expect(rows).toContainText('network fee 0.001269 BTC')
  await expect(rows).toContainText('fee rate 900 sat/vB')
  await expect(approval).toContainText('1 input, 2 outputs')
  const items = approval.getByTestId('gw-call')
  await expect(items).toHaveCount(3)
  await expect(items.nth(0)).toContainText('Input 0 (yours)')
  await expect(items.nth(0)).toContainText(`spends from ${PAYMENT}`)
  await expect(items.nth(0)).toContainText('owner your payment address')
  await expect(items.nth(0)).toContainText(
    'you sign it yes (SIGHASH_ALL): the signature covers every input and output as shown',
  )
  await expect(items.nth(1)).toContainText(`to ${bitcoin.receiver}`)
  await expect(items.nth(1)).toContainText('amount 0.001 BTC')
  await expect(items.nth(2)).toContainText('Output 1 (change)')
  await expect(items.nth(2)).toContainText(`to ${PAYMENT}`)
  await expect(items.nth(2)).toContainText('change back to your payment address')
  // The JSON stays only in the collapsed raw request.
  await expect(rows).not.toContainText('"')
  await expect(approval.locator('details')).not.toHaveAttribute('open', '')
  await expect(approval).not.toContainText('cHNidP8')
  await shot(page, 'bitcoin-approve-send-high-fee-light')
  // The modal is open over the page's theme button: switch through the modal's own API.
  await page.evaluate(() =>
    (
      window as unknown as { __gangwayModal: { setThemeMode(mode: 'dark'): void } }
    ).__gangwayModal.setThemeMode('dark'),
  )
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await shot(page, 'bitcoin-approve-send-high-fee-dark')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'bitcoin-approve-send-high-fee-mobile')
  await page.getByTestId('gw-request-reject').click()
  // Rejected: nothing reached the wallet, nothing was broadcast.
  const signs = (await bitcoinWallet(page, (w) => w.requests())).filter(
    (r) => r.method === 'signTransaction',
  )
  expect(signs).toEqual([])
  expect(await sats(bitcoin.receiver)).toBe(before)
})

test('a mainnet address is refused on regtest, and nothing reaches the wallet', async ({
  page,
}) => {
  await open(page)
  await connectBitcoin(page)
  await previewSend(page, '0.001', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
  await page.getByTestId('gw-send-confirm').click()
  await expect(
    page
      .getByTestId('gw-alert')
      .filter({ hasText: 'Something went wrong' })
      .filter({ hasText: 'This is not a regtest address' }),
  ).toBeVisible()
  await shot(page, 'bitcoin-wrong-network-light')
  const signs = (await bitcoinWallet(page, (w) => w.requests())).filter(
    (r) => r.method === 'signTransaction',
  )
  expect(signs).toEqual([])
})

test('a wallet that returns the PSBT unsigned is an error, and nothing is broadcast', async ({
  page,
}) => {
  await open(page)
  await connectBitcoin(page)
  const before = await sats(bitcoin.receiver)
  await bitcoinWallet(page, (w) => w.setMode('unsigned'))
  await previewSend(page, '0.001', bitcoin.receiver)
  await page.getByTestId('gw-send-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(
    page
      .getByTestId('gw-alert')
      .filter({ hasText: 'Something went wrong' })
      .filter({ hasText: 'The wallet did not sign input 0' }),
  ).toBeVisible()
  expect(await sats(bitcoin.receiver)).toBe(before)
})

test("Esplora down: the balance unknown ('—', never 0.00 BTC: issue 36 §3) with the 'Token Balance Unavailable' toast, never a spinner", async ({
  page,
}) => {
  await control('faults', { down: true })
  // Down for this file's pages only: the ledger's own URL (every other spec's) still answers.
  expect((await fetch(`${bitcoin.esploraUrl}/fee-estimates`)).status).toBe(200)
  await open(page)
  await connectBitcoin(page)
  await expect(page.getByTestId('gw-account-button')).toContainText('—')
  await expect(page.getByTestId('gw-account-button')).not.toContainText('0.00 BTC')
  await expect(page.getByTestId('gw-toast')).toHaveText('Token Balance Unavailable')
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-account-balance')).toContainText('—')
  await expect(view(page, 'Account')).not.toContainText('0.00 BTC')
  await expect(view(page, 'Account').locator('.gw-spinner')).toHaveCount(0)
  await shot(page, 'bitcoin-esplora-down-light')
})

test('EVM, Solana and Bitcoin accounts in one modal, each namespace keeping its own', async ({
  page,
}) => {
  const info = JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as {
    accounts: string[]
    solana: { caipNetworkId: string; accounts: string[] }
  }
  const solanaId = info.solana.caipNetworkId
  // Each namespace's own wallet account on the devstack: the EVM test wallet's first dev account,
  // the Solana test wallet's first account, the Bitcoin test wallet's payment address.
  const accounts = [
    { network: 'eip155:1', address: info.accounts[0]!, unit: 'ETH' },
    { network: solanaId, address: info.solana.accounts[0]!, unit: 'SOL' },
    { network: bitcoin.caipNetworkId, address: PAYMENT, unit: 'BTC' },
  ]
  expect(new Set(accounts.map((a) => a.address.toLowerCase())).size).toBe(3)
  const button = page.getByTestId('gw-account-button')
  /**
   * The account button shows this namespace's unit and the Account view its address (4…6, the
   * full one in the title; the EVM account has a name, which the button shows instead).
   */
  async function expectAccount({ address, unit }: (typeof accounts)[number]) {
    const full = new RegExp(`^${address}$`, 'i')
    await expect(button).toContainText(unit)
    if (unit !== 'ETH') await expect(button).toContainText(short(address))
    await button.click()
    await expect(view(page, 'Account')).toBeVisible()
    await expect(page.getByTestId('gw-account-address')).toHaveText(
      new RegExp(`^${short(address)}$`, 'i'),
    )
    await expect(page.getByTestId('gw-account-address')).toHaveAttribute('title', full)
    await expect(page.getByTestId('gw-account-balance')).toContainText(unit)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  }

  await open(page)
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect.getByTestId(`gw-wallet-${WALLET}`)).toBeVisible()
  await expect(connect.getByText('Gangway Solana Wallet', { exact: true })).toHaveCount(1)
  await expect(connect.getByText('Gangway Test Wallet', { exact: true })).toHaveCount(1)
  await shot(page, 'bitcoin-connect-light')
  await connect.getByText('Gangway Test Wallet', { exact: true }).click()
  await expectAccount(accounts[0]!)
  const net = (id: string) => view(page, 'Networks').getByTestId(`gw-network-${id}`)
  await page.getByTestId('gw-network-button').click()
  await net(solanaId).click()
  await page.getByTestId('gw-connect-button').click()
  await connect.getByText('Gangway Solana Wallet', { exact: true }).click()
  await expectAccount(accounts[1]!)
  await page.getByTestId('gw-network-button').click()
  await net(bitcoin.caipNetworkId).click()
  await page.getByTestId('gw-connect-button').click()
  await connect.getByTestId(`gw-wallet-${WALLET}`).click()
  await expectAccount(accounts[2]!)
  // Round the three again: each network switch shows that namespace's own account.
  for (const account of accounts) {
    await page.getByTestId('gw-network-button').click()
    await net(account.network).click()
    await expect(modal(page)).toBeHidden()
    await expectAccount(account)
  }
})

test('the sats-connect face (window.btc_providers, injected late): connect, sign verified as BIP-322; with both faces the wallet is listed once', async ({
  page,
}) => {
  await open(page, '?bitcoinWallet=sats-late')
  await page.getByTestId('gw-connect-button').click()
  const sats = view(page, 'Connect').getByTestId('gw-wallet-sats-connect:Gangway Bitcoin Wallet')
  // Injected 800 ms after load: the adapter reads window.btc_providers again.
  await expect(sats).toBeVisible()
  await sats.click()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(PAYMENT))
  await expect(page.getByTestId('demo-bitcoin-account-ordinal')).toContainText(ORDINALS)
  const message = 'Signed through sats-connect'
  await page.getByTestId('demo-bitcoin-sign-message').fill(message)
  await page.getByTestId('demo-bitcoin-sign').click()
  await page.getByTestId('gw-request-approve').click()
  const signature = (await page.getByTestId('demo-bitcoin-signature').textContent())!
  expect(Verifier.verifySignature(PAYMENT, message, signature)).toBe(true)
  // Both faces of one wallet (the default page, nothing remembered): one entry, the Wallet
  // Standard one.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/')
  await page.getByTestId('gw-connect-button').click()
  const connect = view(page, 'Connect')
  await expect(connect.getByTestId(`gw-wallet-${WALLET}`)).toBeVisible()
  await expect(connect.getByText('Gangway Bitcoin Wallet', { exact: true })).toHaveCount(1)
})

test('sign-in with Bitcoin (opt-in BIP-322 verifier): the wallet signs a CAIP-122 message, bip322-js verifies it, a reload keeps the session', async ({
  page,
}) => {
  await open(page, '?siwx=required&siwxBitcoin=1')
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET}`).click()
  const sign = view(page, 'SIWXSignMessage')
  await expect(sign).toBeVisible()
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-siwx-status')).toContainText(PAYMENT)
  const [session] = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('gw:f:siwx:sessions'))) ?? '[]',
  ) as { data: { chainId: string }; message: string; signature: string }[]
  expect(session!.data.chainId).toBe(bitcoin.caipNetworkId)
  expect(session!.message.split('\n').slice(0, 2)).toEqual([
    `${new URL(page.url()).host} wants you to sign in with your Bitcoin account:`,
    PAYMENT,
  ])
  // Checked with another implementation than the feature's verifier.
  expect(Verifier.verifySignature(PAYMENT, session!.message, session!.signature)).toBe(true)
  await page.reload()
  await expect(page.getByTestId('demo-siwx-status')).toContainText(PAYMENT)
  await expect(modal(page)).toBeHidden()
})

test('dark theme and mobile: accounts, the approval and the send preview', async ({ page }) => {
  await open(page)
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await connectBitcoin(page)
  await page.getByTestId('demo-bitcoin-card').scrollIntoViewIfNeeded()
  await shot(page, 'bitcoin-accounts-dark')
  await page.getByTestId('demo-bitcoin-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await shot(page, 'bitcoin-approve-sign-dark')
  await page.getByTestId('gw-request-reject').click()
  await previewSend(page, '0.001', bitcoin.receiver)
  await shot(page, 'bitcoin-send-preview-dark')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'bitcoin-send-preview-mobile')
})
