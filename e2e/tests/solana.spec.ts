// @gangway/adapter-solana on the demo: the devstack's local Solana chain (litesvm behind a
// JSON-RPC + WebSocket front end) and the Solana test wallet (Wallet Standard, with its legacy
// twin as window.solana), injected by /test-wallet.js. Balances are read back ON THE CHAIN.
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import bs58 from 'bs58'
import { expect, modal, openDemo, shot, test, view } from './fixtures'

type SolanaDevstack = {
  rpcUrl: string
  controlUrl: string
  caipNetworkId: string
  accounts: string[]
  token: { mint: string; symbol: string; decimals: number }
}
const solana = (JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as { solana: SolanaDevstack })
  .solana

type SolanaWalletApi = {
  setMode(mode: 'approve' | 'reject' | 'hang'): void
  rejectNext(count?: number): void
  switchAccount(index: number): void
  disconnect(): void
  register(): void
  unregister(): void
  requests(): { method: string; silent?: boolean; outcome: string; signature?: string }[]
  state(): { authorized: boolean; address: string; addresses: string[] }
}
declare global {
  interface Window {
    __gangwaySolanaWallet: SolanaWalletApi
  }
}

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

const faults = (set: Record<string, boolean>) =>
  fetch(solana.controlUrl, { method: 'POST', body: JSON.stringify({ faults: set }) })

const solanaWallet = <T>(page: Page, fn: (w: SolanaWalletApi) => T) =>
  page.evaluate(fn as never) as Promise<T>

/** Opens the demo (optionally with a query) and waits for both test wallets. */
async function open(page: Page, query = '') {
  await page.goto(`/${query}`)
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

test('connects the Solana wallet: address and SOL balance from the local chain', async ({ page }) => {
  await open(page)
  await connectSolana(page)
  const button = page.getByTestId('gw-account-button')
  await expect(button).toContainText(short(solana.accounts[0]!))
  await expect(button).toContainText('SOL')
  await expect(page.getByTestId('gw-network-button')).toContainText('Solana Local')
  await button.click()
  await expect(view(page, 'Account')).toBeVisible()
  await shot(page, 'solana-account-light')
})
