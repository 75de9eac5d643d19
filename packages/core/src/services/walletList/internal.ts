import type { Engine } from '../../engine/types.js'
import { RequestAbortedError } from '../../errors/catalogue.js'
import { recentWalletsKey } from '../../storage/keys.js'
import type { HttpQuery } from '../createHttpClient.js'
import type { FilterWalletsParameters } from './filterWallets.js'

/*
 * Helpers the wallet-list functions share. Not exported from the package.
 */

/** The include / exclude / chains part of every getWallets query, from the config (spec §7). */
export function walletListQuery(engine: Engine, exclude: readonly string[] = []): HttpQuery {
  const { config } = engine
  return {
    include: config.includeWalletIds,
    exclude: [...(config.excludeWalletIds ?? []), ...exclude],
    chains: [...new Set(config.networks.map((n) => n.caipNetworkId))],
  }
}

/** What the service's wallets are filtered against: exclusions, connectors, recent wallets. */
export function walletFilters(engine: Engine): FilterWalletsParameters {
  return {
    excludeWallets: engine.config.excludeWallets,
    connectors: engine.$connectors.get(),
    recent: engine.storage.get(recentWalletsKey) ?? [],
  }
}

/** Resolves after `ms`, or rejects with RequestAbortedError when the signal aborts first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RequestAbortedError({ cause: signal.reason }))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new RequestAbortedError({ cause: signal?.reason }))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
