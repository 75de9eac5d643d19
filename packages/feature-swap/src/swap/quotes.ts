import { QUOTE_DEBOUNCE_MS } from '../constants.js'
import {
  type Engine,
  engineTimeout,
  fetchGasPrice,
  formatUnits,
  isZeroAmount,
  toBaseUnits,
} from '../internal/core.js'
import { swapContext } from './context.js'
import { getSettingsRefreshMs } from './refresh.js'
import { fetchSwapQuote, isInsufficientLiquidity } from './services.js'
import { getSwapStore, type SwapQuote, swapAbortController } from './swapStore.js'

/** What the current input asks a quote for (`from|to|amount`), or `undefined` when incomplete. */
function quoteKey(engine: Engine): string | undefined {
  const { from, to, amount, status } = getSwapStore(engine).get()
  if (status !== 'ready' || !from || !to || isZeroAmount(amount)) return undefined
  if (toBaseUnits(amount, from.decimals) === undefined) return undefined
  return `${from.caip10}|${to.caip10}|${amount}`
}

/**
 * Asks the convert service for a quote of the current input: after `QUOTE_DEBOUNCE_MS` (200 ms,
 * typing) or at once. A newer call aborts the older one, waiting or in flight: never two in
 * flight. Resolves when this quote settled (or was superseded); never throws.
 */
export function requestQuote(engine: Engine, params: { debounce: boolean }): Promise<void> {
  const $swap = getSwapStore(engine)
  const controller = swapAbortController(engine, 'quote')
  const key = quoteKey(engine)
  if (!key) {
    controller.abort()
    $swap.set({ ...$swap.get(), quote: undefined, quoting: false, quoteError: undefined })
    return Promise.resolve()
  }
  // What the view shows must match the input: a quote of another input is dropped at once.
  if ($swap.get().quote?.key !== key)
    $swap.set({ ...$swap.get(), quote: undefined, quoteError: undefined, tx: undefined })
  $swap.setKey('quoting', true)
  return new Promise<void>((resolve) => {
    const run = () => void fetchQuote(engine, key, controller.signal).finally(resolve)
    if (!params.debounce) return run()
    const cancel = engineTimeout(engine, run, QUOTE_DEBOUNCE_MS)
    controller.signal.addEventListener('abort', () => {
      cancel()
      resolve()
    })
  })
}

async function fetchQuote(engine: Engine, key: string, signal: AbortSignal): Promise<void> {
  const $swap = getSwapStore(engine)
  const context = swapContext(engine)
  const { from, to, amount, gasPrice } = $swap.get()
  if (signal.aborted) return
  if (!context || !from || !to) {
    $swap.setKey('quoting', false)
    return
  }
  const fromBase = toBaseUnits(amount, from.decimals)!
  try {
    // The gas price is read again with every quote (every 10 s): the network fee shown on Swap
    // follows the price the build will use (networkFee.ts). Its failure keeps the last one.
    const [toBase, freshGasPrice] = await Promise.all([
      fetchSwapQuote(
        engine,
        {
          amount: fromBase,
          userAddress: context.userAddress,
          from: from.caip10,
          to: to.caip10,
          gasPrice: gasPrice ?? 0n,
        },
        signal,
      ),
      fetchGasPrice(engine, context.network.caipNetworkId, signal).catch(() => undefined),
    ])
    if (signal.aborted || quoteKey(engine) !== key) return
    const quote: SwapQuote = {
      key,
      fromAmount: amount,
      toAmount: formatUnits(toBase, to.decimals),
      toBase,
      at: Date.now(),
    }
    const previous = $swap.get()
    // A refreshed quote of the same amounts keeps the built transaction; new amounts drop it
    // (and a preview that was ready builds again).
    const keep = previous.quote?.toBase === toBase
    const step = keep || previous.step !== 'ready' ? previous.step : 'idle'
    $swap.set({
      ...previous,
      gasPrice: freshGasPrice ?? previous.gasPrice,
      quote,
      quoting: false,
      quoteError: undefined,
      tx: keep ? previous.tx : undefined,
      step,
    })
  } catch (error) {
    if (signal.aborted) return
    engine.logger.warn('Swap: quote failed', error)
    $swap.set({
      ...$swap.get(),
      quote: undefined,
      tx: undefined,
      quoting: false,
      quoteError: isInsufficientLiquidity(error) ? 'insufficientLiquidity' : 'failed',
    })
  }
}

/**
 * Refreshes the shown quote `quoteRefreshMs` (10 s) after it was taken, again and again, while
 * the Swap view shows (and the page is visible); returns the stop function.
 */
export function startQuoteRefresh(engine: Engine): () => void {
  let stopped = false
  let cancel = () => {}
  const tick = () => {
    if (stopped) return
    const refreshMs = getSettingsRefreshMs(engine)
    const { quote, quoting } = getSwapStore(engine).get()
    const due = quote ? quote.at + refreshMs - Date.now() : refreshMs
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden'
    if (due <= 0 && !hidden && !quoting && quoteKey(engine))
      void requestQuote(engine, { debounce: false })
    // Wake when the shown quote turns stale (a newer quote moves that later: checked on wake).
    cancel = engineTimeout(engine, tick, due > 0 ? due : refreshMs)
  }
  cancel = engineTimeout(engine, tick, getSettingsRefreshMs(engine))
  return () => {
    stopped = true
    cancel()
  }
}
