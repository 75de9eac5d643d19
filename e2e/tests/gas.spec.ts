// Spec §5 "Insufficient gas: native balance zero or gas cost in USD above native balance; smart
// accounts exempt." (issue 37 §3), on the dev chains: a fresh key of its own per test (the
// injected test wallet built with only that key), holding TUSD and as much ETH as the test gives
// it (anvil_setBalance on that address only: no other test reads it). What was sent is read back
// on the chain.
import { buildTestWalletScript, testAccounts } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, getAddress, type Hex, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  connectWallet,
  devChainRpc,
  devstack,
  emailLogin,
  expect,
  frameControl,
  modal,
  newEmail,
  openDemo,
  short,
  test,
  view,
  walletChainId,
} from './fixtures'

const ETH = 10n ** 18n
/** Account #0 of the dev chains: unlocked on anvil, holds 1 000 000 TUSD (the fixtures' minter). */
const MINTER = testAccounts[0]!.address

const tokensOf = (chainId: number) =>
  devstack.chains.find((c) => c.chainId === chainId)!.contracts as unknown as {
    tusd: Hex
    gway: Hex
  }

const ethBalance = async (address: string, chainId = 1) =>
  BigInt((await devChainRpc('eth_getBalance', [address, 'latest'], chainId)) as string)
const nonce = async (address: string, chainId = 1) =>
  Number((await devChainRpc('eth_getTransactionCount', [address, 'latest'], chainId)) as string)
const tusdBalance = async (address: string, chainId = 1) =>
  BigInt(
    (await devChainRpc(
      'eth_call',
      [
        {
          to: tokensOf(chainId).tusd,
          data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`,
        },
        'latest',
      ],
      chainId,
    )) as string,
  )
const setEth = (address: string, wei: bigint, chainId = 1) =>
  devChainRpc('anvil_setBalance', [address, `0x${wei.toString(16)}`], chainId)

/** `amount` TUSD from the minter to `to`, mined. */
async function giveTusd(to: string, amount: bigint, chainId = 1) {
  const hash = await devChainRpc(
    'eth_sendTransaction',
    [
      {
        from: MINTER,
        to: tokensOf(chainId).tusd,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to as Hex, amount],
        }),
        gas: '0x30d40',
      },
    ],
    chainId,
  )
  for (;;) {
    const receipt = (await devChainRpc('eth_getTransactionReceipt', [hash], chainId)) as {
      status: string
    } | null
    if (receipt) return expect(receipt.status).toBe('0x1')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The demo with a test wallet holding one fresh key: `tusd` TUSD (6 decimals) and `eth` wei
 * (default none) on `chainId`, nothing else. Returns its address.
 */
async function openDemoAsEmptyAccount(page: Page, tusd: bigint, chainId = 1, eth = 0n) {
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  await giveTusd(address, tusd, chainId)
  if (eth) await setEth(address, eth, chainId)
  expect(await ethBalance(address, chainId)).toBe(eth)
  const wallet = await buildTestWalletScript({
    chains: devstack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    accounts: [key],
    legacy: true,
  })
  await page.route('**/test-wallet.js', async (route) => {
    // Keep the demo's first line (the devstack's addresses, window.__GANGWAY_DEVSTACK__).
    const original = await (await route.fetch()).text()
    const devstackLine = original.slice(0, original.indexOf('\n') + 1)
    await route.fulfill({ contentType: 'text/javascript', body: devstackLine + wallet })
  })
  await openDemo(page)
  return address
}

/** The wallet's eth_sendTransaction requests (any outcome). */
const sendRequests = (page: Page) =>
  page.evaluate(
    () =>
      window.__gangwayTestWallet.requests().filter((r) => r.method === 'eth_sendTransaction')
        .length,
  )

// --- Send ---------------------------------------------------------------------------------------

const sendSubmit = (page: Page) => page.getByTestId('gw-send-submit')

/** Send opened from Account, TUSD chosen, `amount` to `receiver`. */
async function sendTusd(page: Page, amount: string, receiver: string) {
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-token').click()
  await expect(view(page, 'WalletSendSelectToken')).toBeVisible()
  await page.getByTestId('gw-send-token-TUSD').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-amount').fill(amount)
  await page.getByTestId('gw-send-receiver').fill(receiver)
}

/** Another receiver typed in: Send estimates the fee again and reads the native balance anew. */
const retype = (page: Page, receiver: string) => page.getByTestId('gw-send-receiver').fill(receiver)

test("spec §5 'Insufficient gas: native balance zero or gas cost … above native balance': Send refuses a TUSD send with no ETH and with 1 wei, and nothing reaches the wallet or the chain; with ETH it sends", async ({
  page,
}) => {
  const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, MINTER]
  const address = await openDemoAsEmptyAccount(page, parseUnits('10', 6))
  await connectWallet(page)
  await expect(page.getByTestId('gw-account-button')).toContainText(short(address))
  await sendTusd(page, '1', first)

  // Native balance zero: the rule holds the button ('Insufficient funds', Send's word for it).
  await expect(sendSubmit(page)).toHaveText('Insufficient funds')
  await expect(sendSubmit(page)).toBeDisabled()
  await sendSubmit(page).click({ force: true })
  await expect(view(page, 'WalletSend')).toBeVisible()
  await expect(view(page, 'WalletSendPreview')).toHaveCount(0)

  // With 1 ETH the same send passes the rule …
  await setEth(address, ETH)
  await retype(page, second)
  await expect(sendSubmit(page)).toHaveText('Preview')
  await expect(sendSubmit(page)).toBeEnabled()
  // … and with 1 wei (above zero, below the fee) it is held again.
  await setEth(address, 1n)
  await retype(page, first)
  await expect(sendSubmit(page)).toHaveText('Insufficient funds')
  await expect(sendSubmit(page)).toBeDisabled()

  // Nothing was asked of the wallet, nothing moved on the chain.
  expect(await sendRequests(page)).toBe(0)
  expect(await nonce(address)).toBe(0)
  expect(await tusdBalance(address)).toBe(parseUnits('10', 6))
  expect(await tusdBalance(first)).toBe(0n)

  // Funded: the send goes through, on the chain.
  await setEth(address, ETH)
  await retype(page, second)
  await retype(page, first)
  await expect(sendSubmit(page)).toHaveText('Preview')
  await sendSubmit(page).click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await page.getByTestId('gw-send-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await page.getByTestId('gw-request-approve').click()
  await expect(
    page.getByTestId('gw-toast').filter({ hasText: 'Transaction started' }),
  ).toBeVisible()
  await expect.poll(() => tusdBalance(first), { timeout: 15_000 }).toBe(parseUnits('1', 6))
  expect(await tusdBalance(address)).toBe(parseUnits('9', 6))
  expect(await nonce(address)).toBe(1)
})

// --- Swap ---------------------------------------------------------------------------------------

// Swaps run on the Base dev chain, as in swap.spec (its pools' prices are read by no other spec).
const SWAP_CHAIN = 8453
const swapSubmit = (page: Page) => page.getByTestId('gw-swap-submit')

async function switchToSwapChain(page: Page) {
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-eip155:${SWAP_CHAIN}`).click()
  await expect.poll(() => walletChainId(page)).toBe(`0x${SWAP_CHAIN.toString(16)}`)
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  if (await modal(page).isVisible()) await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}

/** Swap opened from Account (its balances read then), TUSD → GWAY, `amount` TUSD. */
async function swapTusd(page: Page, amount: string) {
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-swap').click()
  await expect(view(page, 'Swap')).toBeVisible()
  for (const [side, symbol] of [
    ['from', 'TUSD'],
    ['to', 'GWAY'],
  ] as const) {
    await page.getByTestId(`gw-swap-${side}-token`).click()
    await expect(view(page, 'SwapSelectToken')).toBeVisible()
    await page.getByTestId(`gw-swap-token-${symbol}`).click()
    await expect(view(page, 'Swap')).toBeVisible()
    await expect(page.getByTestId(`gw-swap-${side}-token`)).toContainText(symbol)
  }
  await page.getByTestId('gw-swap-from-amount').fill(amount)
}

test("spec §5 'Insufficient gas' in Swap: TUSD → GWAY from an account with no ETH says 'Insufficient balance for gas' and cannot go on; nothing reaches the wallet or the chain", async ({
  page,
}) => {
  const address = await openDemoAsEmptyAccount(page, parseUnits('10', 6), SWAP_CHAIN)
  await connectWallet(page)
  await switchToSwapChain(page)
  await swapTusd(page, '1')

  await expect(swapSubmit(page)).toHaveText('Insufficient balance for gas')
  await expect(swapSubmit(page)).toBeDisabled()
  await swapSubmit(page).click({ force: true })
  await expect(view(page, 'Swap')).toBeVisible()
  await expect(view(page, 'SwapPreview')).toHaveCount(0)
  expect(await sendRequests(page)).toBe(0)
  expect(await nonce(address, SWAP_CHAIN)).toBe(0)
  expect(await tusdBalance(address, SWAP_CHAIN)).toBe(parseUnits('10', 6))
})

// The same swap from an account that differs only by its ETH (Swap's balances are cached 30 s,
// spec §9, so the contrast is a second fresh account rather than the first one funded later).
test("Swap's gas rule lets the same TUSD → GWAY swap through from an account with 1 ETH: 'Review swap'", async ({
  page,
}) => {
  await openDemoAsEmptyAccount(page, parseUnits('10', 6), SWAP_CHAIN, ETH)
  await connectWallet(page)
  await switchToSwapChain(page)
  await swapTusd(page, '1')
  await expect(swapSubmit(page)).toHaveText('Review swap')
  await expect(swapSubmit(page)).toBeEnabled()
})

// --- Smart accounts exempt ------------------------------------------------------------------

test("spec §5 'Insufficient gas … smart accounts exempt': the embedded wallet's smart account with TUSD and no ETH sends TUSD (its owner key pays the gas), on the chain, and Swap lets it review; its EOA is held to the rule", async ({
  page,
}) => {
  const email = newEmail('gas')
  await frameControl('/smart-account', { email })
  await openDemo(page)
  await emailLogin(page, email)
  const { address: smart } = await frameControl<{ address: string }>(
    `/smart-address?email=${encodeURIComponent(email)}`,
  )
  // Spec §3 default account type for eip155: the smart account.
  await expect(page.getByTestId('gw-account-button')).toContainText(short(smart))
  await setEth(smart, 0n)
  await giveTusd(smart, parseUnits('10', 6))
  const receiver = privateKeyToAccount(generatePrivateKey()).address

  await sendTusd(page, '1', receiver)
  await expect(sendSubmit(page)).toHaveText('Preview')
  await sendSubmit(page).click()
  await expect(view(page, 'WalletSendPreview')).toBeVisible()
  await page.getByTestId('gw-send-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await page.frameLocator('[data-testid=gw-auth-frame]').getByTestId('gw-frame-approve').click()
  await expect.poll(() => tusdBalance(receiver), { timeout: 15_000 }).toBe(parseUnits('1', 6))
  expect(await tusdBalance(smart)).toBe(parseUnits('9', 6))
  expect(await ethBalance(smart)).toBe(0n)

  // Swap's gas rule exempts it too: TUSD and no ETH on the swap chain, and Review swap.
  await setEth(smart, 0n, SWAP_CHAIN)
  await giveTusd(smart, parseUnits('10', 6), SWAP_CHAIN)
  // After a send the Account view shows (spec §2): closed first.
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-eip155:${SWAP_CHAIN}`).click()
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  if (await modal(page).isVisible()) await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await swapTusd(page, '1')
  await expect(swapSubmit(page)).toHaveText('Review swap')
  await expect(swapSubmit(page)).toBeEnabled()

  // The same login's EOA (its owner key, the contract's owner()) is held to the rule: the account
  // type follows the switch. Funded before the switch, whose Account view reads its balances.
  const owner = getAddress(
    `0x${((await devChainRpc('eth_call', [{ to: smart, data: '0x8da5cb5b' }, 'latest'])) as string).slice(26)}`,
  )
  await setEth(owner, 0n, SWAP_CHAIN)
  await giveTusd(owner, parseUnits('10', 6), SWAP_CHAIN)
  await page.getByTestId('gw-modal-back').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-account-type').click()
  await expect(view(page, 'AccountType')).toBeVisible()
  // The pick goes to the frame, which answers with the other account: checked then.
  await page.getByRole('radio', { name: 'EOA' }).click()
  await expect(page.getByRole('radio', { name: 'EOA' })).toBeChecked()
  await expect(page.getByTestId('gw-account-button')).toContainText(short(owner))
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await swapTusd(page, '1')
  await expect(swapSubmit(page)).toHaveText('Insufficient balance for gas')
})
