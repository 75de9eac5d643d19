import type { MapStore } from 'nanostores'
import { SWAP_VIEWS } from '../constants.js'
import {
  dropFlowState,
  type Engine,
  flowOwner,
  getFlowState,
  resetFlowState,
} from '../internal/core.js'
import type { swapMessages } from '../messages.js'
import type { BuiltTransaction, ServiceToken } from './services.js'
import { getSwapSettings } from './settings.js'

/** A token of the swap: the service's entry, with the account's balance and its USD price. */
export type SwapToken = ServiceToken & {
  /** The account's balance, a decimal string in the token's unit, when known. */
  balance?: string | undefined
  /** USD per token, from the price service, as a decimal string. */
  price?: string | undefined
  /** The price service gave no price for it (failed, or cannot price it): '—' and a retry. */
  priceUnavailable?: boolean | undefined
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

/**
 * A failure the preview shows: one of Swap's own (its message's key, said in the locale shown),
 * or a wallet's error (`cause`, said as core's `walletMessage` says it). See `failureText`.
 */
export type SwapFailure =
  | { key: Extract<keyof typeof swapMessages, `error.${string}`> }
  | { cause: unknown }

/** The swap state of one engine (it lives in the feature package, per engine). */
export type SwapState = {
  /** The account and network it belongs to (`caipAddress|caipNetworkId`). */
  owner: string
  status: 'idle' | 'loading' | 'ready' | 'unsupported' | 'error'
  tokens: SwapToken[]
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The source amount as typed: a decimal string, never a float. */
  amount: string
  /** The preview lowered a native amount to balance − gas (the fee did not fit beside it). */
  lowered: boolean
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
  /** The approval prepared for `approvalAmount` (Swap's own `approve`; its spender shown). */
  approval: BuiltTransaction | undefined
  approvalAmount: bigint | undefined
  /** The preview's last failure, shown under its button. */
  error: SwapFailure | undefined
}

const KEY = 'swap:state'

const initial = (engine: Engine, owner: string): SwapState => ({
  owner,
  status: 'idle',
  tokens: [],
  from: undefined,
  to: undefined,
  amount: '',
  lowered: false,
  quote: undefined,
  quoting: false,
  quoteError: undefined,
  gasPrice: undefined,
  slippage: getSwapSettings(engine).slippage(),
  step: 'idle',
  tx: undefined,
  approval: undefined,
  approvalAmount: undefined,
  error: undefined,
})

/** The account and network the swap state follows. */
export const ownerOf = flowOwner

const flow = (engine: Engine) =>
  getFlowState(engine, KEY, SWAP_VIEWS, (owner) => initial(engine, owner))

/**
 * The swap state of an engine (created on first use, one per engine). It resets when the modal
 * closes or no Swap view is left on the router's stack, and re-initialises (back to `idle`, the
 * Swap view loads it again) when the account or the network changes (core's flow state).
 */
export const getSwapStore = (engine: Engine): MapStore<SwapState> => flow(engine).$state

/**
 * An abort controller dropped when the swap state resets; with a `slot`, it also aborts the
 * previous controller of that slot (a newer quote cancels the older one).
 */
export const swapAbortController = (engine: Engine, slot?: string): AbortController =>
  flow(engine).abortController(slot)

/** Resets the swap state (after a swap, or when the host asks). */
export const resetSwap = (engine: Engine): void => resetFlowState(engine, KEY)

/** Drops the engine's swap state and its listeners (the feature's cleanup on stop). */
export const dropSwapStore = (engine: Engine): void => dropFlowState(engine, KEY)
