import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  erc1271WalletInitCode,
  type TestWalletControl,
  type TestWalletProvider,
} from '@gangway/devstack'
import { test as base, expect, type Page } from '@playwright/test'
import { getAddress, type Hex } from 'viem'

declare global {
  interface Window {
    __gangwayTestWallet: TestWalletControl & { provider: TestWalletProvider }
  }
}

/** The test wallet's id in the modal: its EIP-6963 rdns. */
export const WALLET_ID = 'dev.gangway.testwallet'
export const MAINNET = 'eip155:1'
export const BASE = 'eip155:8453'

/** What global setup started (see global-setup.ts). */
export const devstack = JSON.parse(process.env.GANGWAY_E2E_DEVSTACK ?? 'null') as {
  chains: { chainId: number; name: string; rpcUrl: string; contracts: Record<string, string> }[]
  accounts: string[]
  /** The service emulator: wallet list, data API, analytics sink (and its `/_control` API). */
  services: { url: string; urls: { walletList: string; api: string; analytics: string } }
  /** The WalletConnect relay and the remote test wallet's control API. */
  walletConnect: { relayUrl: string; controlUrl: string; address: string }
  /** The embedded wallet's login frame (its own origin) and its control API. */
  authFrame: { url: string; origin: string; controlUrl: string }
}

/**
 * The login frame's control API (tools/devstack startAuthFrame): GET without a body, POST with
 * one; the JSON answer, or an error naming the path and status.
 */
export async function frameControl<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${devstack.authFrame.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.json() as Promise<T>
}

/** A full email login of a user of its own (tests in parallel never share one). */
export async function emailLogin(page: Page, email: string) {
  await page.getByTestId('gw-connect-button').click()
  await page.getByTestId('gw-email-input').fill(email)
  await page.getByTestId('gw-email-submit').click()
  await expect(view(page, 'EmailVerifyOtp')).toBeVisible()
  const { code } = await frameControl<{ code: string }>(
    `/last-code?email=${encodeURIComponent(email)}`,
  )
  for (const [i, digit] of [...code].entries())
    await page.getByTestId(`gw-otp-input-${i}`).fill(digit)
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
}

/** An email address of its own per test: tests in parallel never share an embedded-wallet user. */
export const newEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

const artifacts = join(import.meta.dirname, '..', 'artifacts')
mkdirSync(artifacts, { recursive: true })

/** The connected account as the modal shows it: 0x + 4 … last 6. */
export const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

export const test = base.extend<{ outsideRequests: string[]; autoPair: boolean }>({
  /**
   * The demo's stand-in phone (RemoteWalletHelper) pairs the devstack's one remote wallet with
   * every pairing URI the modal makes. Only walletconnect.spec, whose tests run one after
   * another and count that wallet's sessions, turns it on (`test.use({ autoPair: true })`); in
   * every other page it is off, whatever URL the test opens.
   */
  autoPair: [false, { option: true }],
  page: async ({ page, autoPair }, use) => {
    if (!autoPair)
      await page.addInitScript(() => {
        ;(window as { __gangwayNoAutoPair?: boolean }).__gangwayNoAutoPair = true
      })
    await use(page)
  },
  // Every test checks that no request left 127.0.0.1 (Chromium cannot resolve outside hosts
  // anyway; this makes an attempt fail the test instead of passing silently).
  outsideRequests: [
    async ({ page }, use) => {
      const outside: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1')
          outside.push(request.url())
      })
      await use(outside)
      expect(outside, 'requests that left 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** Saves a screenshot to e2e/artifacts/<name>.png (animations settled). */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(artifacts, `${name}.png`), animations: 'disabled' })
}

export const modal = (page: Page) => page.getByTestId('gw-modal')
export const view = (page: Page, name: string) => page.getByTestId(`gw-view-${name}`)

/** The wallet's own view of things. */
export const walletState = (page: Page) => page.evaluate(() => window.__gangwayTestWallet.state())
export const walletChainId = (page: Page) =>
  page.evaluate(() => window.__gangwayTestWallet.provider.request({ method: 'eth_chainId' }))

/**
 * Waits until the animations running now have ended (a view's entrance: the card's rise, the
 * slide, a fade), however slow the machine, then two frames. Only running, time-driven, finite
 * ones count: a paused one and a scroll-driven one (the scroll cue) never finish; 5 s at most.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      new Promise((done) => setTimeout(done, 5000)),
      Promise.all(
        document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === 'running' &&
              a.timeline === document.timeline &&
              a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
          )
          .map((a) => a.finished.catch(() => undefined)),
      ),
    ]),
  )
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

/** Opens the demo and waits until the app and the wallet are there. */
export async function openDemo(page: Page) {
  await page.goto('/')
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.waitForFunction(() => Boolean(window.__gangwayTestWallet))
}

/** Open → Connect → the test wallet → connected (modal closed, account button shown). */
export async function connectWallet(page: Page) {
  await page.getByTestId('gw-connect-button').click()
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(modal(page)).toBeHidden()
}

/**
 * Deploys an ERC-1271 contract wallet owned by the test wallet's first account on chain 1: a
 * fresh account with no name and nothing else moving its balance.
 */
export async function deployContractWallet(): Promise<Hex> {
  const owner = devstack.accounts[0]!
  const hash = await devChainRpc('eth_sendTransaction', [
    { from: owner, data: erc1271WalletInitCode(owner as Hex), gas: '0x30d40' },
  ])
  for (;;) {
    const receipt = (await devChainRpc('eth_getTransactionReceipt', [hash])) as {
      status: string
      contractAddress: Hex
    } | null
    if (receipt) {
      expect(receipt.status).toBe('0x1')
      return getAddress(receipt.contractAddress)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The demo, connected as a fresh contract wallet the test wallet signs for. */
export async function connectFreshAccount(page: Page): Promise<Hex> {
  const contract = await deployContractWallet()
  await openDemo(page)
  await page.evaluate((address) => window.__gangwayTestWallet.addSmartAccount(address), contract)
  await connectWallet(page)
  await expect(page.getByTestId('gw-account-button')).toContainText(short(contract))
  return contract
}

// --- wallet list and analytics ----------------------------------------------------------------

/** What the modal POSTs to analytics `/e` (spec §7). */
export type AnalyticsBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { event: string; properties?: Record<string, unknown>; address?: string }
}

/** A service emulator's control API (`/_control`): requests seen, analytics events, switches. */
export function servicesControl(url = devstack.services.url) {
  const json = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${url}/_control${path}`, init)
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status}`)
    return response.json()
  }
  return {
    url,
    /** Requests one service received, oldest first; `projectId` keeps one test's apart. */
    async requests(
      service: 'walletList' | 'analytics' | 'api',
      projectId?: string,
    ): Promise<{ method: string; path: string; query: Record<string, string>; status: number }[]> {
      const all = await json(`/requests?service=${service}`)
      return projectId
        ? all.filter((r: { query: Record<string, string> }) => r.query.projectId === projectId)
        : all
    },
    /** Analytics events accepted, optionally of one project. */
    async analyticsEvents(
      projectId?: string,
    ): Promise<{ path: string; query: Record<string, string>; body: AnalyticsBody }[]> {
      const all = await json('/analytics/events')
      return projectId
        ? all.filter((e: { query: Record<string, string> }) => e.query.projectId === projectId)
        : all
    },
    switch(service: 'walletList' | 'analytics' | 'api', mode: string, delayMs?: number) {
      return json('/switch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ service, mode, ...(delayMs === undefined ? {} : { delayMs }) }),
      })
    },
  }
}

/** A project id of its own, so a test reads only its own requests and events. */
export const uniqueProjectId = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** Opens the demo with query overrides (`?projectId=…&services=…`). */
export async function openDemoWith(page: Page, query: Record<string, string>) {
  await page.goto(`/?${new URLSearchParams(query)}`)
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await page.waitForFunction(() => Boolean(window.__gangwayTestWallet))
}

/** Starts a service emulator of the test's own (switches flipped there disturb no other test). */
export async function startOwnServices() {
  const { loadDevstack } = await import('../../apps/demo/server/devstackAssets.ts')
  const { startServiceEmulator } = await loadDevstack()
  return startServiceEmulator({ dataApi: false })
}

/**
 * A JSON-RPC call to a dev chain (default Ethereum, 1). Anvil's funded accounts are unlocked, so
 * `eth_sendTransaction` from one needs no key, and anvil numbers the nonces itself: tests in
 * parallel can send from the same account.
 */
export async function devChainRpc(method: string, params: unknown[], chainId = 1) {
  const chain = devstack.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`no dev chain ${chainId}`)
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}

/** Sends a call from an unlocked dev-chain account and waits for its success; resolves to the hash. */
export async function transact(
  from: string,
  to: string,
  data: string,
  chainId = 1,
): Promise<string> {
  const hash = (await devChainRpc(
    'eth_sendTransaction',
    [{ from, to, data, gas: '0x30d40' }],
    chainId,
  )) as string
  await waitForReceipt(hash, chainId)
  return hash
}

/** Waits for a dev-chain transaction's receipt (5 s at most) and checks it succeeded. */
export async function waitForReceipt(
  hash: string,
  chainId = 1,
): Promise<{ status: string; contractAddress: `0x${string}` | null }> {
  for (let i = 0; i < 100; i++) {
    const receipt = (await devChainRpc('eth_getTransactionReceipt', [hash], chainId)) as {
      status: string
      contractAddress: `0x${string}` | null
    } | null
    if (receipt) {
      expect(receipt.status).toBe('0x1')
      return receipt
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no receipt for ${hash}`)
}

/** ERC-20 `transfer(to, amount)` calldata. */
export const transferData = (to: string, units: bigint) =>
  `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${units.toString(16).padStart(64, '0')}`
