import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { TestWalletControl, TestWalletProvider } from '@gangway/devstack'
import { test as base, expect, type Page } from '@playwright/test'

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
  chains: { chainId: number; name: string; rpcUrl: string }[]
  accounts: string[]
}

const artifacts = join(import.meta.dirname, '..', 'artifacts')
mkdirSync(artifacts, { recursive: true })

/** The connected account as the modal shows it: 0x + 4 … last 6. */
export const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

export const test = base.extend<{ outsideRequests: string[] }>({
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
