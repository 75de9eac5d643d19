import type { Adapter, AdapterContext, Connector, Network, SentTransaction } from '@gangway/core'

/** Options of {@link bitcoinAdapter}. */
export type BitcoinAdapterOptions = {
  /**
   * Esplora-compatible REST bases per CAIP-2 network id (balances, UTXOs, fee estimates,
   * broadcast). Default: the network's `rpcUrls.default.http[0]`.
   */
  esploraUrls?: Record<string, string>
  /**
   * How long a send's status is followed for its first confirmation, in ms, in the background:
   * the send resolves at the broadcast. Default 25 000.
   */
  confirmTimeoutMs?: number
  /** How often the status is read meanwhile, in ms. Default 1000. */
  pollIntervalMs?: number
}

/** What an address is for (a wallet's own word; spec: payment by default, ordinals). */
export type BitcoinPurpose = 'payment' | 'ordinals'

/** One address a Bitcoin wallet granted. */
export type BitcoinAccount = {
  address: string
  /** Hex; x-only (32 bytes) for p2tr. */
  publicKey: string
  purpose: BitcoinPurpose
}

/** How a message is signed: BIP-322 simple (default) or the legacy ECDSA "signed message". */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** Inputs a wallet must sign in a PSBT, by address. */
export type BitcoinSignInput = { address: string; index: number; sighash?: number }

/** A change a wallet reports (Wallet Standard `change` event). */
export type BitcoinWalletChange = { accounts?: readonly BitcoinAccount[]; features?: true }

/** One Bitcoin wallet in the page, as the adapter uses it. */
export type BitcoinWallet = {
  readonly name: string
  readonly icon: string | undefined
  features(): readonly string[]
  /** The addresses it granted this site (empty before a connect). */
  accounts(): readonly BitcoinAccount[]
  connect(purposes: readonly BitcoinPurpose[]): Promise<readonly BitcoinAccount[]>
  /** The addresses granted earlier, asked without a prompt (sats-connect); else `accounts()`. */
  reconnect?(): Promise<readonly BitcoinAccount[]>
  disconnect(): Promise<void>
  onChange(listener: (change: BitcoinWalletChange) => void): () => void
  /** Resolves the signature, base64. */
  signMessage(address: string, message: string, protocol: BitcoinMessageProtocol): Promise<string>
  /** Resolves the PSBT the wallet returned (not checked here). */
  signPsbt(
    psbt: Uint8Array,
    inputs: readonly BitcoinSignInput[],
    chain: string,
  ): Promise<Uint8Array>
  /**
   * A wallet that builds, signs and broadcasts a transfer itself (WalletConnect `sendTransfer`,
   * feature `bip122:sendTransfer`): used for Send only when it cannot sign PSBTs. Resolves the txid.
   */
  sendTransfer?(params: { account: string; to: string; sats: bigint }): Promise<string>
}

/** A wallet as core lists it, with the adapter's handle. */
export type BitcoinConnector = Connector & { provider: BitcoinWallet }

/**
 * A base64 PSBT and the inputs the wallet signs (each with a sighash type when the dapp needs
 * another than SIGHASH_ALL: the approval then says what it lets others change); broadcast after
 * the check unless `broadcast: false`.
 */
export type BitcoinTransactionRequest = {
  psbt: string
  signInputs: { address: string; index: number; sighash?: number }[]
  broadcast?: boolean
}

/**
 * What `sendTransaction` resolves: the txid; with `broadcast: false` also the signed PSBT
 * (base64, not finalized), and `id` is the txid it will have once finalized ('' when that cannot
 * be known yet: inputs that are not native segwit still waiting for other signatures).
 */
export type BitcoinSentTransaction = SentTransaction & { psbt?: string }

/** @internal State shared by the adapter and its lazily loaded actions (per instance). */
export type BitcoinAdapterInternals = {
  options: BitcoinAdapterOptions
  ctx: AdapterContext | undefined
  esploraUrl(network: Network): string
  findConnector(connectorId: string): Promise<BitcoinConnector>
  /** The connection's accounts, active first. */
  accounts(connectorId: string): readonly BitcoinAccount[]
  /** Makes `address` the active account (reported to core as accountsChanged). */
  selectAccount(connectorId: string, address: string): void
  requestCount: number
}

/** What the gated provider a host gets answers (WalletConnect bip122 method shapes). */
export type BitcoinProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

declare module '@gangway/core' {
  interface NamespaceProviders {
    bip122: BitcoinProvider
  }
  interface TransactionRequests {
    bip122: BitcoinTransactionRequest
  }
}

/**
 * The adapter instance `bitcoinAdapter().create()` makes. `signMessage` and `transfer` follow the
 * connected wallet's features.
 */
export type BitcoinAdapter = Adapter<'bip122'> & {
  /** @internal */
  readonly _internal: BitcoinAdapterInternals
}
