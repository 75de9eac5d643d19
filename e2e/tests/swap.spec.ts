// @gangway/feature-swap on the demo (which passes `features: { swap }`): real swaps on the dev
// chain's Uniswap V2 pools through the injected test wallet (account #1, alice), read back ON
// THE CHAIN in exact base units. Spec §8 'Network not supported … for Swaps'; §9
// "Swap slippage tolerance 1", "Display: transaction amounts 3 decimals".
import { buildTestWalletScript, loadUniswapArtifacts, testAccounts } from '@gangway/devstack'
import type { Page } from '@playwright/test'
import { decodeFunctionData, type Hex, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  connectWallet,
  devChainRpc,
  devstack,
  expect,
  modal,
  openDemo,
  openDemoWith,
  servicesControl,
  shot,
  test,
  uniqueProjectId,
  view,
  walletChainId,
} from './fixtures'

// The swaps run on the Base dev chain (8453): a swap moves its pools, and with them the USD prices
// the data API reads from the pools' mid-prices; the other specs read Ethereum's (chain 1) prices
// at the same time, in other workers, and must not see them move.
const SWAP_CHAIN = 8453
const chain = devstack.chains.find((c) => c.chainId === SWAP_CHAIN)!
const { tusd, gway } = chain.contracts as unknown as { tusd: Hex; gway: Hex }
/** The chain's Uniswap V2 router (the devstack info's `ammRouter`): Swap's allowed spender. */
const ammRouter = (chain.contracts as unknown as { ammRouter: string }).ammRouter
const chainRpc = (method: string, params: unknown[]) => devChainRpc(method, params, SWAP_CHAIN)

/** Connected, then switched to Base through the network button (the wallet follows). */
async function connectOnSwapChain(page: Page) {
  await connectWallet(page)
  await page.getByTestId('gw-network-button').click()
  await view(page, 'Networks').getByTestId(`gw-network-eip155:${SWAP_CHAIN}`).click()
  await expect.poll(() => walletChainId(page)).toBe(`0x${SWAP_CHAIN.toString(16)}`)
  await expect(page.getByTestId('gw-network-button')).toContainText('Base')
  if (await modal(page).isVisible()) await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}
const ALICE = testAccounts[1]!.address
const router = loadUniswapArtifacts().router

const erc20Balance = async (token: Hex, owner: string) =>
  BigInt(
    (await chainRpc('eth_call', [
      { to: token, data: `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ])) as string,
  )

type Receipt = {
  gasUsed: Hex
  effectiveGasPrice: Hex
  logs: { address: string; topics: Hex[]; data: Hex }[]
}

/**
 * What the wallet's last transaction did ON CHAIN, from its receipt: `token` received by `owner`
 * (its Transfer logs) and ETH spent (value + gas). Read from the receipt rather than balances,
 * because send.spec spends from the same account in the other worker at the same time.
 */
async function lastTransaction(page: Page, token: Hex, owner: string) {
  const requests = (await page.evaluate(() => window.__gangwayTestWallet.requests())) as {
    method: string
    status: string
    result?: unknown
  }[]
  const hash = requests
    .filter((r) => r.method === 'eth_sendTransaction' && r.status === 'ok')
    .at(-1)?.result as Hex
  let receipt: Receipt | null = null
  for (let i = 0; i < 100 && !receipt; i++) {
    receipt = (await chainRpc('eth_getTransactionReceipt', [hash])) as Receipt | null
    if (!receipt) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!receipt) throw new Error('the swap was never mined')
  const tx = (await chainRpc('eth_getTransactionByHash', [hash])) as { value: Hex }
  const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
  const received = receipt.logs
    .filter(
      (log) =>
        log.address.toLowerCase() === token.toLowerCase() &&
        log.topics[0] === TRANSFER &&
        BigInt(log.topics[2]!) === BigInt(owner),
    )
    .reduce((sum, log) => sum + BigInt(log.data), 0n)
  const spent = BigInt(tx.value) + BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)
  return { received, spent }
}

/** How many transactions the wallet really sent (approved and answered with a hash). */
async function sentTransactions(page: Page) {
  const requests = (await page.evaluate(() => window.__gangwayTestWallet.requests())) as {
    method: string
    status: string
  }[]
  return requests.filter((r) => r.method === 'eth_sendTransaction' && r.status === 'ok').length
}

const submit = (page: Page) => page.getByTestId('gw-swap-submit')
const toast = (page: Page) => page.getByTestId('gw-toast')
/** A toast with a description (the shell shows it as an alert): a failed approval's or swap's. */
const errorToast = (page: Page) => page.getByTestId('gw-alert')

/** Spec §4's error toast, "toast Something went wrong", the wallet's rejection under it. */
async function expectRejectedToast(page: Page) {
  await expect(errorToast(page)).toHaveAttribute('data-variant', 'error')
  await expect(errorToast(page).getByText('Something went wrong', { exact: true })).toBeVisible()
  await expect(errorToast(page)).toContainText('User rejected the request.')
}

/** Connected, on Account, then Swap opened from its entry (loaded and ready). */
async function openSwap(page: Page) {
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.getByTestId('gw-action-swap').click()
  await expect(view(page, 'Swap')).toBeVisible()
  await expect(submit(page)).toHaveText('Select token')
}

async function chooseToken(page: Page, side: 'from' | 'to', symbol: string) {
  await page.getByTestId(`gw-swap-${side}-token`).click()
  await expect(view(page, 'SwapSelectToken')).toBeVisible()
  await page.getByTestId(`gw-swap-token-${symbol}`).click()
  await expect(view(page, 'Swap')).toBeVisible()
  await expect(page.getByTestId(`gw-swap-${side}-token`)).toContainText(symbol)
}

/** The quoted amount the view shows, in base units (shown with at most 6 decimals). */
async function quoted(page: Page, decimals: number) {
  await expect(submit(page)).toHaveText('Review swap')
  return parseUnits((await page.getByTestId('gw-swap-to-amount').inputValue()) || '0', decimals)
}

/** Review → the preview builds → Swap → the modal's approval → the wallet signs. */
async function confirmSwap(page: Page) {
  await expect(page.getByTestId('gw-swap-confirm')).toBeVisible()
  await page.getByTestId('gw-swap-confirm').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await page.getByTestId('gw-request-approve').click()
}

/** The swap calls the wallet sent (the router's functions; an `approve` does not decode). */
async function routerCalls(page: Page) {
  const requests = (await page.evaluate(() => window.__gangwayTestWallet.requests())) as {
    method: string
    params?: unknown
  }[]
  return requests
    .filter((r) => r.method === 'eth_sendTransaction')
    .flatMap((r) => {
      try {
        const [tx] = r.params as { data: Hex }[]
        return [decodeFunctionData({ abi: router.abi, data: tx!.data })]
      } catch {
        return []
      }
    })
}

test('ETH → TUSD: the chunk loads on first open; on chain TUSD rises by the quote within the slippage bound', async ({
  page,
}) => {
  const scripts: { url: string; text: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push({ url: response.url(), text: response.text() })
  })
  const swapChunks = async () => {
    const texts = await Promise.all(scripts.map((s) => s.text.catch(() => '')))
    return scripts.filter((_, i) => texts[i]!.includes('Approve limit increase in your wallet'))
  }
  await openDemo(page)
  await connectOnSwapChain(page)
  await page.getByTestId('gw-account-button').click()
  await expect(page.getByTestId('gw-action-swap')).toBeVisible()
  expect(await swapChunks()).toHaveLength(0) // the entry shows; its code is not fetched
  await page.keyboard.press('Escape')
  await openSwap(page)
  // Playwright reports a response a moment after the page has used it: wait for the event.
  await expect.poll(async () => (await swapChunks()).length).toBe(1)

  await chooseToken(page, 'to', 'TUSD')
  await page.getByTestId('gw-swap-from-amount').fill('0.1')
  const quote = await quoted(page, 6)
  // 0.1 × ETH's price from the pools (seeded at 3000; other swaps on this chain move it a little).
  const fromUsd = Number((await page.getByTestId('gw-swap-from-usd').textContent())!.slice(1))
  expect(fromUsd).toBeGreaterThan(280)
  expect(fromUsd).toBeLessThan(320)
  await expect(page.getByTestId('gw-swap-rate')).toContainText('1 ETH = ')
  await expect(page.getByTestId('gw-swap-slippage')).toContainText('1%') // spec §9 default
  await expect(page.getByTestId('gw-swap-network-fee')).toHaveText(/^(\$|<\$)/)
  await submit(page).click()
  await expect(view(page, 'SwapPreview')).toBeVisible()
  const minimumText = await page.getByTestId('gw-swap-minimum').textContent()
  const minimum = parseUnits(minimumText!.replace(' TUSD', ''), 6)
  await confirmSwap(page)
  await expect(toast(page)).toHaveText(/^Swapped ETH to \d+(\.\d{1,3})? TUSD$/)
  await expect(view(page, 'Account')).toBeVisible()
  const { received, spent } = await lastTransaction(page, tusd, ALICE)
  expect(received).toBeGreaterThanOrEqual(minimum)
  expect(received).toBeLessThanOrEqual(quote)
  expect(minimum).toBe((quote * 9900n) / 10_000n)
  // ETH went down by the 0.1 swapped plus the network fee (far below 0.01 ETH).
  expect(spent).toBeGreaterThan(10n ** 17n)
  expect(spent).toBeLessThan(10n ** 17n + 10n ** 16n)
})

test('TUSD → GWAY: Approve, then Swap; a changed slippage is the built minimum out', async ({
  page,
}) => {
  await openDemo(page)
  await connectOnSwapChain(page)
  await openSwap(page)
  await chooseToken(page, 'from', 'TUSD')
  await chooseToken(page, 'to', 'GWAY')
  await page.getByTestId('gw-swap-from-amount').fill('20')
  const quote = await quoted(page, 18)
  await page.getByTestId('gw-swap-slippage').click()
  await page.getByTestId('gw-swap-slippage-2').click()
  await expect(page.getByTestId('gw-swap-slippage')).toContainText('2%')
  await submit(page).click()
  await expect(view(page, 'SwapPreview')).toBeVisible()
  await expect(page.getByTestId('gw-swap-preview-slippage')).toHaveText('2%')
  // The approval Swap builds (exact amount, the router it is for) is shown before it.
  await expect(page.getByTestId('gw-swap-approve')).toBeEnabled()
  await shot(page, 'light-SwapPreview-approve')
  await page.getByTestId('gw-swap-approve').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await expect(toast(page)).toHaveText('Approve limit increase in your wallet')
  await page.getByTestId('gw-request-approve').click()
  await confirmSwap(page)
  await expect(toast(page)).toHaveText(/^Swapped TUSD to \d+(\.\d{1,3})? GWAY$/)
  // From the swap's receipt: other workers move alice's balances at the same time.
  const { received } = await lastTransaction(page, gway, ALICE)
  const [call] = (await routerCalls(page)).slice(-1)
  expect(call!.functionName).toBe('swapExactTokensForTokens')
  const [amountIn, minimumOut] = call!.args as [bigint, bigint]
  expect(amountIn).toBe(20_000_000n)
  // 2 % below the quote the service built from (the shown quote, to its 6 shown decimals).
  const tolerance = 10n ** 12n
  expect(minimumOut).toBeGreaterThanOrEqual(((quote - tolerance) * 9800n) / 10_000n)
  expect(minimumOut).toBeLessThanOrEqual(((quote + tolerance) * 9800n) / 10_000n)
  expect(received).toBeGreaterThanOrEqual(minimumOut)
})

test('rejection at Approve and at Swap: “Something went wrong” with the wallet’s message, the preview stays usable', async ({
  page,
}) => {
  await openDemo(page)
  await connectOnSwapChain(page)
  await openSwap(page)
  await chooseToken(page, 'from', 'TUSD')
  await chooseToken(page, 'to', 'GWAY')
  await page.getByTestId('gw-swap-from-amount').fill('3')
  await quoted(page, 18)
  await submit(page).click()
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await page.getByTestId('gw-swap-approve').click()
  await page.getByTestId('gw-request-approve').click()
  await expectRejectedToast(page)
  await expect(page.getByTestId('gw-swap-error')).toHaveText('User rejected the request.')
  // Gone before the next one (the same text): the swap's own toast is asserted below.
  await expect(errorToast(page)).toHaveCount(0)
  await expect(page.getByTestId('gw-swap-approve')).toBeEnabled() // usable: approve again
  await page.getByTestId('gw-swap-approve').click()
  await page.getByTestId('gw-request-approve').click()
  await expect(page.getByTestId('gw-swap-confirm')).toBeVisible()
  const sent = await sentTransactions(page)
  await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
  await page.getByTestId('gw-swap-confirm').click()
  await page.getByTestId('gw-request-approve').click()
  await expectRejectedToast(page)
  await expect(view(page, 'SwapPreview')).toBeVisible()
  await expect(page.getByTestId('gw-swap-confirm')).toBeEnabled()
  // The wallet sent nothing more: the approval was the last transaction that went out.
  expect(await sentTransactions(page)).toBe(sent)
})

test("insufficient balance, and insufficient liquidity from the service's reason (drained pool)", async ({
  page,
}) => {
  const pool = (state: 'drained' | 'seeded') =>
    fetch(`${devstack.services.url}/_control/pool`, {
      method: 'POST',
      body: JSON.stringify({ chainId: SWAP_CHAIN, pool: 'ETH/GWAY', state }),
    })
  await openDemo(page)
  await connectOnSwapChain(page)
  await openSwap(page)
  await chooseToken(page, 'from', 'TUSD')
  await chooseToken(page, 'to', 'GWAY')
  await page.getByTestId('gw-swap-from-amount').fill('1000000')
  await expect(submit(page)).toHaveText('Insufficient balance')
  await expect(submit(page)).toBeDisabled()
  await chooseToken(page, 'from', 'ETH')
  expect((await pool('drained')).status).toBe(200)
  try {
    await page.getByTestId('gw-swap-from-amount').fill('0.5')
    await expect(submit(page)).toHaveText('Insufficient liquidity')
    await expect(submit(page)).toBeDisabled()
  } finally {
    await pool('seeded')
  }
})

/**
 * The demo with a test wallet holding one fresh key, funded with `eth` wei on Ethereum and nothing
 * else: its balances change only by what this test does, so they can be asserted exactly.
 */
async function openDemoAsFreshAccount(page: Page, eth: bigint) {
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  await chainRpc('anvil_setBalance', [address, `0x${eth.toString(16)}`])
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

test('a fresh account swaps its whole ETH: built again for balance − gas, on chain nothing is left but unused gas', async ({
  page,
}) => {
  const funded = 10n ** 18n
  const address = await openDemoAsFreshAccount(page, funded)
  await connectOnSwapChain(page)
  await openSwap(page)
  await chooseToken(page, 'to', 'TUSD')
  // Max keeps the network fee back (200 000 gas × the standard gas price): less than 1 ETH.
  await page.getByTestId('gw-swap-max').click()
  const max = parseUnits(await page.getByTestId('gw-swap-from-amount').inputValue(), 18)
  expect(max).toBeLessThan(funded)
  expect(max).toBeGreaterThan(funded - 10n ** 16n)
  // The whole balance: the button lets it through, the preview lowers it to balance − gas.
  await page.getByTestId('gw-swap-from-amount').fill('1')
  await quoted(page, 6)
  await submit(page).click()
  await expect(page.getByTestId('gw-swap-lowered')).toHaveText(
    'Amount lowered to leave the network fee',
  )
  const minimum = parseUnits(
    (await page.getByTestId('gw-swap-minimum').textContent())!.replace(' TUSD', ''),
    6,
  )
  await shot(page, 'light-SwapPreview-lowered')
  await confirmSwap(page)
  await expect(toast(page)).toHaveText(/^Swapped ETH to \d+(\.\d{1,3})? TUSD$/)
  const { received, spent } = await lastTransaction(page, tusd, address)
  expect(received).toBeGreaterThanOrEqual(minimum)
  expect(await erc20Balance(tusd, address)).toBe(received)
  const left = BigInt((await chainRpc('eth_getBalance', [address, 'latest'])) as string)
  expect(left + spent).toBe(funded)
  // What is left is the gas the swap did not use (its limit × price was reserved, not all spent).
  expect(left).toBeGreaterThan(0n)
  expect(left).toBeLessThan(funded - max)
})

test('the quote refreshes after 10 s while Swap shows (Playwright clock)', async ({ page }) => {
  const projectId = uniqueProjectId('swap-refresh')
  await page.clock.install()
  await openDemoWith(page, { projectId })
  await connectOnSwapChain(page)
  await openSwap(page)
  await chooseToken(page, 'to', 'TUSD')
  await page.getByTestId('gw-swap-from-amount').fill('0.01')
  await quoted(page, 6)
  const control = servicesControl()
  const quotes = async () =>
    (await control.requests('api', projectId)).filter((r) => r.path === '/v1/convert/quotes').length
  const before = await quotes()
  await page.clock.runFor(9_000)
  expect(await quotes()).toBe(before)
  await page.clock.runFor(1_100)
  await expect.poll(quotes).toBe(before + 1)
})

test("the host's open({ view: 'Swap', arguments: { fromToken, toToken, amount } })", async ({
  page,
}) => {
  await openDemo(page)
  await connectOnSwapChain(page)
  // The demo's own swap card hands its pair and amount over: ETH → TUSD, 0.1.
  await page.getByTestId('demo-swap-open').click()
  await expect(view(page, 'Swap')).toBeVisible()
  await expect(page.getByTestId('gw-swap-from-token')).toContainText('ETH')
  await expect(page.getByTestId('gw-swap-to-token')).toContainText('TUSD')
  await expect(page.getByTestId('gw-swap-from-amount')).toHaveValue('0.1')
  await expect(submit(page)).toHaveText('Review swap')
  // Coming back from the token list, the host's arguments do not overwrite the visitor's choice.
  await chooseToken(page, 'to', 'GWAY')
  await expect(page.getByTestId('gw-swap-from-amount')).toHaveValue('0.1')
})

test("the host's arguments Swap cannot use are ignored and logged, the rest applied", async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await openDemo(page)
  await connectOnSwapChain(page)
  // The demo's modal, as a host holds it (the demo puts it on window for the console).
  await page.evaluate(() =>
    (window as unknown as { __gangwayModal: { open(args: unknown): void } }).__gangwayModal.open({
      view: 'Swap',
      arguments: { fromToken: 'GWAY', toToken: 'DOGE', amount: '12.5' },
    }),
  )
  await expect(view(page, 'Swap')).toBeVisible()
  await expect(page.getByTestId('gw-swap-from-token')).toContainText('GWAY')
  await expect(page.getByTestId('gw-swap-to-token')).toHaveText('Select token')
  await expect(page.getByTestId('gw-swap-from-amount')).toHaveValue('12.5')
  await expect(submit(page)).toHaveText('Select token')
  await expect
    .poll(() => errors.join('\n'))
    .toContain('toToken: "DOGE" is not a token Swap offers on this network')
})

/** The tampering switches of the devstack's convert stand-in, for one project id. */
async function tamper(projectId: string, tampering: string | null) {
  const response = await fetch(`${devstack.services.urls.api}/devstack/convert-tampering`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId, tampering }),
  })
  expect(response.status).toBe(200)
}

const nonceOnSwapChain = async (address: string) =>
  BigInt((await chainRpc('eth_getTransactionCount', [address, 'latest'])) as string)

for (const tampering of ['wrongRouter', 'wrongRecipient', 'lowerMinimum'] as const)
  test(`a swap built with ${tampering} is refused, said, and nothing reaches the chain`, async ({
    page,
  }) => {
    const projectId = uniqueProjectId(`swap-${tampering}`)
    await tamper(projectId, tampering)
    try {
      await openDemoWith(page, { projectId })
      await connectOnSwapChain(page)
      await openSwap(page)
      await chooseToken(page, 'to', 'TUSD')
      await page.getByTestId('gw-swap-from-amount').fill('0.01')
      await quoted(page, 6)
      const nonce = await nonceOnSwapChain(ALICE)
      await submit(page).click()
      await expect(view(page, 'SwapPreview')).toBeVisible()
      await expect(page.getByTestId('gw-swap-error')).toHaveText(
        'The swap service built a transaction that does not match this swap: nothing was sent',
      )
      await expect(page.getByTestId('gw-swap-confirm')).toHaveCount(0)
      if (tampering === 'lowerMinimum') await shot(page, 'light-SwapPreview-refused')
      // Nothing went to the wallet, and the chain shows no new transaction from the account.
      expect(await sentTransactions(page)).toBe(0)
      expect(await nonceOnSwapChain(ALICE)).toBe(nonce)
    } finally {
      await tamper(projectId, null)
    }
  })

/** The demo under `projectId` (its tampering switch), TUSD → GWAY for `amount`, on to the preview. */
async function tokenSwapUnder(page: Page, projectId: string, amount: string) {
  await openDemoWith(page, { projectId })
  await connectOnSwapChain(page)
  await openSwap(page)
  await chooseToken(page, 'from', 'TUSD')
  await chooseToken(page, 'to', 'GWAY')
  await page.getByTestId('gw-swap-from-amount').fill(amount)
  await quoted(page, 18)
  await submit(page).click()
}

test('a swap from a token built with extraValue (ETH attached) is refused after the approval; only the approval reaches the chain', async ({
  page,
}) => {
  const projectId = uniqueProjectId('swap-extraValue')
  await tamper(projectId, 'extraValue')
  try {
    // More than the allowance earlier tests leave (the rejected swap's 3 TUSD): Approve is asked.
    await tokenSwapUnder(page, projectId, '3.5')
    const nonce = await nonceOnSwapChain(ALICE)
    await page.getByTestId('gw-swap-approve').click()
    await page.getByTestId('gw-request-approve').click()
    // The swap the service built after the approval pays ETH from a token swap: refused.
    await expect(page.getByTestId('gw-swap-error')).toHaveText(
      'The swap service built a transaction that does not match this swap: nothing was sent',
    )
    await expect(page.getByTestId('gw-swap-confirm')).toHaveCount(0)
    // One transaction went out, the approval; no swap with value reached the wallet or the chain.
    expect(await sentTransactions(page)).toBe(1)
    expect(await nonceOnSwapChain(ALICE)).toBe(nonce + 1n)
  } finally {
    await tamper(projectId, null)
  }
})

test('an unlimited approval from the service is sent as the exact amount, to the router shown', async ({
  page,
}) => {
  const projectId = uniqueProjectId('swap-unlimited')
  await tamper(projectId, 'unlimitedApprove')
  try {
    await tokenSwapUnder(page, projectId, '4')
    await expect(page.getByTestId('gw-swap-approval-spender')).toHaveText(ammRouter.toLowerCase())
    await page.getByTestId('gw-swap-approve').click()
    await page.getByTestId('gw-request-approve').click()
    await expect(page.getByTestId('gw-swap-confirm')).toBeVisible()
    const allowance = BigInt(
      (await chainRpc('eth_call', [
        {
          to: tusd,
          data: `0xdd62ed3e${ALICE.slice(2).toLowerCase().padStart(64, '0')}${ammRouter.slice(2).toLowerCase().padStart(64, '0')}`,
        },
        'latest',
      ])) as string,
    )
    // On chain: exactly the 4 TUSD of this swap, never the unlimited allowance asked for.
    expect(allowance).toBe(4_000_000n)
    // The swap spends it (no allowance left over for the other tests).
    await confirmSwap(page)
    await expect(toast(page)).toHaveText(/^Swapped TUSD to \d+(\.\d{1,3})? GWAY$/)
  } finally {
    await tamper(projectId, null)
  }
})

/** Every Swap view, screenshot in `mode`. */
async function tour(page: Page, mode: 'light' | 'dark' | 'mobile') {
  await openSwap(page)
  await shot(page, `${mode}-Swap-empty`)
  await page.getByTestId('gw-swap-to-token').click()
  await expect(view(page, 'SwapSelectToken')).toBeVisible()
  await shot(page, `${mode}-SwapSelectToken`)
  await page.getByTestId('gw-swap-token-TUSD').click()
  await page.getByTestId('gw-swap-from-amount').fill('0.05')
  await quoted(page, 6)
  await page.getByTestId('gw-swap-slippage').click()
  await shot(page, `${mode}-Swap`)
  await submit(page).click()
  await expect(page.getByTestId('gw-swap-confirm')).toBeVisible()
  await shot(page, `${mode}-SwapPreview`)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}

test('light and dark: every Swap view', async ({ page }) => {
  test.setTimeout(90_000) // two tours, each with a preview built on chain
  await openDemo(page)
  await connectOnSwapChain(page)
  await tour(page, 'light')
  await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await tour(page, 'dark')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('390x844: every Swap view', async ({ page }) => {
    test.setTimeout(60_000)
    await openDemo(page)
    await connectOnSwapChain(page)
    await tour(page, 'mobile')
  })
})
