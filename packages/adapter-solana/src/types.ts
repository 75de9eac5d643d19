import type { Adapter, AdapterContext, Connector, Network } from '@gangway/core'

/** Options of {@link solanaAdapter}. */
export type SolanaAdapterOptions = {
  /**
   * RPC URLs per CAIP-2 network id (HTTP), used for balances, fees and sending. Defaults: a
   * custom network's own `rpcUrls`, Solana's clusters through core's resolution (the host's
   * `rpcUrls` config, else the hosted RPC).
   */
  rpcUrls?: Record<string, readonly string[]>
  /** How long a send waits for its confirmation, in ms. Defaults to 25 000 (spec §9 receipt wait). */
  confirmTimeoutMs?: number
}

/** The commitment a send's preflight runs at (spec §5: current names and the legacy ones). */
export type PreflightCommitment =
  | 'processed'
  | 'confirmed'
  | 'finalized'
  | 'recent'
  | 'single'
  | 'singleGossip'
  | 'root'
  | 'max'

/** Options of a send, as wallets take them. */
export type SolanaSendOptions = {
  preflightCommitment?: PreflightCommitment
  skipPreflight?: boolean
  maxRetries?: number
}

/** A change a wallet reports (Wallet Standard `change` event, or a legacy wallet's events). */
export type WalletChange = { accounts?: readonly string[]; features?: true }

/**
 * One Solana wallet in the page, whatever its shape (Wallet Standard or the legacy injected
 * object), as the adapter uses it. Transactions travel as serialized bytes.
 */
export type SolanaWallet = {
  readonly name: string
  readonly icon: string | undefined
  /** A WalletConnect session (`remote`) is listed as a wallet too. */
  readonly kind: 'standard' | 'legacy' | 'remote'
  /** The Wallet Standard feature names it has now (legacy wallets: the ones their methods give). */
  features(): readonly string[]
  /** Whether it signs version 0 transactions. */
  supportsVersioned(): boolean
  /** Its authorized account addresses (base58). */
  accounts(): readonly string[]
  /** `silent`: only an earlier authorization, never a prompt. */
  connect(silent: boolean): Promise<readonly string[]>
  disconnect(): Promise<void>
  onChange(listener: (change: WalletChange) => void): () => void
  signMessage(address: string, message: Uint8Array): Promise<Uint8Array>
  signTransaction(address: string, chain: string, transaction: Uint8Array): Promise<Uint8Array>
  /** Resolves the signature (64 bytes). */
  signAndSendTransaction(
    address: string,
    chain: string,
    transaction: Uint8Array,
    options: SolanaSendOptions,
  ): Promise<Uint8Array>
}

/** A wallet as core lists it, with the adapter's handle. */
export type SolanaConnector = Connector & { provider: SolanaWallet }

/** A serialized, unsigned Solana transaction (legacy or version 0). */
export type SolanaTransactionRequest = {
  transaction: Uint8Array
  options?: SolanaSendOptions
}

/** @internal State shared by the adapter and its lazily loaded actions (per instance). */
export type SolanaAdapterInternals = {
  options: SolanaAdapterOptions
  ctx: AdapterContext | undefined
  rpcUrl(network: Network): string
  wsUrl(network: Network): string | undefined
  findConnector(connectorId: string): Promise<SolanaConnector>
  /** Counter for the ids of gated requests (settled through ctx.settleApproval). */
  requestCount: number
}

/** What the gated provider a host gets answers (spec §6: solana_sign* need approval). */
export type SolanaProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

declare module '@gangway/core' {
  interface NamespaceProviders {
    solana: SolanaProvider
  }
  interface TransactionRequests {
    solana: SolanaTransactionRequest
  }
}

/**
 * The adapter instance `solanaAdapter().create()` makes. `signMessage` and `transfer` follow the
 * connected wallet's features: absent while it lacks `solana:signMessage` / both transaction
 * features.
 */
export type SolanaAdapter = Adapter<'solana'> &
  Required<Pick<Adapter<'solana'>, 'sendTransaction'>> & {
    /** @internal */
    readonly _internal: SolanaAdapterInternals
  }
