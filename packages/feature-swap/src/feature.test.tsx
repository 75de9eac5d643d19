// Swap on the real devstack: Uniswap V2 on anvil behind the data API's convert routes, a fake
// adapter whose sendTransaction signs and sends for real. Issue 14's flow through the actions,
// the views rendered in happy-dom where it matters.
import { memoryBackend, open, UserRejectedRequestError } from '@gangway/core'
import { loadUniswapArtifacts, startServiceEmulator } from '@gangway/devstack'
import { formatUsd } from '@gangway/modal-shell/kit'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { decodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  account,
  chainClient,
  connectedModal,
  devRouters,
  devstack,
  freshAccount,
  renderModal,
} from '../test/fixtures.js'
import { SWAP_GAS_LIMIT } from './constants.js'
import { swapMessages } from './messages.js'
import { flipTokens, selectToken, setAmount, setMax, setSlippage } from './swap/actions.js'
import { InvalidSwapArgumentsError } from './swap/arguments.js'
import { swapDetails } from './swap/details.js'
import { networkFeeUsd } from './swap/maths.js'
import { approve, preparePreview, submitSwap } from './swap/preview.js'
import { getSwapStore } from './swap/swapStore.js'
import { failureText } from './swap/text.js'
import { swapFeature } from './swapFeature.js'

// A quote or a built swap waits on the dev chain and the services: seconds on a loaded CI machine
// (a run with 1 s waited for 'ready' and found 'idle').
const LOADED = { timeout: 10_000 }
const router = loadUniswapArtifacts().router
const contracts = () => devstack().chains.find((c) => c.chainId === 1)!.contracts
const erc20Balance = (token: Hex, owner: Hex) =>
  chainClient().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
type ToastEngine = Parameters<typeof getSwapStore>[0]
const said = (t: { variant: string; message: string; description?: string }) =>
  `${t.variant}: ${t.message}${t.description === undefined ? '' : ` / ${t.description}`}`
const seen = new WeakMap<ToastEngine, string[]>()
/**
 * Every toast shown or queued since the first call for this engine (`variant: message`, then
 * ` / description` when it has one).
 */
const toasts = (engine: ToastEngine) => {
  let list = seen.get(engine)
  if (!list) {
    const record: string[] = []
    list = record
    seen.set(engine, record)
    engine.$toasts.subscribe((shown) => {
      for (const t of shown) record.push(said(t))
    })
  }
  return [...list, ...engine._internal.toastQueue.map(said)]
}

/** Opens Swap and waits until its state is loaded. */
async function openSwap(
  engine: Parameters<typeof getSwapStore>[0],
  modal: Parameters<typeof renderModal>[0],
  rendered = false,
  args?: Record<string, unknown>,
) {
  toasts(engine)
  if (!rendered) renderModal(modal)
  act(() => open(engine, { view: 'Swap', ...(args ? { arguments: args } : {}) }))
  await screen.findByTestId('gw-view-Swap')
  await waitFor(() => expect(getSwapStore(engine).get().status).toBe('ready'), { timeout: 10_000 })
  return getSwapStore(engine)
}

const token = (engine: Parameters<typeof getSwapStore>[0], symbol: string) =>
  getSwapStore(engine)
    .get()
    .tokens.find((t) => t.symbol === symbol)!

describe('swapFeature', () => {
  it('declares the Swap action (requires sendTransaction) and three views, code behind import()', () => {
    const feature = swapFeature()
    expect(feature.id).toBe('swap')
    expect(feature.provides?.actions).toEqual([
      {
        id: 'swap',
        label: 'Swap',
        view: 'Swap',
        order: 2,
        namespaces: ['eip155'],
        requires: 'sendTransaction',
        icon: expect.any(String),
      },
    ])
    expect(
      feature.provides?.views?.map((view) => (typeof view === 'string' ? view : view.name)),
    ).toEqual(['Swap', 'SwapSelectToken', 'SwapPreview'])
    expect(feature.loadOn).toBe('use')
  })
})

describe('Swap on Uniswap V2 (dev chain 1)', () => {
  it('ETH → TUSD: quote, preview, swap; the chain moves by the quoted amount; Account', async () => {
    const { modal, engine, sendTransaction } = await connectedModal({ account: 7 })
    const $swap = await openSwap(engine, modal)
    expect($swap.get().from?.symbol).toBe('ETH') // the native currency first
    expect($swap.get().tokens.map((t) => t.symbol)).toEqual(['ETH', 'TUSD', 'GWAY'])
    act(() => selectToken(engine, 'to', token(engine, 'TUSD')))
    act(() => setAmount(engine, '0.1'))
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.1'), LOADED)
    expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Review swap')
    expect(screen.getByTestId('gw-swap-rate').textContent).toMatch(/^1 ETH = 29\d\d(\.\d+)? TUSD$/)
    expect(screen.getByTestId('gw-swap-from-usd').textContent).toBe('$300.00')
    const owner = account(7).address as Hex
    const before = await erc20Balance(contracts().tusd!, owner)
    fireEvent.click(screen.getByTestId('gw-swap-submit'))
    await screen.findByTestId('gw-view-SwapPreview')
    await waitFor(() => expect($swap.get().step).toBe('ready'), LOADED)
    const quoted = $swap.get().quote!.toBase
    expect(screen.getByTestId('gw-swap-minimum').textContent).toMatch(/ TUSD$/)
    fireEvent.click(screen.getByTestId('gw-swap-confirm'))
    await waitFor(() => expect(engine.$router.get().view).toBe('Account'))
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    const { request } = sendTransaction.mock.calls[0]![0] as {
      request: { to: string; value: bigint }
    }
    expect(request.to).toBe(contracts().amm!.router)
    expect(request.value).toBe(10n ** 17n)
    expect((await erc20Balance(contracts().tusd!, owner)) - before).toBe(quoted)
    expect(toasts(engine)).toContain('loading: Confirm transaction in your wallet')
    expect(toasts(engine).join('\n')).toMatch(
      new RegExp(
        `success: Swapped ETH to ${Number(quoted) / 1e6 > 0 ? '\\d+(\\.\\d{1,3})?' : ''} TUSD`,
      ),
    )
  })

  it('network fee: one rule on Swap and on the preview (200 000 gas × the standard gas price)', async () => {
    const { modal, engine, sendTransaction } = await connectedModal({ account: 6 })
    const $swap = await openSwap(engine, modal)
    act(() => selectToken(engine, 'to', token(engine, 'TUSD')))
    act(() => setAmount(engine, '0.05'))
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.05'), LOADED)
    const ethPrice = token(engine, 'ETH').price!
    const feeText = (gasPrice: bigint) =>
      formatUsd(
        networkFeeUsd({
          fee: SWAP_GAS_LIMIT * gasPrice,
          nativeDecimals: 18,
          nativePrice: ethPrice,
        }),
      )
    const before = $swap.get().gasPrice!
    expect(screen.getByTestId('gw-swap-network-fee').textContent).toBe(feeText(before))
    fireEvent.click(screen.getByTestId('gw-swap-submit'))
    await screen.findByTestId('gw-view-SwapPreview')
    await waitFor(() => expect($swap.get().step).toBe('ready'), LOADED)
    const tx = $swap.get().tx!
    // The swap is sent with the rule's gas limit (its estimate is lower), so the fee shown is
    // what the wallet can charge at that price; same price, same text as on Swap.
    expect(tx.gas).toBe(SWAP_GAS_LIMIT)
    expect(screen.getByTestId('gw-swap-preview-network-fee').textContent).toBe(
      feeText(tx.gasPrice!),
    )
    const swapSide = swapDetails(
      { ...$swap.get(), tx: undefined, gasPrice: tx.gasPrice },
      { providerFeePercent: '0.3', nativeDecimals: 18 },
    )
    expect(swapSide?.networkFee).toBe(screen.getByTestId('gw-swap-preview-network-fee').textContent)
    fireEvent.click(screen.getByTestId('gw-swap-confirm'))
    await waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1))
    // Sent with that limit and that price: the wallet can charge no more than the fee shown.
    expect(sendTransaction.mock.calls[0]![0]).toMatchObject({
      request: { gas: SWAP_GAS_LIMIT, gasPrice: tx.gasPrice },
    })
  })

  it('a native source of the whole balance is built again for balance − gas (fresh account, on chain)', async () => {
    const funded = 10n ** 18n // 1 ETH, nothing else
    const fresh = await freshAccount(funded)
    const { modal, engine, sendTransaction } = await connectedModal({ account: fresh })
    const $swap = await openSwap(engine, modal)
    act(() => selectToken(engine, 'to', token(engine, 'TUSD')))
    act(() => setAmount(engine, '1'))
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('1'), LOADED)
    expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Review swap')
    fireEvent.click(screen.getByTestId('gw-swap-submit'))
    await screen.findByTestId('gw-view-SwapPreview')
    await waitFor(() => expect($swap.get().step).toBe('ready'), LOADED)
    const { tx, amount, quote } = $swap.get()
    // amount + gas exceeded the balance: re-requested with balance − gas, and said so.
    const fee = tx!.gas! * tx!.gasPrice!
    expect(tx!.value + fee).toBeLessThanOrEqual(funded)
    expect(tx!.value).toBeGreaterThan(funded - 2n * fee)
    expect(parseEther(amount)).toBe(tx!.value)
    expect(quote!.fromAmount).toBe(amount)
    expect(screen.getByTestId('gw-swap-lowered').textContent).toBe(
      'Amount lowered to leave the network fee',
    )
    const minimum = ($swap.get().quote!.toBase * 9900n) / 10_000n
    fireEvent.click(screen.getByTestId('gw-swap-confirm'))
    await waitFor(() => expect(engine.$router.get().view).toBe('Account'))
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    const address = fresh.address as Hex
    const left = await chainClient().getBalance({ address })
    // Spent: the amount and the gas used at the built price; left: exactly the unused gas.
    const receipt = await chainClient().getTransactionReceipt({
      hash: (await sendTransaction.mock.results[0]!.value).id,
    })
    expect(receipt.status).toBe('success')
    expect(left).toBe((tx!.gas! - receipt.gasUsed) * tx!.gasPrice!)
    expect(await erc20Balance(contracts().tusd!, address)).toBeGreaterThanOrEqual(minimum)
  })

  it('TUSD → GWAY: Approve (allowance short), then the swap with the changed slippage as its minimum', async () => {
    const storage = memoryBackend()
    const { modal, engine, sendTransaction } = await connectedModal({ account: 1, storage })
    const $swap = await openSwap(engine, modal)
    act(() => {
      selectToken(engine, 'from', token(engine, 'TUSD'))
      selectToken(engine, 'to', token(engine, 'GWAY'))
      setAmount(engine, '25')
      // The service takes whole percents only (bapi:src/handlers/convert/transaction.rs usize).
      expect(setSlippage(engine, '2.5')).toBe(false)
      expect(setSlippage(engine, '3')).toBe(true)
    })
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('25'), LOADED)
    await act(() => preparePreview(engine))
    expect($swap.get().step).toBe('needsApproval')
    await act(() => approve(engine))
    expect(toasts(engine)).toContain('loading: Approve limit increase in your wallet')
    expect($swap.get().step).toBe('ready')
    const owner = account(1).address as Hex
    const allowance = await chainClient().readContract({
      address: contracts().tusd!,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, contracts().amm!.router],
    })
    expect(allowance).toBe(25_000_000n)
    // The built swap's minimum out is the quote less 3 %, rounded down (what the preview shows).
    const { tx, quote } = $swap.get()
    const call = decodeFunctionData({ abi: router.abi, data: tx!.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect((call.args as bigint[])[1]).toBe((quote!.toBase * 9700n) / 10_000n)
    const before = await erc20Balance(contracts().gway!, owner)
    await act(() => submitSwap(engine))
    expect(sendTransaction).toHaveBeenCalledTimes(2)
    const received = (await erc20Balance(contracts().gway!, owner)) - before
    expect(received).toBeGreaterThanOrEqual((quote!.toBase * 9700n) / 10_000n)
    expect(received).toBe(quote!.toBase)
    // Remembered for this host: a new modal on the same storage starts at 3 %.
    const again = await connectedModal({ account: 1, storage })
    expect((await openSwap(again.engine, again.modal)).get().slippage).toBe('3')
  })

  // Spec §4's send error, "toast Something went wrong", said by Swap too; the wallet's own message
  // under the toast and under the preview's buttons.
  it("the wallet's rejection at swap: 'Something went wrong' with its message, the preview stays usable, nothing sent", async () => {
    const { modal, engine, sendTransaction } = await connectedModal({ account: 8 })
    const $swap = await openSwap(engine, modal)
    act(() => {
      selectToken(engine, 'to', token(engine, 'GWAY'))
      setAmount(engine, '0.01')
    })
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.01'), LOADED)
    await act(() => preparePreview(engine))
    sendTransaction.mockRejectedValueOnce(new UserRejectedRequestError())
    await act(() => submitSwap(engine))
    expect($swap.get().step).toBe('ready')
    expect(failureText(engine, $swap.get().error!)).toBe(
      new UserRejectedRequestError().shortMessage,
    )
    expect(toasts(engine)).toContain(
      `error: Something went wrong / ${new UserRejectedRequestError().shortMessage}`,
    )
    expect(toasts(engine)).not.toContain(`error: ${new UserRejectedRequestError().shortMessage}`)
    expect(toasts(engine)).toContain(`loading: ${swapMessages.confirmInWallet}`)
  })

  it('a stale quote is never sent: Swap quotes and builds again instead', async () => {
    const { modal, engine, sendTransaction } = await connectedModal({
      account: 8,
      features: { swap: swapFeature({ quoteRefreshMs: 400, routers: devRouters() }) },
    })
    const $swap = await openSwap(engine, modal)
    act(() => {
      selectToken(engine, 'to', token(engine, 'TUSD'))
      setAmount(engine, '0.01')
    })
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.01'), LOADED)
    await act(() => preparePreview(engine))
    const firstAt = $swap.get().quote!.at
    await new Promise((resolve) => setTimeout(resolve, 450))
    // The refresh may already have run (it keeps the tx when the amounts did not change).
    const tx = $swap.get().tx!
    Object.assign(tx, { builtAt: Date.now() - 1000 })
    await act(() => submitSwap(engine))
    expect(sendTransaction).not.toHaveBeenCalled()
    expect(toasts(engine)).toContain(`error: ${swapMessages.quoteRefreshed}`)
    expect($swap.get().quote!.at).toBeGreaterThan(firstAt)
    expect($swap.get().step).toBe('ready')
  })

  it("the service failing: 'Failed to check allowance', 'Failed to create approval transaction', 'Failed to create transaction'; the preview stays usable", async () => {
    // A service emulator of this test's own (its switch disturbs no other test), on the same chains.
    const emulator = await startServiceEmulator({ chains: devstack().chains })
    try {
      const { modal, engine, sendTransaction } = await connectedModal({
        account: 1, // holds GWAY (the fixtures mint to #0 and #1)
        services: emulator.urls,
      })
      const $swap = await openSwap(engine, modal)
      const errorText = () => screen.getByTestId('gw-swap-error').textContent
      // A token source: the allowance.
      act(() => {
        selectToken(engine, 'from', token(engine, 'GWAY'))
        selectToken(engine, 'to', token(engine, 'TUSD'))
        setAmount(engine, '7.5')
      })
      await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('7.5'), LOADED)
      emulator.setSwitch('api', 'unavailable')
      fireEvent.click(screen.getByTestId('gw-swap-submit'))
      await screen.findByTestId('gw-view-SwapPreview')
      await waitFor(() => expect(errorText()).toBe('Failed to check allowance'))
      expect(screen.getByTestId('gw-swap-retry')).toBeTruthy()
      // The approval is prepared with the preview: its spender (the router) shown before Approve.
      emulator.setSwitch('api', 'ok')
      fireEvent.click(screen.getByTestId('gw-swap-retry'))
      await screen.findByTestId('gw-swap-approve')
      expect(screen.getByTestId('gw-swap-approval-spender').textContent).toBe(
        contracts().amm!.router.toLowerCase(),
      )
      // The approval's build failing (prepared again when Approve finds none).
      act(() => $swap.set({ ...$swap.get(), approval: undefined }))
      emulator.setSwitch('api', 'unavailable')
      fireEvent.click(screen.getByTestId('gw-swap-approve'))
      await waitFor(() => expect(errorText()).toBe('Failed to create approval transaction'))
      expect(screen.getByTestId('gw-swap-approve')).toBeTruthy() // usable: approve again
      // A native source: the swap's build.
      emulator.setSwitch('api', 'ok')
      fireEvent.click(screen.getByTestId('gw-swap-cancel'))
      await screen.findByTestId('gw-view-Swap')
      act(() => {
        selectToken(engine, 'from', token(engine, 'ETH'))
        setAmount(engine, '0.02')
      })
      await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.02'), LOADED)
      emulator.setSwitch('api', 'unavailable')
      fireEvent.click(screen.getByTestId('gw-swap-submit'))
      await screen.findByTestId('gw-view-SwapPreview')
      await waitFor(() => expect(errorText()).toBe('Failed to create transaction'))
      emulator.setSwitch('api', 'ok')
      fireEvent.click(screen.getByTestId('gw-swap-retry'))
      await screen.findByTestId('gw-swap-confirm')
      expect(sendTransaction).not.toHaveBeenCalled()
    } finally {
      await emulator.stop()
    }
  })

  it("insufficient liquidity: the service's reason names the button", async () => {
    const { services } = devstack()
    const pool = (state: string) =>
      fetch(`${services.url}/_control/pool`, {
        method: 'POST',
        body: JSON.stringify({ chainId: 1, pool: 'ETH/GWAY', state }),
      })
    const { modal, engine } = await connectedModal({ account: 8 })
    const $swap = await openSwap(engine, modal)
    await pool('drained')
    try {
      act(() => {
        selectToken(engine, 'to', token(engine, 'GWAY'))
        setAmount(engine, '0.5')
      })
      await waitFor(() => expect($swap.get().quoteError).toBe('insufficientLiquidity'), LOADED)
      expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Insufficient liquidity')
    } finally {
      await pool('seeded')
    }
  })
})

describe('state per engine', () => {
  it('closing the modal, leaving the Swap views or changing account resets it', async () => {
    const { modal, engine, fake } = await connectedModal({ account: 8 })
    const $swap = await openSwap(engine, modal)
    act(() => setAmount(engine, '0.2'))
    act(() => modal.close())
    expect($swap.get()).toMatchObject({ status: 'idle', amount: '' })
    await openSwap(engine, modal, true)
    act(() => setAmount(engine, '0.2'))
    act(() => open(engine, { view: 'Account' }))
    expect($swap.get().amount).toBe('')
    await openSwap(engine, modal, true)
    act(() => setAmount(engine, '0.3'))
    act(() =>
      fake.ctx.emit({
        type: 'accountsChanged',
        connectorId: 'io.metamask',
        accounts: [{ address: account(6).address, type: 'eoa' }],
      }),
    )
    await waitFor(() => expect($swap.get().owner).toContain(account(6).address))
    expect($swap.get().amount).toBe('')
  })

  it("a network the host did not list: 'Network not supported for Swaps'", async () => {
    const { modal, engine } = await connectedModal({
      account: 8,
      features: { swap: swapFeature({ networks: ['eip155:8453'], routers: devRouters() }) },
    })
    renderModal(modal)
    act(() => open(engine, { view: 'Swap' }))
    expect((await screen.findByTestId('gw-swap-unsupported')).textContent).toBe(
      'Network not supported for Swaps',
    )
  })

  it('SwapSelectToken: search by symbol, name or address; your tokens first; chosen ones disabled', async () => {
    const { modal, engine } = await connectedModal({ account: 1 })
    await openSwap(engine, modal)
    fireEvent.click(screen.getByTestId('gw-swap-to-token'))
    await screen.findByTestId('gw-view-SwapSelectToken')
    const rows = () =>
      [...document.querySelectorAll('[data-testid^="gw-swap-token-"]')]
        .map((row) => row.getAttribute('data-testid')!.replace('gw-swap-token-', ''))
        .filter((name) => name !== 'search')
    // Account #1 holds all three: "Your tokens", the source (ETH) disabled.
    expect(screen.getByTestId('gw-swap-your-tokens').textContent).toContain('Test USD')
    expect((screen.getByTestId('gw-swap-token-ETH') as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getAllByTestId(/^gw-swap-suggested-/)).toHaveLength(3)
    const search = screen.getByTestId('gw-swap-token-search')
    fireEvent.change(search, { target: { value: 'gangway tok' } })
    expect(rows()).toEqual(['GWAY'])
    fireEvent.change(search, { target: { value: contracts().tusd!.slice(2, 12).toLowerCase() } })
    expect(rows()).toEqual(['TUSD'])
    fireEvent.change(search, { target: { value: 'nothing like it' } })
    expect(screen.getByTestId('gw-swap-tokens-empty').textContent).toBe(
      'No tokens match your search',
    )
    fireEvent.change(search, { target: { value: 'tusd' } })
    fireEvent.click(screen.getByTestId('gw-swap-token-TUSD'))
    await screen.findByTestId('gw-view-Swap')
    expect(getSwapStore(engine).get().to?.symbol).toBe('TUSD')
  })

  it('Max: a token source its whole balance; a native source keeps 200 000 gas × the gas price', async () => {
    const { modal, engine } = await connectedModal({ account: 1 })
    const $swap = await openSwap(engine, modal)
    const { from, gasPrice } = $swap.get()
    expect(gasPrice).toBeGreaterThan(0n)
    act(() => setMax(engine))
    const balance = parseEther(from!.balance!)
    expect(parseEther($swap.get().amount)).toBe(balance - SWAP_GAS_LIMIT * gasPrice!)
    act(() => selectToken(engine, 'from', token(engine, 'TUSD')))
    act(() => setMax(engine))
    expect($swap.get().amount).toBe(token(engine, 'TUSD').balance)
  })

  it("the host's open({ view: 'Swap', arguments }): the pair and the amount, in the inputs", async () => {
    const { modal, engine } = await connectedModal({ account: 8 })
    const error = vi.spyOn(engine.logger, 'error')
    const $swap = await openSwap(engine, modal, false, {
      fromToken: 'TUSD',
      toToken: contracts().gway!,
      amount: '2.5',
    })
    expect($swap.get()).toMatchObject({ from: { symbol: 'TUSD' }, to: { symbol: 'GWAY' } })
    expect((screen.getByTestId('gw-swap-from-amount') as HTMLInputElement).value).toBe('2.5')
    expect(screen.getByTestId('gw-swap-to-token').textContent).toContain('GWAY')
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('2.5'), LOADED)
    expect(error).not.toHaveBeenCalled()
  })

  it('arguments Swap cannot use are ignored, the rest applied, an InvalidSwapArgumentsError logged', async () => {
    const { modal, engine } = await connectedModal({ account: 8 })
    const error = vi.spyOn(engine.logger, 'error')
    const $swap = await openSwap(engine, modal, false, {
      fromToken: 'DOGE',
      toToken: 'TUSD',
      amount: '0.1.2',
    })
    // The visitor still gets a working Swap: the native source, the host's valid target.
    expect($swap.get()).toMatchObject({
      from: { symbol: 'ETH' },
      to: { symbol: 'TUSD' },
      amount: '',
    })
    expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Enter amount')
    expect(error).toHaveBeenCalledTimes(1)
    const [, logged] = error.mock.calls[0]!
    expect(logged).toBeInstanceOf(InvalidSwapArgumentsError)
    expect((logged as InvalidSwapArgumentsError).problems).toEqual([
      'amount: must be a decimal string, e.g. "0.1"',
      'fromToken: "DOGE" is not a token Swap offers on this network',
    ])
  })

  it('flip swaps the tokens and carries the quoted amount over', async () => {
    const { modal, engine } = await connectedModal({ account: 8 })
    const $swap = await openSwap(engine, modal)
    act(() => {
      selectToken(engine, 'to', token(engine, 'TUSD'))
      setAmount(engine, '0.01')
    })
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.01'), LOADED)
    const quoted = $swap.get().quote!.toAmount
    act(() => flipTokens(engine))
    expect($swap.get().from?.symbol).toBe('TUSD')
    expect($swap.get().to?.symbol).toBe('ETH')
    expect($swap.get().amount).toBe(quoted)
  })
})
