import type { Network } from '@gangway/core'
import { createPublicClient, defineChain, fallback, http, type PublicClient } from 'viem'
import { mainnet } from 'viem/chains'
import { ENS_CHAIN_ID, FALLBACK_RANK, RPC_BATCH_SIZE, RPC_TIMEOUT_MS } from './core.js'

/**
 * A viem public client for one network: HTTP with the spec's timeout and batch size (§9), and
 * with several URLs a fallback transport ranked by stability and latency. viem's `fallback` is
 * up front: loaded on demand it saved 1.1 KiB of the first chunk but made Vite 8 split viem's
 * shared modules into extra up-front files, which cost more (see actions/erc20.ts).
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
        ? fallback(transports, {
            rank: {
              interval: FALLBACK_RANK.interval,
              sampleCount: FALLBACK_RANK.sampleCount,
              weights: FALLBACK_RANK.weights,
            },
          })
        : transports[0]!,
  }) as PublicClient
}
