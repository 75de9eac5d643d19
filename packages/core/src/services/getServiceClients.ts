import { engineMemo, engineSignal } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { ProjectIdMissingError } from '../errors/catalogue.js'
import { createHttpClient, type HttpClient, type HttpQuery } from './createHttpClient.js'

/** One HTTP client per hosted service of spec §7. */
export type ServiceClients = {
  /** Wallet-list service: getWallets, getAnalyticsConfig, images. */
  walletList: HttpClient
  /** Blockchain data API. */
  api: HttpClient
  /** Analytics (`POST /e`). */
  analytics: HttpClient
}

/**
 * The engine's service clients, created on first use and kept per engine. Base URLs come from
 * `engine.config.services`; every request carries `projectId`, `st` (SDK type), `sv` (SDK
 * version) and `clientId` when configured (spec §7). Requests abort when the engine is destroyed.
 *
 * @throws EngineDestroyedError after `destroy(engine)`. Without a project id every request
 * rejects with ProjectIdMissingError and nothing goes out (spec §5 "Project id required").
 *
 * @param engine The Gangway engine.
 * @returns The wallet-list, data API and analytics clients.
 * @example
 * import { getServiceClients } from '@gangway/core/services'
 * const { walletList } = getServiceClients(engine)
 */
export function getServiceClients(engine: Engine): ServiceClients {
  return engineMemo(engine, 'core/services', () => {
    const { config } = engine
    const query: HttpQuery = {
      projectId: config.projectId,
      st: config.sdkType,
      sv: config.sdkVersion,
      clientId: config.clientId || undefined,
    }
    if (!config.projectId) {
      const refuse = () => Promise.reject(new ProjectIdMissingError())
      const none = { baseUrl: '', get: refuse, post: refuse, getBlob: refuse, beacon: () => false }
      return { walletList: none, api: none, analytics: none }
    }
    // Every request of the engine aborts when it is destroyed.
    const signal = engineSignal(engine)
    return {
      walletList: createHttpClient({ baseUrl: config.services.walletList, query, signal }),
      api: createHttpClient({ baseUrl: config.services.api, query, signal }),
      analytics: createHttpClient({ baseUrl: config.services.analytics, query, signal }),
    }
  })
}
