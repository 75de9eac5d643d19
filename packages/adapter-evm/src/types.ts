import type { PublicClient } from 'viem'
import type { Adapter, AdapterContext, CaipNetworkId, Connector, Network } from './internal/core.js'

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

/** The adapter {@link evmAdapter} returns: the core `Adapter` contract for `eip155`. */
export type EvmAdapter = Adapter & {
  readonly namespace: 'eip155'
  /** @internal */
  readonly _internal: EvmAdapterInternals
}
