import type { MapStore } from 'nanostores'
import { SEND_VIEWS } from '../constants.js'
import {
  dropFlowState,
  type Engine,
  getFlowState,
  resetFlowState,
  type TransferSpeed,
} from '../internal/core.js'
import type { ReceiverStatus } from './rules.js'

/** The token being sent: the native currency (no `address`) or a token contract. */
export type SendToken = {
  /** The token's contract (EIP-55 for eip155); absent for the native currency. */
  address?: string | undefined
  name: string
  symbol: string
  decimals: number
  /** The sender's balance, a decimal string in the token's unit. */
  balance: string
  /** USD per token, as the price service sent it (only ever multiplied exactly). */
  price?: string | undefined
  iconUrl?: string | undefined
}

/** What a host passed when it opened Send with arguments (read-only fields). */
export type SendArguments = {
  amount: string
  assetAddress?: string | undefined
  namespace: string
  chainId: string
  to: string
}

/** Spec §3 "Send state", per engine. */
export type SendState = {
  token: SendToken | undefined
  /** The amount as typed: a decimal string, never a float. */
  amount: string
  /**
   * The amount is Max's: for the native currency it follows the fee (a new estimate, a new speed)
   * until the visitor types, so Max never turns into 'Insufficient funds' when the price moves.
   */
  max: boolean
  /** The receiver field as typed (an address or a name). */
  receiverInput: string
  receiver: ReceiverStatus
  /** The fee of a transfer of the token, in the native currency's base units. */
  fee: bigint | undefined
  /** How `fee` was priced: gas units × the data API's standard gas price (when it answered). */
  pricing: { units: bigint; rate: bigint } | undefined
  /** The fee speeds the adapter offers (Bitcoin's slow / normal / fast), each with its fee. */
  speeds: readonly TransferSpeed[] | undefined
  /** The picked speed's id (the fee above is its fee). */
  speed: string | undefined
  /** The native balance in base units (fees are paid from it). */
  nativeBalance: bigint | undefined
  /** Sending (the wallet's prompt is open). */
  loading: boolean
  /** Send stays locked until then after a failure (ms since epoch). */
  lockedUntil: number
  /** Fixed by the host (`open` with arguments): the fields are read-only. */
  fixed: SendArguments | undefined
  /** Preparing the fixed arguments (network, token metadata). */
  preparing: boolean
  /** The visitor confirmed sending to their own address or to the token's contract. */
  confirmedRisk: boolean
  /** The account and network the state belongs to (`caipAddress|caipNetworkId`). */
  owner: string
}

const KEY = 'send:state'

const initial = (owner: string): SendState => ({
  token: undefined,
  amount: '',
  max: false,
  receiverInput: '',
  receiver: { status: 'empty' },
  fee: undefined,
  pricing: undefined,
  speeds: undefined,
  speed: undefined,
  nativeBalance: undefined,
  loading: false,
  lockedUntil: 0,
  fixed: undefined,
  preparing: false,
  confirmedRisk: false,
  owner,
})

/**
 * The send state of an engine (created on first use, one per engine: two modals never share
 * it). It resets when the modal closes or no Send view is left on the router's stack, and re-initialises
 * when the account or the network changes (core's flow state).
 */
export function getSendStore(engine: Engine): MapStore<SendState> {
  return getFlowState(engine, KEY, SEND_VIEWS, initial).$state
}

/**
 * An abort controller dropped when the send state resets (a lookup or a read in flight); with a
 * `slot`, it also aborts the previous controller of that slot (the latest keystroke wins).
 */
export function sendAbortController(engine: Engine, slot?: string): AbortController {
  return getFlowState(engine, KEY, SEND_VIEWS, initial).abortController(slot)
}

/** Resets the send state (after a send started, or when the host asks). */
export const resetSend = (engine: Engine): void => resetFlowState(engine, KEY)

/** Drops the engine's send state and its listeners (the feature's cleanup on stop). */
export const dropSendStore = (engine: Engine): void => dropFlowState(engine, KEY)
