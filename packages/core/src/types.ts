/*
 * The shared vocabulary of Gangway: entities of spec section 3, the Adapter and Feature
 * contracts (DESIGN §7), and the engine's state shapes. No runtime code here.
 */

import type { GenericSchema } from 'valibot'

/** Chain namespaces of spec §3, the families Gangway knows by name. */
export type KnownNamespace =
  | 'eip155'
  | 'solana'
  | 'polkadot'
  | 'bip122'
  | 'cosmos'
  | 'algorand'
  | 'cip34'
  | 'elrond'
  | 'multiversx'
  | 'near'
  | 'tezos'

/**
 * A chain namespace (CAIP-2 prefix): one of spec §3's, or any other family a third-party adapter
 * brings (`'toy'`), with no change to core.
 */
export type ChainNamespace = KnownNamespace | (string & {})

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** Account types (spec §3 default account types; EVM smart accounts). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export type ThemeMode = 'light' | 'dark'

/** A network (spec §3). */
export type Network = {
  /** Chain reference: a number for eip155, a string (genesis hash prefix) elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/** Connector types of spec §3. */
export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH'

/** A way to connect a wallet, reported by an adapter (spec §3). */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  /** The wallet's id in the wallet-list service, when known. */
  explorerId?: string
  info?: { rdns?: string }
  /** The raw provider (EIP-1193, Wallet Standard…); opaque to core. */
  provider?: unknown
}

/** A wallet of the wallet-list service (spec §3 "Wallet list entry"), after schema parsing. */
export type WalletListEntry = {
  id: string
  name: string
  image_id?: string | undefined
  rdns?: string | null | undefined
  /** CAIP-2 network ids the wallet supports. */
  chains?: readonly string[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/** One account of a connection. */
export type AccountEntry = { address: string; type: AccountType }

/** A live connection (spec §3: accounts, chainId, connector). */
export type Connection = {
  connectorId: string
  accounts: AccountEntry[]
  chainId: number | string
  /** The wallet behind a connector that is not in `$connectors` (a remote wallet). */
  wallet?: WalletInfo
}

/** Connection status (spec §4); `reconnecting` is used at connection level. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting'

/** The wallet a visitor connected with, as shown in the UI. */
export type WalletInfo = { name: string; icon?: string; rdns?: string; type?: ConnectorType }

/** A token balance (spec §3). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

/** Account state of one namespace: every field of spec §3. */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  allAccounts: AccountEntry[]
  status: ConnectionStatus
  smartAccountDeployed: boolean | undefined
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  connectedWalletInfo: WalletInfo | undefined
  addressLabels: Record<string, string>
  tokenBalance: TokenBalance[] | undefined
  currentTab: number
  lastRetry: number | undefined
  balanceLoading: boolean
}

/** Modal state (spec §3). */
export type ModalState = {
  open: boolean
  loading: boolean
  loadingNamespaces: Partial<Record<ChainNamespace, boolean>>
  shake: boolean
}

/** Views of spec §2, plus the ones its flows imply. Features may add their own names. */
export type CoreViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Networks'
  | 'Receive'
  | 'Transactions'
  | 'WhatIsAWallet'
export type ViewName = CoreViewName | (string & {})

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

// --- the Adapter contract (one per chain family) -----------------------------------------------

/** What connecting returns. */
export type ConnectResult = {
  accounts: AccountEntry[]
  chainId: number | string
  /**
   * The wallet's name and icon when the connector is not one the adapter reported (a remote
   * connector): core shows it as `connectedWalletInfo`.
   */
  wallet?: WalletInfo
}

/** A balance, formatted as a decimal string in the network's native unit. */
export type Balance = { value: string; symbol: string }

/** Wallet events an adapter reports back (never by writing stores itself). */
export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: AccountEntry[] }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId: string }

/**
 * A connector that did not come from the adapter's own discovery: a remote wallet's provider
 * (a WalletConnect session) handed to the adapter of its namespace. `provider` speaks the
 * adapter's provider protocol (EIP-1193 for eip155).
 */
export type RemoteConnector = Connector & { provider: unknown }

/**
 * Chain-family transaction requests, keyed by namespace: an open registry that adapter packages
 * fill with `declare module '@gangway/core' { interface TransactionRequests { … } }`.
 * `@gangway/adapter-evm` adds `eip155: { to, value?, data?, gas? }`; a Solana adapter would add
 * `solana: { transaction: Uint8Array }` (a serialized, unsigned transaction), a Bitcoin one
 * `bip122: { psbt: string; signInputs: { address: string; index: number }[]; broadcast?: boolean }`
 * (a base64 PSBT and the inputs the wallet signs).
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation point, filled by adapters
export interface TransactionRequests {}

/** The request type of a namespace: its `TransactionRequests` entry, else `unknown`. */
export type TransactionRequest<N extends ChainNamespace = ChainNamespace> =
  N extends keyof TransactionRequests ? TransactionRequests[N] : unknown

/** What the optional `sendTransaction` capability takes. */
export type SendTransactionParameters<N extends ChainNamespace = ChainNamespace> = {
  connectorId: string
  /** The sending account. */
  address: string
  network: Network
  request: TransactionRequest<N>
}

/** What a sent transaction or transfer is known by. */
export type SentTransaction = {
  /** The transaction hash (eip155), signature (solana) or txid (bip122). */
  id: string
}

/** A transfer of the native currency, or of a token when `asset` is given. */
export type TransferParameters = {
  connectorId: string
  /** The sending account. */
  from: string
  network: Network
  /** The receiving address. */
  to: string
  /** A decimal string in the asset's unit (`'1.5'`), never a float. */
  amount: string
  /** The token (contract / mint address and its decimals); the native currency when absent. */
  asset?: { address: string; decimals: number }
  /**
   * The fee the caller reserved, as integer strings: at most `units` (gas on eip155) at `rate`
   * (wei per gas) — what `estimate().feeUnits` and a price from elsewhere gave. The adapter sends
   * with exactly this pricing, so a Max computed from it cannot exceed the balance. The adapter
   * (or the wallet) picks the fees when absent.
   */
  fee?: { units: string; rate: string }
  /**
   * The fee speed the visitor picked, by the `id` of one of `estimate().speeds` (families whose
   * fee is a market rate: Bitcoin's slow / normal / fast). The adapter's default speed when absent.
   */
  speed?: string
}

/** A fee speed a family offers, with what this transfer costs at it. */
export type TransferSpeed = {
  /** Stable id passed back as `TransferParameters.speed` (`'slow'`, `'normal'`, `'fast'`). */
  id: string
  /** What the visitor reads (`'Slow'`). */
  label: string
  /** The network fee of this transfer at this speed, in the native currency. */
  fee: Balance
  /** The rate behind it, in the family's unit, for display (`'10 sat/vB'`). */
  rate?: string
}

/** What a transfer is expected to cost. */
export type TransferEstimate = {
  /** The network fee, in the native currency. */
  fee: Balance
  /** The most the sender can send of the asset after the fee (decimal string), when known. */
  max?: string
  /**
   * The units the fee is priced in (gas on eip155, compute units or vbytes elsewhere), as a
   * decimal integer string, when the family has them: a caller can price the same transfer at a
   * rate from elsewhere (the data API's standard gas price, spec §7) without a second estimate.
   */
  feeUnits?: string
  /**
   * The fee speeds the visitor may pick from, each with its fee, when the family prices fees by a
   * market rate (Bitcoin); `fee` is then the one of `speed`, the default speed's id.
   */
  speeds?: readonly TransferSpeed[]
  /** The id of the speed `fee` is priced at, when `speeds` are given. */
  speed?: string
}

/** A token's metadata (and an owner's balance of it) as read on chain by `getAsset`. */
export type AssetInfo = {
  /** The contract / mint address, in the family's canonical form (EIP-55 for eip155). */
  address: string
  name: string
  symbol: string
  decimals: number
  /** The owner's balance, a decimal string in the token's unit, when an owner was given. */
  balance?: string
}

/** The optional `transfer` capability: native and token sends, as a Send feature needs them. */
export type TransferCapability = {
  /** The fee (and the maximum sendable amount) of a transfer; prompts nothing. */
  estimate(params: TransferParameters): Promise<TransferEstimate>
  /** Sends a transfer through the wallet (after the visitor's approval). */
  send(params: TransferParameters): Promise<SentTransaction>
}

/**
 * A session bridge a remote-wallet client (WalletConnect) hands an adapter, so the adapter can
 * build its family's provider over a session without knowing the client.
 */
export type RemoteSessionBridge = {
  /** The namespace's grant in the live session; throws when there is no session or no grant. */
  granted(): {
    chains: readonly CaipNetworkId[]
    methods: readonly string[]
    accounts: readonly { chainId: CaipNetworkId; address: string }[]
  }
  /** Sends a request to the wallet through the session, on `chainId`. */
  request(params: { chainId: CaipNetworkId; method: string; params: unknown }): Promise<unknown>
  /** Reads from a chain over HTTP JSON-RPC (read-only methods). */
  read(params: { chainId: CaipNetworkId; method: string; params: unknown }): Promise<unknown>
  /** Ends the session at the visitor's request (disconnect). */
  end(): Promise<void>
  logger: Logger
}

/** A provider over a remote session, with the hooks the remote-wallet client drives. */
export type RemoteSessionProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  // biome-ignore lint/suspicious/noExplicitAny: provider listeners take event-specific arguments
  on(event: string, listener: (...args: any[]) => void): void
  // biome-ignore lint/suspicious/noExplicitAny: provider listeners take event-specific arguments
  removeListener(event: string, listener: (...args: any[]) => void): void
  /** A session event from the wallet (`chainChanged`, `accountsChanged`…). */
  walletEvent(name: string, data: unknown): void
  /** The session's namespaces changed. */
  sessionUpdated(): void
  /** The session ended. */
  ended(): void
}

/** What a family asks of a remote wallet (CAIP-25 methods and events) and how it speaks to one. */
export type RemoteWalletSupport = {
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /**
   * The provider `addRemoteConnector` gets for a session. Without it the remote-wallet client
   * hands over a plain one: accounts from the session, every other request to the wallet.
   * @param preferredChain - the namespace's active network, to start on when granted
   */
  createProvider?(
    bridge: RemoteSessionBridge,
    preferredChain: CaipNetworkId | undefined,
  ): RemoteSessionProvider
}

/**
 * The optional `walletConnect` capability: the family's remote-wallet support, loaded only when
 * a pairing or a stored session needs it (so it costs the adapter's up-front size nothing).
 */
export type RemoteWalletCapability = {
  load(): Promise<RemoteWalletSupport>
}

/**
 * Family-named extra capabilities (`'eip155:signTypedData'`…): an open registry that adapter
 * packages fill with `declare module '@gangway/core' { interface AdapterExtensions { … } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation point, filled by adapters
export interface AdapterExtensions {}

/** The optional members of `Adapter`, each one capability. */
export type OptionalCapability =
  | 'switchNetwork'
  | 'signMessage'
  | 'sendTransaction'
  | 'transfer'
  | 'addRemoteConnector'
  | 'getProfile'
  | 'resolveName'
  | 'getAsset'
  | 'walletConnect'

/**
 * A capability name: an optional member of `Adapter`, or a family-named extra
 * (`'eip155:sendCalls'`, `'toy:mint'`) the adapter has in `extensions`.
 */
export type AdapterCapability =
  | OptionalCapability
  | keyof AdapterExtensions
  | `${ChainNamespace}:${string}`

/** What core hands an adapter in `setup`. */
/** A wallet request that asks the visitor first (`AdapterContext` / `FeatureContext.requestApproval`). */
export type ApprovalRequest = {
  method: string
  params: unknown
  /** The caller's own id for the request, to pass to `settleApproval` later. */
  id?: string
  /** The connector the request goes to: a feature's approval surface for it shows instead. */
  connectorId?: string
  /** Whether the request sends a transaction; defaults to whether the method name has "send". */
  isTransaction?: boolean
}

/** How an approved request ended (`settleApproval`). */
export type ApprovalResult = { ok: boolean; error?: unknown }

export type AdapterContext = {
  /** The configured networks of this adapter's namespace. */
  networks: readonly Network[]
  projectId: string
  logger: Logger
  /** Connectors the visitor may pick; replaces the adapter's earlier list. */
  setConnectors(connectors: Connector[]): void
  /** Reports a wallet event. */
  emit(event: AdapterEvent): void
  /**
   * Asks the visitor to approve an unsafe wallet request (opens ApproveTransaction).
   * Resolves when approved; rejects with `UserRejectedRequestError` when rejected or when the
   * modal is closed with no transaction pending.
   */
  requestApproval(request: ApprovalRequest): Promise<void>
  /**
   * Reports that an approved request (by the `id` given to `requestApproval`) finished: spec §4
   * "Wallet requests each end in a success or error event … native balance refreshed".
   */
  settleApproval(id: string, result: ApprovalResult): void
  /**
   * The RPC URLs to read a network through: the host's custom URLs for it when configured, else
   * the default hosted RPC (spec §7 `{rpc}/v1/?chainId={chain}&projectId={id}`).
   */
  getRpcUrls(network: Network): string[]
  /**
   * Reports a request refused as not in the known method list; core shows 'Action not allowed'
   * after 300 ms (spec §6).
   */
  reportRefused(method: string): void
  /** The network the visitor has active in this namespace. */
  getActiveNetwork(): Network | undefined
  /** Whether the visitor is on a small / touch screen (for hiding 'Browser Wallet' on desktop). */
  isMobile(): boolean
  /** Wallets the host excluded (by rdns or case-insensitive name, spec §5). */
  excludeWallets: readonly string[]
}

/**
 * One adapter instance per chain family and engine (DESIGN §7). Core never imports a chain SDK;
 * the shell never knows a chain family. The members below `getProvider` are optional
 * capabilities: an adapter leaves out what its family cannot do (never a throwing stub), and
 * `hasCapability(engine, namespace, name)` reads what it has.
 */
export interface Adapter<N extends ChainNamespace = ChainNamespace> {
  readonly namespace: N
  /** Starts discovery; returns a cleanup. Nothing happens before it (no side effects). */
  setup(ctx: AdapterContext): () => void
  /** Connects with a prompt. */
  connect(params: { connectorId: string; network: Network }): Promise<ConnectResult>
  /** Reconnects silently (no prompt); rejects when the wallet no longer grants access. */
  reconnect(params: { connectorId: string; network: Network }): Promise<ConnectResult>
  disconnect(params: { connectorId: string }): Promise<void>
  getBalance(params: { address: string; network: Network }): Promise<Balance>
  /**
   * The provider of the current connection (EIP-1193, Wallet Standard…) for the host, gated by
   * the adapter per spec §6 through `ctx.requestApproval`.
   */
  getProvider(params: { connectorId: string }): unknown

  // --- optional capabilities -------------------------------------------------------------------

  /** Asks the wallet to move to another configured network of the namespace. */
  switchNetwork?(params: { connectorId: string; network: Network }): Promise<void>
  /** Signs a plain-text message; resolves the signature in the family's encoding. */
  signMessage?(params: { connectorId: string; address: string; message: string }): Promise<string>
  /** Sends a family-specific transaction request (after the visitor's approval). */
  sendTransaction?(params: SendTransactionParameters<N>): Promise<SentTransaction>
  /** Native and token transfers: fee estimates and sends. */
  readonly transfer?: TransferCapability
  /**
   * Adds a connector from outside the adapter's discovery (a WalletConnect session's provider),
   * usable by `connect`/`reconnect` under its id. Not listed as an installed wallet.
   * @returns a cleanup that removes it.
   */
  addRemoteConnector?(connector: RemoteConnector): () => void
  /**
   * The chain family's own name service for an address (ENS for eip155, looked up on chain 1
   * only, spec §9), used when the identity service has no name. Never throws: `null` names.
   */
  getProfile?(params: {
    address: string
    network: Network
  }): Promise<{ name: string | null; avatar: string | null }>
  /**
   * The chain family's own name service forward: the address a name (`vitalik.eth`) points to,
   * or `null` when it has none (ENS for eip155, looked up on chain 1 only, spec §9). Never throws.
   */
  resolveName?(params: { name: string; network: Network }): Promise<string | null>
  /**
   * A token's metadata read on chain in one round trip (for a token a host names by address,
   * e.g. a Send opened with arguments): `null` when nothing is deployed at `address`; rejects
   * when the chain cannot be read or the contract is not a token.
   */
  getAsset?(params: {
    address: string
    network: Network
    owner?: string
  }): Promise<AssetInfo | null>
  /** What the family asks of a remote wallet over WalletConnect, and its session provider. */
  readonly walletConnect?: RemoteWalletCapability
  /** Family-named extras (`'eip155:signTypedData'`…), present only when implemented. */
  readonly extensions?: Partial<AdapterExtensions> & {
    readonly [name: `${string}:${string}`]: unknown
  }
}

/**
 * What a host passes in `adapters`: a family's namespace and a factory. Each engine calls
 * `create()` once, so one descriptor serves several engines with independent instances.
 */
export type AdapterDescriptor<TAdapter extends Adapter = Adapter> = {
  readonly namespace: TAdapter['namespace']
  /** A fresh, idle instance (no side effects until the engine calls its `setup`). */
  create(): TAdapter
}

// --- the Feature contract ----------------------------------------------------------------------

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
  /** A safe image URL (https, data:image, local http), shown with a letter placeholder. */
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
}

// --- remote wallets (WalletConnect, DESIGN §1: loaded with import() only when used) -----------

/** The connector id of every namespace connected through a WalletConnect session. */
export type WalletConnectConnectorId = 'walletConnect'

/** What a WalletConnect pairing is doing (the `status` of spec §3 wallet connection state). */
export type WalletConnectStatus =
  | 'idle'
  | 'pairing'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'rejected'
  | 'error'

/** A deep link opened to hand the pairing URI to a wallet (spec §3 `wcLinking`). */
export type WalletLink = {
  name: string
  href: string
  platform: 'mobile' | 'desktop' | 'web'
}

/** Spec §3 "Wallet connection state: wcUri, wcPairingExpiry, wcLinking, recentWallet, status, wcError, buffering". */
export type WalletConnectState = {
  /** The pairing URI shown as QR code; replaced before it expires. */
  wcUri: string | undefined
  /** When `wcUri` expires (ms since epoch; spec §9: 4 min, replaced 10 s early). */
  wcPairingExpiry: number | undefined
  wcLinking: WalletLink | undefined
  /** The wallet the visitor picked for this pairing, if any. */
  recentWallet: WalletListEntry | undefined
  status: WalletConnectStatus
  /** Whether the last pairing ended in an error or a rejection. */
  wcError: boolean
  /** The last error's message, for the view. */
  errorMessage: string | undefined
  /** Whether the relay connection is down and requests are held until it is back. */
  buffering: boolean
}

/** A started WalletConnect client of one engine (what `loadWalletConnect` resolves to). */
export type WalletConnectClient = {
  /** Readable store of the wallet connection state (a nanostores atom). */
  readonly $state: {
    get(): WalletConnectState
    subscribe(listener: (state: WalletConnectState) => void): () => void
    listen(listener: (state: WalletConnectState) => void): () => void
  }
  /**
   * Creates a pairing (its URI lands in `$state.wcUri`), waits for the wallet's approval and
   * connects every namespace of the session through its adapter. A pairing that expires is
   * replaced without a click. Rejects with UserRejectedRequestError when the wallet rejects.
   */
  connect(params?: { wallet?: WalletListEntry | undefined }): Promise<void>
  /** Stops waiting for the current pairing (leaving the view). */
  cancel(): void
  /**
   * Opens a wallet's link with the current URI (mobile scheme or universal link, desktop, web
   * app). Links that are not http(s) or an app scheme, or are `javascript:`, `data:`,
   * `file:`…, are never opened.
   * @returns the link opened, or undefined when the wallet has no safe link for the platform.
   */
  openWallet(params: {
    wallet: WalletListEntry
    platform: 'mobile' | 'desktop' | 'web'
  }): WalletLink | undefined
  /** The QR code of a URI as rows of dark (true) / light modules. */
  qrMatrix(uri: string): boolean[][]
  /** Restores a stored session (start-up); resolves false when there is none. */
  restore(): Promise<boolean>
}

/** The module behind the descriptor's `load()`. */
export type WalletConnectModule<TEngine = unknown> = {
  createClient(engine: TEngine): WalletConnectClient
}

/** The tiny descriptor a host passes as `walletConnect` in config (`walletConnect()`). */
export type WalletConnectDescriptor<TEngine = unknown> = {
  id: WalletConnectConnectorId
  load(): Promise<WalletConnectModule<TEngine>>
}

// --- blockchain data API (spec §7), after schema parsing ----------------------------------------

/** One transfer of a history entry (spec §3 "transfers"), as the data API sends it. */
export type TransactionTransfer = {
  fungible_info?:
    | {
        name?: string | undefined
        symbol?: string | undefined
        /** A safe image URL (`toSafeImageUrl`: https, blob, data:image, loopback http); else absent. */
        icon?: { url: string } | undefined
        flags?: { is_spam: boolean } | undefined
      }
    | undefined
  nft_info?:
    | {
        name?: string | undefined
        content?:
          | {
              preview?: { url: string; content_type?: string | undefined } | undefined
              detail?: { url: string; content_type?: string | undefined } | undefined
            }
          | undefined
        flags: { is_spam: boolean }
      }
    | undefined
  /** Seen from the account: received, sent, or both (to itself). */
  direction: 'in' | 'out' | 'self'
  /** Decimal string, e.g. '1.5'. */
  quantity: { numeric: string }
  /** In USD, when the API knows it. */
  value?: number | undefined
  /** USD price of one unit, when the API knows it. */
  price?: number | undefined
}

/** A history entry (spec §3 "Transaction"). */
export type Transaction = {
  id: string
  metadata: {
    /** ISO 8601 time of the block. */
    minedAt: string
    /** CAIP-2 network id. */
    chain: string
    /** e.g. send, receive, trade, mint, burn, approve, deploy, execute. */
    operationType: string
    /** e.g. confirmed, failed, pending. */
    status: string
    sentFrom: string
    sentTo: string
    hash?: string | undefined
  }
  transfers: TransactionTransfer[]
}

/** The name and avatar the identity endpoint knows for an address (spec §7). */
export type Identity = {
  name: string | null
  /** A safe image URL, else null. */
  avatar: string | null
}

/** The price of one fungible token (spec §7 `POST /v1/fungible/price`). */
export type FungiblePrice = {
  /** CAIP-10 of the token, as asked. */
  address: string
  name: string
  symbol: string
  iconUrl?: string | undefined
  /** USD. */
  price: number
  decimals: number
}

/** An NFT the account holds (the devstack extension `GET /v1/account/{address}/nfts`). */
export type Nft = {
  /** CAIP-2 network id. */
  chainId: CaipNetworkId
  contract: string
  /** Decimal string. */
  tokenId: string
  name: string
  collection: { name: string; symbol?: string | undefined }
  content?:
    | {
        /** A safe image URL, else absent (the grid shows a placeholder). */
        preview?: { url: string; content_type?: string | undefined } | undefined
        detail?: { url: string; content_type?: string | undefined } | undefined
      }
    | undefined
  flags: { is_spam: boolean }
}
