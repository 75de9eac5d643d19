/* The engine's state shapes: modal, router, toasts, pending requests, events, logger. No runtime code here. */

import type { ChainNamespace, Network } from './entities.js'

/** Modal state (spec §3). */
export type ModalState = {
  open: boolean
  loading: boolean
  loadingNamespaces: Partial<Record<ChainNamespace, boolean>>
  shake: boolean
}

/** The shell's own views (spec §2): the frame, connecting, networks and approvals. */
export type CoreViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ApproveTransaction'
  | 'UnsupportedChain'
  | 'Networks'

/**
 * The views features declare, by name: each feature package adds its own
 * (`declare module '@gangway/core' { interface FeatureViewNames { Transactions: true } }`), so a
 * host's `open({ view })` completes them once the feature is imported. Core knows none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation point, filled by features
export interface FeatureViewNames {}

/** A view: the shell's, a feature's, or any other name a feature registers. */
export type ViewName = CoreViewName | keyof FeatureViewNames | (string & {})

/** Data a view is opened with (which connector, which wallet, which request…). */
export type RouterData = {
  connectorId?: string
  walletId?: string
  network?: Network
  requestId?: string
  [key: string]: unknown
}

/**
 * What a host hands the view it opens, `open({ view: 'Swap', arguments: { fromToken } })`. Core
 * passes them through untouched: they are untrusted to the view, which parses them with its own
 * schema (core cannot know any feature's arguments).
 */
export type ViewArguments = Readonly<Record<string, unknown>>

/** The router's view stack (last entry is the current view). */
export type RouterState = {
  view: ViewName
  history: ViewName[]
  data: RouterData | undefined
  /**
   * The host's `open({ view, arguments })`, on the entry the host opened (the first: `open`
   * starts a new history) and again when the visitor comes back to it; `undefined` elsewhere.
   */
  arguments?: ViewArguments | undefined
}

/** A toast (spec §2: loading, success or error). */
export type Toast = {
  id: number
  variant: 'loading' | 'success' | 'error'
  message: string
  /** A second line for alerts (spec §8 "Alerts"): what happened and what to do. */
  description?: string
}

/** A wallet request waiting for the visitor's approval (ApproveTransaction, spec §4). */
export type PendingRequest = {
  id: string
  namespace: ChainNamespace
  method: string
  params: unknown
  /** Wallet requests that send a transaction keep the modal from rejecting on close. */
  isTransaction: boolean
  /** The connector the request goes to, when the caller named it (its approval surface shows). */
  connectorId?: string | undefined
}

/** An event the engine emits to the host (useModalEvents, analytics). */
export type ModalEvent = {
  type: 'track'
  timestamp: number
  data: { event: string; properties?: Record<string, unknown> }
}

/** Logger levels, most to least severe. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

/** The logger every package writes to (core `createLogger`). */
export type Logger = {
  readonly level: LogLevel
  error(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  debug(message: string, data?: unknown): void
  /** The buffered log lines (at most LOG_BUFFER_BYTES), for bug reports. */
  read(): string
}
