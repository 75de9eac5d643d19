import { type MapStore, map } from 'nanostores'
import { SWAP_VIEWS } from '../constants.js'
import { type Engine, engineMemo, forgetMemo, peekMemo } from '../internal/core.js'
import type { BuiltTransaction, ServiceToken } from './services.js'
import { getSwapSettings } from './settings.js'

/** A token of the swap: the service's entry, with the account's balance and its USD price. */
export type SwapToken = ServiceToken & {
  /** The account's balance, a decimal string in the token's unit, when known. */
  balance?: string | undefined
  /** USD per token, from the price service, as a decimal string. */
  price?: string | undefined
}

/** The quote shown: the target amount for `fromAmount` of the source at `at` (ms). */
export type SwapQuote = {
  /** `from|to|amount`: what it was asked for. */
  key: string
  fromAmount: string
  /** A decimal string in the target token's unit. */
  toAmount: string
  toBase: bigint
  at: number
}

/** Where the preview is: allowance check, approval, build, swap. */
export type PreviewStep =
  | 'idle'
  | 'checking'
  | 'needsApproval'
  | 'approving'
  | 'building'
  | 'ready'
  | 'swapping'

/** The swap state of one engine (issue 14: it lives in the feature package, per engine). */
export type SwapState = {
  /** The account and network it belongs to (`caipAddress|caipNetworkId`). */
  owner: string
  status: 'idle' | 'loading' | 'ready' | 'unsupported' | 'error'
  tokens: SwapToken[]
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The source amount as typed: a decimal string, never a float. */
  amount: string
  quote: SwapQuote | undefined
  quoting: boolean
  quoteError: 'insufficientLiquidity' | 'failed' | undefined
  /** The data API's standard gas price (wei). */
  gasPrice: bigint | undefined
  /** Max slippage, percent (spec §9 default 1). */
  slippage: string
  step: PreviewStep
  /** The built swap, from the current quote. */
  tx: BuiltTransaction | undefined
  /** The preview's last failure, shown under its button. */
  error: string | undefined
}

const KEY = 'swap:state'

const initial = (engine: Engine): SwapState => ({
  owner: ownerOf(engine),
  status: 'idle',
  tokens: [],
  from: undefined,
  to: undefined,
  amount: '',
  quote: undefined,
  quoting: false,
  quoteError: undefined,
  gasPrice: undefined,
  slippage: getSwapSettings(engine).slippage(),
  step: 'idle',
  tx: undefined,
  error: undefined,
})

/** The account and network the swap state follows. */
export function ownerOf(engine: Engine): string {
  return `${engine.$account.get()?.caipAddress ?? ''}|${engine.$activeNetwork.get()?.caipNetworkId ?? ''}`
}

type SwapStore = {
  $swap: MapStore<SwapState>
  stop: () => void
  aborts: Set<AbortController>
  slots: Map<string, AbortController>
}

/**
 * The swap state of an engine (created on first use, one per engine). It resets when the modal
 * closes or no Swap view is left on the router's stack, and re-initialises (back to `idle`, the
 * Swap view loads it again) when the account or the network changes.
 */
export function getSwapStore(engine: Engine): MapStore<SwapState> {
  return engineMemo<SwapStore>(engine, KEY, () => {
    const $swap = map<SwapState>(initial(engine))
    const aborts = new Set<AbortController>()
    const slots = new Map<string, AbortController>()
    const clear = () => {
      for (const controller of aborts) controller.abort()
      aborts.clear()
      slots.clear()
      $swap.set(initial(engine))
    }
    const unsubscribes = [
      engine.$modal.listen((modal) => {
        if (!modal.open) clear()
      }),
      // Left Swap: no Swap view on the stack (ApproveTransaction pushed on top keeps it).
      engine.$router.listen((router) => {
        if (!router.history.some((view) => SWAP_VIEWS.has(view))) clear()
      }),
      engine.$account.listen(() => {
        if ($swap.get().owner !== ownerOf(engine)) clear()
      }),
      engine.$activeNetwork.listen(() => {
        if ($swap.get().owner !== ownerOf(engine)) clear()
      }),
    ]
    return {
      $swap,
      aborts,
      slots,
      stop: () => {
        for (const controller of aborts) controller.abort()
        for (const unsubscribe of unsubscribes) unsubscribe()
      },
    }
  }).$swap
}

/**
 * An abort controller dropped when the swap state resets; with a `slot`, it also aborts the
 * previous controller of that slot (a newer quote cancels the older one).
 */
export function swapAbortController(engine: Engine, slot?: string): AbortController {
  getSwapStore(engine)
  const store = peekMemo<SwapStore>(engine, KEY)!
  const controller = new AbortController()
  if (slot) {
    store.slots.get(slot)?.abort()
    store.slots.set(slot, controller)
  }
  store.aborts.add(controller)
  controller.signal.addEventListener('abort', () => store.aborts.delete(controller))
  return controller
}

/** Resets the swap state (after a swap, or when the host asks). */
export function resetSwap(engine: Engine): void {
  const store = peekMemo<SwapStore>(engine, KEY)
  if (!store) return
  for (const controller of store.aborts) controller.abort()
  store.aborts.clear()
  store.slots.clear()
  store.$swap.set(initial(engine))
}

/** Drops the engine's swap state and its listeners (the feature's cleanup on stop). */
export function dropSwapStore(engine: Engine): void {
  peekMemo<SwapStore>(engine, KEY)?.stop()
  forgetMemo(engine, KEY)
}
