import type { Engine } from '../engine/types.js'
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

const clients = new WeakMap<Engine, ServiceClients>()

/**
 * The engine's service clients, created on first use and kept per engine. Base URLs come from
 * `engine.config.services`; every request carries `projectId`, `st` (SDK type), `sv` (SDK
 * version) and `clientId` when configured (spec §7).
 *
 * @param engine The Gangway engine.
 * @returns The wallet-list, data API and analytics clients.
 * @example
 * import { getServiceClients } from '@gangway/core'
 * const { walletList } = getServiceClients(engine)
 */
export function getServiceClients(engine: Engine): ServiceClients {
  let found = clients.get(engine)
  if (found) return found
  const { config } = engine
  const query: HttpQuery = {
    projectId: config.projectId,
    st: config.sdkType,
    sv: config.sdkVersion,
    clientId: config.clientId || undefined,
  }
  found = {
    walletList: createHttpClient({ baseUrl: config.services.walletList, query }),
    api: createHttpClient({ baseUrl: config.services.api, query }),
    analytics: createHttpClient({ baseUrl: config.services.analytics, query }),
  }
  clients.set(engine, found)
  return found
}
