import type { MapStore, ReadableAtom, WritableAtom } from 'nanostores'
import type { RequestApprovalParameters } from '../approvals/requestApproval.js'
import type { SettleRequestParameters } from '../approvals/settleRequest.js'
import type { ResolvedConfig } from '../config/types.js'
import type { DisconnectHook } from '../connection/onDisconnect.js'
import type { FeatureLoadError } from '../errors/catalogue.js'
import type { I18nState, MessageLoader } from '../i18n/i18n.js'
import type { Locale } from '../i18n/locales.js'
import type { Storage } from '../storage/createStorage.js'
import type {
  AccountAction,
  AccountState,
  AccountTab,
  Adapter,
  CaipAddress,
  ChainNamespace,
  CloseGuard,
  Connection,
  Connector,
  ConnectSlot,
  ConnectStep,
  Logger,
  ModalEvent,
  ModalState,
  Network,
  PairingRequestBuilder,
  PendingRequest,
  RouterData,
  RouterState,
  ThemeMode,
  Toast,
  ViewArguments,
} from '../types.js'
import type { EngineResources } from './resources.js'

/** The connections of one namespace and which of them is current. */
export type NamespaceConnections = {
  connections: Connection[]
  /** The current connection's connector, `undefined` when nothing is connected. */
  connectorId: string | undefined
}

/** Load state of one feature. */
export type FeatureStatus = 'idle' | 'loading' | 'ready' | { error: FeatureLoadError }

/** Spec §3 "Native balance cache entry: caipAddress, balance, symbol, timestamp". */
export type NativeBalanceCacheEntry = {
  caipAddress: CaipAddress
  balance: string
  symbol: string
  timestamp: number
}

/** Theme the shell turns into CSS variables. */
export type ThemeState = { mode: ThemeMode; variables: Record<string, string | number> }

/** A `start()` cleanup; `ready` settles once stored connections are restored (or dropped). */
export type StopEngine = { (): void; ready: Promise<void> }

/** Engine internals: state that is not for views. Not part of the public API. */
export type EngineInternal = {
  /**
   * The approval step's entry points for this engine, bound by `start`: a feature's context (a
   * lazy chunk) calls them through here, as importing their modules into a lazy chunk makes a
   * host bundler (Vite) split the engine's code into more up-front files (+1.6 KiB).
   */
  approvalActions?: {
    request(args: RequestApprovalParameters): Promise<void>
    settle(id: string, result: SettleRequestParameters): void
  }
  connectorsByNamespace: Map<ChainNamespace, Connector[]>
  balanceCache: Map<CaipAddress, NativeBalanceCacheEntry>
  approvals: Map<string, { resolve: () => void; reject: (error: unknown) => void }>
  /** Approved requests not yet settled; closing rejects nothing while a transaction is here. */
  inFlight: Map<string, PendingRequest>
  features: Map<string, Promise<void>>
  /** Steps features run after a new connection (sign-in…), in registration order. */
  connectSteps: ConnectStep[]
  /** Hooks features and adapters run when a namespace's last connection ends (onDisconnect). */
  disconnectHooks: Set<DisconnectHook>
  /** What features add to remote-wallet pairings, in registration order. */
  pairingRequests: PairingRequestBuilder[]
  /** Close guards features added; `$closable` follows them. */
  closeGuards: Map<CloseGuard, () => void>
  /** Cleanups, memos, timers and the abort signal the engine owns (see resources.ts). */
  resources: EngineResources
  /** Data of each history entry, parallel to `$router.history`. */
  routerData: (RouterData | undefined)[]
  /** The host's arguments of the first history entry (`open({ view, arguments })`). */
  routerArguments: ViewArguments | undefined
  /** Toasts waiting to show, with their time on screen. */
  toastQueue: (Toast & { duration?: number })[]
  toastTimer?: ReturnType<typeof setTimeout> | undefined
  shakeTimer?: ReturnType<typeof setTimeout> | undefined
  nextId: number
  stop?: StopEngine | undefined
  eventListeners: Set<(event: ModalEvent) => void>
  /** Each namespace's translations loader (core, the shell, features), by namespace. */
  messageLoaders: Map<string, MessageLoader>
  /** Counts setLocale calls: only the last one's catalogues are shown. */
  localeRequest: number
  /** The locale shown, or the one the last setLocale is loading. */
  localeTarget: Locale
  /** Events waiting while listeners run (set only during delivery). */
  eventQueue?: ModalEvent[] | undefined
}

/**
 * One Gangway instance: validated config, its storage and logger, its adapters, and the stores
 * views read. Created by `createEngine`; every action takes it as first argument.
 */
export type Engine = {
  readonly config: ResolvedConfig
  readonly storage: Storage
  readonly logger: Logger
  readonly adapters: ReadonlyMap<ChainNamespace, Adapter>
  /** Whether the visitor is on a small / touch screen. */
  readonly isMobile: () => boolean
  /** Every namespace the engine serves (from the networks and the adapters). */
  readonly namespaces: readonly ChainNamespace[]
  readonly $modal: MapStore<ModalState>
  readonly $router: WritableAtom<RouterState>
  /** Account state per configured namespace (spec §3). */
  readonly $accounts: MapStore<Partial<Record<ChainNamespace, AccountState>>>
  readonly $activeNamespace: WritableAtom<ChainNamespace>
  /** The active network of each namespace. */
  readonly $activeNetworks: MapStore<Partial<Record<ChainNamespace, Network>>>
  /** The active network of the active namespace. */
  readonly $activeNetwork: ReadableAtom<Network | undefined>
  /** The account of the active namespace. */
  readonly $account: ReadableAtom<AccountState | undefined>
  /** Connectors reported by every adapter. */
  readonly $connectors: WritableAtom<Connector[]>
  readonly $connections: MapStore<Partial<Record<ChainNamespace, NamespaceConnections>>>
  /** Toasts on screen (one at a time, spec §2). */
  readonly $toasts: WritableAtom<Toast[]>
  /** Wallet requests waiting for the visitor (ApproveTransaction). */
  readonly $pendingRequests: WritableAtom<PendingRequest[]>
  readonly $features: MapStore<Record<string, FeatureStatus>>
  /** Views registered by features; components are opaque to core. */
  readonly $views: MapStore<Record<string, unknown>>
  /** Account tabs the configured features declare (panels filled once they load), by order. */
  readonly $tabs: WritableAtom<AccountTab[]>
  /** Account actions the configured features declare, by order. */
  readonly $actions: WritableAtom<AccountAction[]>
  /** Connect slots the configured features declare (components filled once they load). */
  readonly $connectSlots: WritableAtom<ConnectSlot[]>
  /** Whether the modal may close now: every close guard a feature added allows it. */
  readonly $closable: ReadableAtom<boolean>
  readonly $theme: WritableAtom<ThemeState>
  /** The locale shown, its writing direction and its loaded catalogues (`setLocale`). */
  readonly $i18n: WritableAtom<I18nState>
  /** The last event emitted (useModalEvents); use `subscribeEvents` for the stream. */
  readonly $lastEvent: WritableAtom<ModalEvent | undefined>
  /** @internal */
  readonly _internal: EngineInternal
}
