// @gangway/testing as a host uses it in its own browser tests (issue 33 §4): the kit's test
// wallet installed with installTestWallet against the devstack's EVM node, driven from the test,
// and the modal driven by its helpers. Only the package's public API (the built dist/, as a host
// would import it) and plain Playwright assertions on the modal's test ids.
import {
  connect,
  disconnect,
  installTestWallet,
  ModalHelperError,
  openModal,
  readAccount,
} from '@gangway/testing'
import { devstack, expect, test } from './fixtures'

// anvil's dev account #3 (default mnemonic): funded, and no other spec connects with it.
const KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'

const install = (page: Parameters<typeof installTestWallet>[0]) =>
  installTestWallet(page, {
    // The devstack's anvil nodes (Ethereum 1 and Base 8453); any EVM node works the same way.
    chains: devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    accounts: [KEY],
  })

test('the kit connects its wallet through the modal and reads the account', async ({ page }) => {
  const wallet = await install(page)
  await page.goto('/')
  const address = await connect(page)
  expect(address).toBe(wallet.addresses[0])
  // The kit's wallet, not the demo's own (its accounts are #1 and #2).
  expect(address).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906')
  expect(devstack.accounts).not.toContain(address)
  expect(await readAccount(page)).toBe(address)
  expect(await wallet.accounts()).toEqual([address])
  expect((await wallet.requests()).filter((r) => r.decision === 'approved')).toHaveLength(1)

  await disconnect(page)
  await expect(page.getByTestId('gw-connect-button')).toBeVisible()
  await expect(readAccount(page, { timeout: 500 })).rejects.toThrow(ModalHelperError)
})

// Spec §Errors: "User rejection yields a user-rejected error": the modal shows it.
test('rejectNext: the modal shows the declined connection', async ({ page }) => {
  const wallet = await install(page)
  await page.goto('/')
  await wallet.rejectNext()
  await expect(connect(page, { timeout: 3000 })).rejects.toThrow(ModalHelperError)
  const modal = page.getByTestId('gw-modal')
  await expect(modal.getByTestId('gw-view-ConnectingExternal').getByRole('alert')).toHaveText(
    'Connection declined',
  )
  expect(await wallet.requests()).toMatchObject([
    { method: 'eth_requestAccounts', status: 'error', decision: 'rejected' },
  ])
  expect(await wallet.accounts()).toEqual([])
})

// Spec §Engine: "Chain change updates default chain"; "Unsupported-chain view appears when the
// wallet's chain is not among configured networks".
test('switchChain from the wallet: the modal follows', async ({ page }) => {
  const wallet = await install(page)
  await page.goto('/')
  await connect(page)
  await expect(page.getByTestId('gw-network-button')).toContainText('Ethereum')

  await wallet.switchChain(8453)
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  expect((await wallet.state()).chainId).toBe(8453)

  await wallet.switchChain(999)
  await expect(page.getByTestId('gw-view-UnsupportedChain')).toBeVisible()
  await page.getByTestId('gw-modal-close').click()
  // Back on a configured chain, the account is still the wallet's.
  await wallet.switchChain(1)
  const modal = await openModal(page)
  await expect(modal.getByTestId('gw-view-Account')).toBeVisible()
  expect(await readAccount(page)).toBe(wallet.addresses[0])
})
