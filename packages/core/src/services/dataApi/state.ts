import { engineMemo } from '../../engine/resources.js'
import type { Engine } from '../../engine/types.js'
import type { ChainNamespace, Identity, Nft, TokenBalance } from '../../types.js'
import type { SupportedChains } from './fetchSupportedChains.js'

/** What the data API client keeps per engine: caches and requests in flight. @internal */
export type DataApiState = {
  /** The supported-chains answer, once it came (kept for the engine's life). */
  supportedChains: Promise<SupportedChains> | undefined
  /** Identity per lower-case address (IDENTITY_CACHE_MS). */
  identities: Map<string, { identity: Identity; timestamp: number }>
  identityRequests: Map<string, Promise<Identity>>
  /** Whose profile each namespace's account shows (lower-case address). */
  profileOwners: Map<ChainNamespace, string>
  /** Token balances per `{caipNetworkId}:{address}` (PORTFOLIO_CACHE_MS). */
  portfolio: Map<string, { balances: TokenBalance[]; timestamp: number }>
  balanceRequests: Map<string, Promise<TokenBalance[]>>
  /** Which portfolio key each namespace's `tokenBalance` belongs to. */
  tokenOwners: Map<ChainNamespace, string>
  /** NFT pages per `{chainId}:{address}:{cursor}` (PORTFOLIO_CACHE_MS). */
  nfts: Map<string, { page: { data: Nft[]; next: string | undefined }; timestamp: number }>
}

/** The data API client's state of `engine`, created on first use. @internal */
export function dataApiState(engine: Engine): DataApiState {
  return engineMemo(engine, 'core/dataApi', () => ({
    supportedChains: undefined,
    identities: new Map(),
    identityRequests: new Map(),
    profileOwners: new Map(),
    portfolio: new Map(),
    balanceRequests: new Map(),
    tokenOwners: new Map(),
    nfts: new Map(),
  }))
}

/** Runs `request` once per key at a time: callers asking meanwhile share its promise. @internal */
export function once<T>(
  requests: Map<string, Promise<T>>,
  key: string,
  request: () => Promise<T>,
): Promise<T> {
  let pending = requests.get(key)
  if (!pending) {
    pending = request().finally(() => requests.delete(key))
    requests.set(key, pending)
  }
  return pending
}
