import {
  createPublicClient,
  createTransport,
  defineChain,
  type EIP1193RequestFn,
  type FallbackTransportConfig,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import { mainnet } from 'viem/chains'
import {
  ENS_CHAIN_ID,
  FALLBACK_RANK,
  type Network,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
} from './core.js'

/**
 * viem's ranked `fallback` over `transports`, loaded with the adapter's on-demand chunk at the
 * first request (issue 12: its code is 1.1 KiB gzip of every host's first chunk, and a network
 * with one URL never needs it). Ranking starts with that request.
 */
function lazyFallback(transports: Transport[], config: FallbackTransportConfig): Transport {
  return (params) => {
    let inner: Promise<ReturnType<Transport>> | undefined
    return createTransport({
      key: 'fallback',
      name: 'Fallback',
      type: 'fallback',
      // The fallback retries each of its transports itself.
      retryCount: 0,
      request: (async (args) => {
        // A failed chunk load is not kept: the next request tries again.
        inner ??= import('../actions/onDemand.js').then(
          (m) => m.fallback(transports, config)(params),
          (error: unknown) => {
            inner = undefined
            throw error
          },
        )
        return (await inner).request(args)
      }) as EIP1193RequestFn,
    })
  }
}

/**
 * A viem public client for one network: HTTP with the spec's timeout and batch size (§9), and
 * with several URLs a fallback transport ranked by stability and latency.
 */
export function createClient(network: Network, urls: readonly string[]): PublicClient {
  const transports = urls.map((url) =>
    http(url, { timeout: RPC_TIMEOUT_MS, batch: { batchSize: RPC_BATCH_SIZE } }),
  )
  const id = Number(network.id)
  return createPublicClient({
    chain: defineChain({
      id,
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: urls } },
      // ENS contracts are only known (and only used) on chain 1.
      contracts: id === ENS_CHAIN_ID ? mainnet.contracts : undefined,
    }),
    transport:
      transports.length > 1
        ? lazyFallback(transports, {
            rank: {
              interval: FALLBACK_RANK.interval,
              sampleCount: FALLBACK_RANK.sampleCount,
              weights: FALLBACK_RANK.weights,
            },
          })
        : transports[0]!,
  }) as PublicClient
}
