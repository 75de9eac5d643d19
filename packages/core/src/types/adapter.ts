/* The Adapter contract (DESIGN §7): one adapter per chain family, and what core hands it. No runtime code here. */

import type { Message, MessageParams } from '../i18n/formatMessage.js'
import type {
  AccountEntry,
  AccountType,
  CaipNetworkId,
  ChainNamespace,
  Connector,
  Network,
  WalletInfo,
} from './entities.js'
import type { Logger } from './state.js'

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

/**
 * Wallet events an adapter reports back (never by writing stores itself). `connect` is a
 * connection the adapter's wallet layer made without the modal (a host's own wagmi
 * `useConnect`, a wallet's reconnect): core adopts it as the namespace's current connection.
 */
export type AdapterEvent =
  | ({ type: 'connect'; connectorId: string } & ConnectResult)
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

/** One labelled value of a `RequestDescription`, both plain text. */
export type DescriptionRow = { readonly label: string; readonly value: string }

/**
 * What a wallet request is, in words, for ApproveTransaction (`Adapter.describeRequest`): plain
 * text only (no HTML, no markdown), which the shell renders as text in this order: `title`,
 * `warnings`, `rows`, `message` (a decoded message, in full), then `items` (calls, instructions,
 * inputs, outputs…) in a scrollable list headed by `itemsLabel` (`'3 calls'`).
 */
export type RequestDescription = {
  /** What the request does (`'Sign a message'`). */
  readonly title: string
  /** What the visitor should know before approving, each a sentence. */
  readonly warnings?: readonly string[]
  readonly rows?: readonly DescriptionRow[]
  /** A message to sign, decoded to text. */
  readonly message?: string
  readonly items?: readonly { readonly title?: string; readonly rows: readonly DescriptionRow[] }[]
  /** The items' heading (`'2 instructions'`). */
  readonly itemsLabel?: string
}

/**
 * The translator ApproveTransaction hands `Adapter.describeRequest`: the message of `key`
 * (`'request.signMessage'`, `'request.row.to'`) in the locale shown, else `english`, its
 * `{placeholders}` filled from `params` (a plural message picks its form by `params.count`).
 *
 * @example text('request.calls', { one: '{count} call', other: '{count} calls' }, { count: 3 })
 * // '3 calls', or '3 Aufrufe' in German
 */
export type RequestText = (key: string, english: Message, params?: MessageParams) => string

/** What `Adapter.describeRequest` is asked about: a request of the adapter's namespace. */
export type DescribedRequest = {
  readonly method: string
  /** The frozen plain-data copy of the params the visitor approves. */
  readonly params: unknown
}

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
  /**
   * The account type the family's account starts with (spec §3 "Default account types: solana
   * eoa, bip122 payment, polkadot eoa, eip155 smartAccount"): the account's first
   * `preferredAccountTypes`. None when the family has no such default.
   */
  readonly defaultAccountType?: AccountType
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
  /**
   * A request the adapter's gate (`ctx.requestApproval`) or a feature asks the visitor about,
   * described in plain text for ApproveTransaction; `undefined` for one it does not know (the
   * shell then shows the method and the params as JSON). May load its decoder with `import()`;
   * a rejection (malformed params) makes the shell show the raw request with a line saying so.
   *
   * `text` is the shell's translator (issue 36 §1: every visible string in the visitor's
   * language): call it for every word shown (titles, labels, fixed values such as
   * `'none (creates a contract)'`, counts as plural messages) with a stable key and the English
   * source; without it (a direct caller, an older shell) show the English, placeholders filled
   * as core's formatter fills them. Addresses, amounts, hex and decoded messages are values, not
   * words: they are never passed through it.
   */
  describeRequest?(
    request: DescribedRequest,
    text?: RequestText,
  ): RequestDescription | undefined | Promise<RequestDescription | undefined>
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
