import type { MessageLoader } from '../i18n/i18n.js'
/* The Feature contract (DESIGN §7): what a feature declares as data and what its module receives. No runtime code here. */

import type { GenericSchema } from 'valibot'
import type {
  AdapterCapability,
  ApprovalRequest,
  ApprovalResult,
  RemoteConnector,
} from './adapter.js'
import type { CaipAddress, ChainNamespace, ConnectorType, Network } from './entities.js'
import type { Logger, ViewName } from './state.js'

/** An account tab a feature declares (spec §2: Tokens, NFTs, Activity). Same id as a shell tab fills it. */
export type AccountTabEntry = { id: string; label: string; order?: number }
/** An account tab with its panel (a component, opaque to core) once the feature registered it. */
export type AccountTab = AccountTabEntry & {
  component?: unknown
  /** The feature that provides it; the shell loads that feature when the tab is first shown. */
  featureId?: string
}

/** An entry on the Account view that a feature declares (Send, Swap, Buy…). */
export type AccountAction = {
  id: string
  label: string
  /** The view it opens (the providing feature loads when the view is first shown). */
  view: ViewName
  /**
   * Its icon: a 24-unit SVG path (`d`, drawn in the accent colour with a 2-unit round stroke, e.g.
   * `'M7 17 17 7M8 7h9v9'`, a few dozen bytes in the descriptor), or a safe image URL (https,
   * data:image, local http); the label's first letter when absent or when the image fails.
   */
  icon?: string
  order?: number
  /** Namespaces it is offered in; every namespace when absent. */
  namespaces?: readonly ChainNamespace[]
  /** An adapter capability the active namespace's adapter must have (e.g. `'transfer'`). */
  requires?: AdapterCapability
  /**
   * Offered only while the namespace is connected through one of these connectors, matched by
   * connector id or by connector type (spec §3: `'AUTH'` is the embedded wallet); any when absent.
   */
  connectors?: readonly (ConnectorType | (string & {}))[]
  /** Offered only while the account has no profile name (e.g. a name registration). */
  unnamed?: boolean
  featureId?: string
}

/**
 * A place on the Connect view a feature fills (the email field, the social buttons…). Connect
 * orders slots with the wallet list by spec §2: "Connect-method order is email, social, wallet;
 * if an installed browser wallet is found it is wallet, email, social".
 */
export type ConnectSlotEntry = { id: string; label: string; order?: number }
/** A Connect slot with its component once the feature registered it. */
export type ConnectSlot = ConnectSlotEntry & { featureId: string; component?: unknown }

/** A view a feature declares, with the title the modal's header shows for it. */
export type FeatureView = { name: ViewName; title?: string }

/**
 * What a feature provides, as plain data in its descriptor: the shell renders these entries
 * before the feature's code loads, and loads the feature when one of them is first used.
 */
export type FeatureEntries = {
  /** Views it registers (by name, or with the header title); showing one loads the feature. */
  views?: readonly (ViewName | FeatureView)[]
  tabs?: readonly AccountTabEntry[]
  actions?: readonly AccountAction[]
  connectSlots?: readonly ConnectSlotEntry[]
  /**
   * Whether the feature adds a step after connecting (`ctx.connectSteps`): core loads it before
   * a new connection finishes, so the step always runs.
   */
  connectStep?: boolean
  /**
   * Whether the feature adds requests to remote-wallet pairings (`ctx.pairingRequests`): core
   * loads it before a WalletConnect proposal is built, so its requests are always in it.
   */
  pairingRequests?: boolean
  /**
   * Ids of the connectors it adds (`ctx.connectors`): before restoring a stored connection to
   * one of them, core loads the feature, so its connector is there to reconnect through.
   */
  connectors?: readonly string[]
}

/** What a connect step learns about the connection that just succeeded. */
export type ConnectStepInfo = {
  namespace: ChainNamespace
  connectorId: string
  address: string
  caipAddress: CaipAddress
  network: Network
}

/**
 * A step after a new connection (sign-in…). Resolves to a view to show instead of closing the
 * modal, or `undefined` to let the next step (then core's default) decide. Runs in registration
 * order; a step that throws is logged and skipped.
 */
export type ConnectStep = (
  info: ConnectStepInfo,
) => ViewName | undefined | Promise<ViewName | undefined>

/**
 * What a feature asks a remote wallet for along with one new pairing (a WalletConnect session
 * proposal's `requests`), and what it does with the answers. Kinds are the protocol's own:
 * `authentication` (CAIP-122 sign-in requests, answered with signed CACAOs, "one-click auth").
 */
export type PairingRequest = {
  /** The requests by kind; the lists of several features are joined. */
  requests: { authentication?: readonly unknown[] }
  /**
   * The wallet's answers by kind (untrusted: parse before use; a kind it did not answer is
   * absent), once the session is approved and before its namespaces connect, so connect steps
   * see their effect. A throw is logged and the connection goes on.
   */
  settle(answers: { authentication?: unknown }): Promise<void> | void
}

/** Builds a feature's requests for one pairing; `undefined` asks nothing this time. */
export type PairingRequestBuilder = () =>
  | PairingRequest
  | undefined
  | Promise<PairingRequest | undefined>

/**
 * A readable boolean store (nanostores-compatible): `true` while the modal may close. While any
 * guard is `false`, closing (button, Escape, backdrop, `close()`) only shakes the modal.
 */
export type CloseGuard = {
  get(): boolean
  subscribe(listener: (value: boolean) => void): () => void
}

/** Per-feature storage, namespaced by the feature's id (`gw:f:{id}:{name}`); read values are schema-checked. */
export type FeatureStorage = {
  /** The stored value when `schema` accepts it; a corrupt or foreign value is removed. */
  get<TValue>(name: string, schema: GenericSchema<unknown, TValue>): TValue | undefined
  set(name: string, value: unknown): void
  remove(name: string): void
}

/** What a feature module's `register` receives: every seam a feature plugs into. */
export type FeatureContext<TEngine = unknown, TOptions = unknown> = {
  engine: TEngine
  /** The feature's id (its key in `features`). */
  id: string
  /** The options the host passed to the feature's factory. */
  options: TOptions
  logger: Logger
  storage: FeatureStorage
  views: { add(name: ViewName, component: unknown): void }
  /** Fills a tab (declared in `provides.tabs`, or a new one). */
  tabs: { add(tab: AccountTab & { component: unknown }): void }
  actions: { add(action: AccountAction): void }
  /** Fills a Connect slot declared in `provides.connectSlots`. */
  connectSlots: { add(id: string, component: unknown): void }
  /**
   * Adds a connector that no adapter discovers (an embedded wallet's provider), handed to the
   * adapter of `connector.chain` (`addRemoteConnector`). `listed` connectors join `$connectors`.
   * @returns a cleanup that removes it.
   */
  connectors: { add(connector: RemoteConnector, options?: { listed?: boolean }): () => void }
  /** Adds a step after each new connection; returns a cleanup. */
  connectSteps: { add(step: ConnectStep): () => void }
  /** Adds requests to each new remote-wallet pairing (declare `provides.pairingRequests`). */
  pairingRequests: { add(builder: PairingRequestBuilder): () => void }
  /** Adds a close guard; returns a cleanup. */
  closeGuards: { add(guard: CloseGuard): () => void }
  /**
   * Gives a connector its own approval surface: a wallet that asks the visitor itself (a page of
   * its own, e.g. in a frame). ApproveTransaction then shows `component` (kept in `$views` under
   * `approvalSurfaceView(connectorId)`) for that connector's requests instead of its own summary,
   * and hands each request to the wallet as it shows (`delegateRequest`); the view stays until
   * the request settles.
   * @returns a cleanup that removes it.
   */
  approvalSurfaces: { add(connectorId: string, component: unknown): () => void }
  /**
   * Asks the visitor to approve a request of a wallet the feature runs itself, through core's
   * approval step (ApproveTransaction, or the connector's approval surface), as adapters do with
   * `AdapterContext.requestApproval`: for flows that call that wallet directly rather than through
   * the host's gated provider. Resolves when approved or handed to the surface; rejects with
   * UserRejectedRequestError. End it with `settleApproval`.
   */
  requestApproval(request: ApprovalRequest & { namespace: ChainNamespace }): Promise<void>
  /** Reports that a request `requestApproval` let through finished (`ok`, or its error). */
  settleApproval(id: string, result: ApprovalResult): void
  /** Runs `cleanup` when the engine stops. */
  onStop(cleanup: () => void): void
}

/** The module a feature's `load()` resolves to. */
export type FeatureModule<TEngine = unknown, TOptions = unknown> = {
  // biome-ignore lint/suspicious/noConfusingVoidType: register may return nothing or a cleanup
  register(ctx: FeatureContext<TEngine, TOptions>): void | (() => void)
}

/**
 * The tiny descriptor a host passes in config (DESIGN §1), made by the feature's factory
 * (`historyFeature({ … })`): what it provides as data, its options, and `load()` behind which
 * its code stays.
 */
export type Feature<TOptions = unknown> = {
  id: string
  provides?: FeatureEntries
  options?: TOptions
  // biome-ignore lint/suspicious/noExplicitAny: a module is typed by its own package
  load(): Promise<FeatureModule<any, TOptions>>
  /**
   * When the shell loads it: `'open'` (default) when the modal first opens, so its views show
   * without a wait; `'use'` only when one of its entries is first shown (e.g. the Activity tab).
   */
  loadOn?: 'open' | 'use'
  /**
   * Its translations: the catalogue of a locale (each a lazy chunk of the feature's package), or
   * undefined when it has none. Its namespace is the feature's id. A declared entry's label is
   * translated by key: `view.<name>`, `action.<id>`, `tab.<id>`, `slot.<id>`.
   */
  messages?: MessageLoader
}
