import { APPROVAL_WAIT_MS } from '../constants.js'
import {
  dismissToast,
  type Engine,
  fetchBalance,
  formatUnits,
  getRpcUrls,
  isUserRejection,
  parseUnits,
  reset,
  roundDecimal,
  showToast,
  toBaseUnits,
} from '../internal/core.js'
import { isNative, refreshSwapBalances } from './actions.js'
import { swapContext } from './context.js'
import { minimumReceived, slippageBps } from './maths.js'
import { swapGasLimit } from './networkFee.js'
import { requestQuote } from './quotes.js'
import { poolTokensReader } from './readPoolTokens.js'
import { isStale } from './refresh.js'
import {
  type BuiltTransaction,
  buildSwap,
  fetchAllowance,
  fetchApproveCalldata,
} from './services.js'
import { getSwapSettings } from './settings.js'
import {
  getSwapStore,
  type PreviewStep,
  resetSwap,
  type SwapFailure,
  swapAbortController,
} from './swapStore.js'
import { failureToast, swapText } from './text.js'
import {
  approvalTransaction,
  SwapTransactionRefusedError,
  swapRouters,
  verifySwapTransaction,
} from './verify.js'

/** Sets the preview's step and error in one write. */
function setStep(engine: Engine, step: PreviewStep, error?: SwapFailure) {
  const $swap = getSwapStore(engine)
  $swap.set({ ...$swap.get(), step, error })
}

/** The current input in base units with everything the convert calls need, or `undefined`. */
function swapInput(engine: Engine) {
  const context = swapContext(engine)
  const { from, to, amount, quote } = getSwapStore(engine).get()
  const base = from && toBaseUnits(amount, from.decimals)
  if (!context || !from || !to || !base || !quote) return undefined
  const routers = swapRouters(
    context.network.caipNetworkId,
    getSwapSettings(engine).options.routers,
  )
  return { context, from, to, amount: base, routers }
}

/** A plain address from a CAIP-10 id. */
const plain = (caip10: string) => caip10.split(':')[2] ?? ''

/**
 * A refusal is said as such, chosen by the error's class and reason (and logged with what
 * differed, in its English message); other failures as `fallback`.
 */
function failureOf(
  engine: Engine,
  error: unknown,
  fallback: 'error.approvalFailed' | 'error.transactionFailed',
): SwapFailure {
  if (!(error instanceof SwapTransactionRefusedError)) return { key: fallback }
  engine.logger.error('Swap: refused a built transaction', error)
  return {
    key:
      fallback === 'error.approvalFailed' && error.reason === 'unknownRouter'
        ? 'error.noRouter'
        : 'error.swapRefused',
  }
}

/** The account left while the wallet was to be asked: nothing was sent. */
class AccountNotFoundError extends Error {
  override name = 'AccountNotFoundError'
  constructor() {
    super('Account not found')
  }
}

/** A wallet request's failure: Swap's own when the account was gone, else the wallet's error. */
const walletFailure = (error: unknown): SwapFailure =>
  error instanceof AccountNotFoundError ? { key: 'error.accountNotFound' } : { cause: error }

/** A fresh quote when the shown one is older than the refresh interval. */
async function ensureFreshQuote(engine: Engine): Promise<void> {
  const { quote } = getSwapStore(engine).get()
  if (!quote || isStale(engine, quote.at)) await requestQuote(engine, { debounce: false })
}

/**
 * The preview's first step: a fresh quote, then the allowance (a token source; 'Failed to check
 * allowance'); an allowance short of the amount asks for Approve, else the swap is built.
 */
export async function preparePreview(engine: Engine): Promise<void> {
  const $swap = getSwapStore(engine)
  if (['checking', 'approving', 'building', 'swapping'].includes($swap.get().step)) return
  setStep(engine, 'checking')
  await ensureFreshQuote(engine)
  const input = swapInput(engine)
  if (!input) return setStep(engine, 'idle')
  if (isNative(input.from)) return buildTransaction(engine)
  const { signal } = swapAbortController(engine, 'preview')
  try {
    const allowance = await fetchAllowance(
      engine,
      { tokenAddress: input.from.caip10, userAddress: input.context.userAddress },
      signal,
    )
    if (signal.aborted) return
    if (allowance < input.amount) return prepareApproval(engine)
  } catch (error) {
    if (signal.aborted) return
    engine.logger.warn('Swap: allowance check failed', error)
    return setStep(engine, 'idle', { key: 'error.allowanceFailed' })
  }
  await buildTransaction(engine)
}

/**
 * The approval, before the visitor is asked (what is approved is what gets signed): the service names the spender in its
 * `build-approve` calldata; only an allowed router of the network is accepted, and the approval
 * is built here for the exact amount on the source token. The preview shows the spender.
 */
async function prepareApproval(engine: Engine): Promise<void> {
  const $swap = getSwapStore(engine)
  const input = swapInput(engine)
  if (!input) return setStep(engine, 'idle')
  const { signal } = swapAbortController(engine, 'preview')
  try {
    const serviceData = await fetchApproveCalldata(
      engine,
      { token: input.from.caip10, amount: input.amount },
      signal,
    )
    const approval = approvalTransaction({
      serviceData,
      routers: input.routers,
      token: plain(input.from.caip10),
      amount: input.amount,
    })
    if (signal.aborted) return
    $swap.set({
      ...$swap.get(),
      approval: {
        ...approval,
        // The wallet estimates an approve's gas on chain; the fee's price is the data API's.
        gas: undefined,
        gasPrice: $swap.get().gasPrice,
        builtAt: Date.now(),
      },
      approvalAmount: input.amount,
      step: 'needsApproval',
      error: undefined,
    })
  } catch (error) {
    if (signal.aborted) return
    engine.logger.warn('Swap: building the approval failed', error)
    $swap.set({
      ...$swap.get(),
      approval: undefined,
      step: 'needsApproval',
      error: failureOf(engine, error, 'error.approvalFailed'),
    })
  }
}

/**
 * Builds the swap (spec §7 build-transaction with the max slippage). A native source whose
 * amount plus the built gas exceeds the balance is built again for balance − gas (the amount
 * shown changes, and is quoted again). 'Failed to create transaction' on failure.
 */
async function buildTransaction(engine: Engine): Promise<void> {
  const $swap = getSwapStore(engine)
  const input = swapInput(engine)
  if (!input) return setStep(engine, 'idle')
  setStep(engine, 'building')
  const { signal } = swapAbortController(engine, 'preview')
  // What the service builds is checked against what the preview shows: the router,
  // the calldata's amount, tokens, recipient and minimum out; the value is computed here. The
  // gas limit is the fee rule's (networkFee.ts) or the wallet's estimate when the service gave
  // none, and the gas price the data API's standard one, never the build's.
  const build = async (amount: bigint): Promise<BuiltTransaction> => {
    const { quote, slippage, gasPrice } = $swap.get()
    if (!quote) throw new Error('No quote to build from')
    const bps = slippageBps(slippage) ?? 100n
    const service = await buildSwap(
      engine,
      {
        userAddress: input.context.userAddress,
        from: input.from.caip10,
        to: input.to.caip10,
        amount,
        slippage: Number(bps / 100n),
      },
      signal,
    )
    // 1inch's unoswap routes name no target token: their pools are read through the network's
    // RPC (a failed read refuses the swap).
    const { network } = input.context
    const value = await verifySwapTransaction(
      service,
      {
        routers: input.routers,
        account: input.context.address,
        from: plain(input.from.caip10),
        to: plain(input.to.caip10),
        amount,
        minimumOut: minimumReceived(quote.toBase, bps),
      },
      {
        caipNetworkId: network.caipNetworkId,
        poolTokens: poolTokensReader(getRpcUrls(engine.config, network)[0] ?? ''),
      },
    )
    return {
      to: service.to,
      data: service.data,
      value,
      gas: service.gas === undefined ? undefined : swapGasLimit(service.gas),
      gasPrice,
      builtAt: Date.now(),
    }
  }
  try {
    let tx = await build(input.amount)
    if (isNative(input.from)) {
      const { network, address, adapter } = input.context
      const balance = await adapter.getBalance({ address, network })
      const decimals = network.nativeCurrency.decimals
      const nativeBalance = parseUnits(roundDecimal(balance.value, decimals, 'down'), decimals)
      // Again while the fee does not fit beside the amount: a rebuild may carry a higher gas
      // price (a block came in between), so its fee is checked too. Three rounds at most. An
      // unknown gas limit (the wallet estimates) reserves the fee rule's.
      const fee = (built: BuiltTransaction) =>
        swapGasLimit(built.gas) * (built.gasPrice ?? $swap.get().gasPrice ?? 0n)
      for (let round = 0; tx.value + fee(tx) > nativeBalance; round++) {
        const left = nativeBalance - fee(tx)
        if (left <= 0n || round === 3) throw new Error('The balance does not cover the network fee')
        $swap.set({ ...$swap.get(), amount: formatUnits(left, decimals), lowered: true })
        await requestQuote(engine, { debounce: false })
        tx = await build(left)
      }
    }
    if (signal.aborted) return
    $swap.set({ ...$swap.get(), tx, step: 'ready', error: undefined })
  } catch (error) {
    if (signal.aborted) return
    engine.logger.warn('Swap: building the transaction failed', error)
    setStep(engine, 'idle', failureOf(engine, error, 'error.transactionFailed'))
  }
}

/** Sends a built transaction through the adapter (the wallet's prompt, after the modal's approval). */
async function send(engine: Engine, tx: BuiltTransaction) {
  const context = swapContext(engine)
  if (!context) throw new AccountNotFoundError()
  return context.sendTransaction({
    connectorId: context.connectorId,
    address: context.address,
    network: context.network,
    // The gas price it was built (and its fee shown) with: the wallet charges at most gas × it.
    request: {
      to: tx.to,
      data: tx.data,
      value: tx.value,
      ...(tx.gas === undefined ? {} : { gas: tx.gas }),
      ...(tx.gasPrice === undefined ? {} : { gasPrice: tx.gasPrice }),
    },
  })
}

/**
 * Approve: the approval prepared with the preview (the source token's `approve` of the exact
 * amount to the router shown; 'Failed to create approval transaction' when it could not be
 * prepared), signed in the wallet ('Approve limit increase in your wallet'); once the allowance
 * shows it (up to spec §9's 25 s receipt wait) the quote is refreshed and the swap built.
 */
export async function approve(engine: Engine): Promise<void> {
  const input = swapInput(engine)
  const state = getSwapStore(engine).get()
  if (!input || state.step !== 'needsApproval') return
  // Prepared for another amount (or not at all): prepare it again, the visitor sees the spender.
  if (!state.approval || state.approvalAmount !== input.amount) return prepareApproval(engine)
  const tx = state.approval
  setStep(engine, 'approving')
  const { signal } = swapAbortController(engine, 'preview')
  const toast = showToast(engine, {
    variant: 'loading',
    message: swapText(engine, 'approveInWallet'),
  })
  try {
    await send(engine, tx)
    dismissToast(engine, toast)
  } catch (error) {
    if (signal.aborted) return
    const failure = walletFailure(error)
    showToast(engine, failureToast(engine, failure))
    if (!isUserRejection(error)) engine.logger.warn('Swap: approval failed', error)
    return setStep(engine, 'needsApproval', failure)
  }
  const deadline = Date.now() + APPROVAL_WAIT_MS
  while (!signal.aborted) {
    const allowance = await fetchAllowance(
      engine,
      { tokenAddress: input.from.caip10, userAddress: input.context.userAddress },
      signal,
    ).catch(() => 0n)
    if (allowance >= input.amount) break
    if (Date.now() > deadline)
      return setStep(engine, 'needsApproval', { key: 'error.allowanceFailed' })
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (signal.aborted) return
  await requestQuote(engine, { debounce: false })
  await buildTransaction(engine)
}

/**
 * Swap: refuses a transaction built from a quote older than the refresh interval (it quotes and
 * builds again instead, and says so); else 'Confirm transaction in your wallet', the wallet signs,
 * 'Swapped SRC to <amount, 3 decimals> DST', balances refresh and the modal shows Account. A
 * failure (a rejection included) toasts 'Something went wrong' with the wallet's message under
 * it (`failureToast`), shows that message under the buttons and leaves the preview usable.
 */
export async function submitSwap(engine: Engine): Promise<void> {
  const $swap = getSwapStore(engine)
  const { tx, quote, step, from, to } = $swap.get()
  if (step !== 'ready' || !tx || !quote || !from || !to) return
  if (isStale(engine, quote.at) || isStale(engine, tx.builtAt)) {
    showToast(engine, { variant: 'error', message: swapText(engine, 'quoteRefreshed') })
    await requestQuote(engine, { debounce: false })
    return buildTransaction(engine)
  }
  setStep(engine, 'swapping')
  try {
    showToast(engine, { variant: 'loading', message: swapText(engine, 'confirmInWallet') })
    await send(engine, tx)
  } catch (error) {
    const failure = walletFailure(error)
    showToast(engine, failureToast(engine, failure))
    if (!isUserRejection(error)) engine.logger.warn('Swap failed', error)
    return setStep(engine, 'ready', failure)
  }
  showToast(engine, {
    variant: 'success',
    message: swapText(engine, 'swapped', {
      from: from.symbol,
      amount: roundDecimal(quote.toAmount, 3),
      to: to.symbol,
    }),
  })
  resetSwap(engine)
  reset(engine, 'Account')
  // Never throws: a refresh that fails (or outlives the engine) leaves the old balances.
  void Promise.all([fetchBalance(engine, { force: true }), refreshSwapBalances(engine)]).catch(
    () => undefined,
  )
}
