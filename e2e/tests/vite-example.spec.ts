// The Vite example (apps/examples/vite): Gangway's quick start as a static Vite + React build,
// installed from `npm pack` output and served as static files with the devstack's chain and
// services in its /settings.json (global setup). Tested the way a host tests its own app: plain
// Playwright and @gangway/testing only (its test wallet on the devstack's Ethereum node, its
// helpers driving the modal by its test ids); nothing of the demo.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  connect,
  disconnect,
  installTestWallet,
  ModalHelperError,
  readAccount,
} from '@gangway/testing'
import { expect, type Page, test } from '@playwright/test'

const exampleUrl = process.env.GANGWAY_E2E_VITE_URL!
const { chains } = JSON.parse(process.env.GANGWAY_E2E_DEVSTACK!) as {
  chains: { chainId: number; rpcUrl: string }[]
}
const ethereum = chains.find((chain) => chain.chainId === 1)!

// anvil's dev account #4 (default mnemonic, public): funded on every devstack chain.
const KEY = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a'

const install = (page: Page) =>
  installTestWallet(page, {
    rpcUrl: ethereum.rpcUrl,
    chainId: 1,
    accounts: [KEY],
    // Like an extension, the wallet remembers the site across reloads.
    persist: true,
  })

/** The page's console errors and uncaught errors. */
function errors(page: Page) {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`))
  return seen
}

test('Vite example: connect, reload (reconnected silently), disconnect', async ({ page }) => {
  const seen = errors(page)
  const wallet = await install(page)
  expect(wallet.addresses).toEqual(['0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'])
  await page.goto(exampleUrl)
  await expect(page.getByTestId('gw-connect-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('example-account')).toHaveText('Not connected')

  const address = await connect(page)
  expect(address).toBe(wallet.addresses[0])
  await expect(page.getByTestId('example-account')).toHaveText(`Connected: ${address}`)
  // The balance, read from the devstack's node.
  await expect(page.getByTestId('gw-account-button')).toContainText('ETH')
  mkdirSync(join(import.meta.dirname, '..', 'artifacts'), { recursive: true })
  await page.screenshot({ path: join(import.meta.dirname, '..', 'artifacts', 'light-vite.png') })

  // The reload's silent reconnect finds the site connected: the account, and no prompt.
  await page.reload()
  expect(await readAccount(page)).toBe(address)
  await expect(page.getByTestId('example-account')).toHaveText(`Connected: ${address}`)
  expect((await wallet.requests()).filter((request) => request.decision)).toEqual([])

  await disconnect(page)
  await expect(page.getByTestId('example-account')).toHaveText('Not connected')
  await expect(readAccount(page, { timeout: 500 })).rejects.toThrow(ModalHelperError)
  // Disconnected by the site: a reload stays disconnected.
  await page.reload()
  await expect(page.getByTestId('gw-connect-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('example-account')).toHaveText('Not connected')
  expect(seen).toEqual([])
})

// Spec §Errors: "User rejection yields a user-rejected error": the modal shows it.
test('Vite example: a declined connection shows the modal’s decline message', async ({ page }) => {
  const seen = errors(page)
  const wallet = await install(page)
  await page.goto(exampleUrl)
  await wallet.rejectNext()
  await expect(connect(page, { timeout: 3000 })).rejects.toThrow(ModalHelperError)
  await expect(
    page.getByTestId('gw-modal').getByTestId('gw-view-ConnectingExternal').getByRole('alert'),
  ).toHaveText('Connection declined')
  expect(await wallet.requests()).toMatchObject([
    { method: 'eth_requestAccounts', status: 'error', decision: 'rejected' },
  ])
  expect(await wallet.accounts()).toEqual([])
  await expect(page.getByTestId('example-account')).toHaveText('Not connected')
  expect(seen).toEqual([])
})
