import type {
  Adapter,
  AdapterContext,
  CaipNetworkId,
  Connector,
  Network,
  SentTransaction,
} from '@gangway/core'
import type { Hex, PublicClient } from 'viem'
import type { SignTypedDataParameters } from './actions/signTypedData.js'

/** The EIP-1193 surface Gangway uses of a wallet's provider. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** Options of {@link evmAdapter}. */
export type EvmAdapterOptions = {
  /**
   * RPC URLs per CAIP-2 network id, used for reads (balances, ENS, gas, receipts) and offered
   * to wallets that add a chain. Several URLs are combined in a ranked fallback transport.
   * Defaults to each network's `rpcUrls.default.http`.
   */
  rpcUrls?: Record<CaipNetworkId, readonly string[]>
  /** How long an ENS lookup is cached, in ms. Defaults to `ENS_CACHE_MS` (5 min, spec §9). */
  ensCacheMs?: number
}

/** A wallet discovered in the page, with its provider. */
export type EvmConnector = Connector & { provider: Eip1193Provider }

/** @internal State shared by the adapter and the free actions (per adapter instance). */
export type EvmAdapterInternals = {
  options: EvmAdapterOptions
  ctx: AdapterContext | undefined
  getClient(network: Network): PublicClient
  rpcUrls(network: Network): readonly string[]
  findConnector(connectorId: string): Promise<EvmConnector>
  ens: Map<string, EnsCacheEntry>
  /** How long an ENS answer is cached: `options.ensCacheMs`, else ENS_CACHE_MS. */
  ensCacheMs: number
  /** Counter for the ids of gated requests (settled through ctx.settleApproval). */
  requestCount: number
}

/** ENS cache entry (spec §3: address, ens, timestamp), plus the avatar. */
export type EnsCacheEntry = {
  address: string
  ens: string | null
  avatar: string | null
  timestamp: number
}

/** An EVM transaction request (the `eip155` entry of core's `TransactionRequests`). */
export type EvmTransactionRequest = {
  to: string
  /** In wei. */
  value?: bigint
  data?: Hex
  /** A gas limit; the wallet estimates one when absent. */
  gas?: bigint
  /** A (legacy) gas price in wei; the wallet picks its fees when absent. */
  gasPrice?: bigint
}

/** What `'eip155:sendCalls'` takes: an EIP-5792 batch, sent after the visitor's approval. */
export type SendCallsParameters = {
  connectorId: string
  address: string
  network: Network
  calls: readonly { to: string; value?: bigint; data?: Hex }[]
}

/** The family-named extras of the EVM adapter. */
export type EvmAdapterExtensions = {
  /** EIP-712 typed data (eth_signTypedData_v4). */
  'eip155:signTypedData': (params: SignTypedDataParameters) => Promise<Hex>
  /** EIP-5792 wallet_sendCalls; resolves the batch id. */
  'eip155:sendCalls': (params: SendCallsParameters) => Promise<SentTransaction>
}

declare module '@gangway/core' {
  interface NamespaceProviders {
    eip155: Eip1193Provider
  }
  interface TransactionRequests {
    eip155: EvmTransactionRequest
  }
  interface AdapterExtensions extends EvmAdapterExtensions {}
}

/**
 * The adapter instance `evmAdapter().create()` makes: core's `Adapter` for `eip155` with every
 * optional capability an EVM wallet has.
 */
export type EvmAdapter = Adapter<'eip155'> &
  Required<
    Pick<
      Adapter<'eip155'>,
      | 'switchNetwork'
      | 'signMessage'
      | 'sendTransaction'
      | 'transfer'
      | 'addRemoteConnector'
      | 'getProfile'
      | 'resolveName'
      | 'getAsset'
      | 'walletConnect'
    >
  > & {
    readonly extensions: EvmAdapterExtensions
    /** @internal */
    readonly _internal: EvmAdapterInternals
  }
