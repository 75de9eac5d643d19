import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AmmPoolName } from '../chain/deployAmm.js'
import type { DevChainInfo } from '../chain/startDevChain.js'
import { createAnalyticsSink } from './analytics/createAnalyticsSink.js'
import { createControlHandler } from './control/createControlHandler.js'
import { createEmulatorState } from './control/createEmulatorState.js'
import { createDataApi, type PoolState } from './dataApi/createDataApi.js'
import type { SolanaBalanceSource } from './dataApi/solanaBalances.js'
import { corsHeaders } from './http/corsHeaders.js'
import { jsonResponse } from './http/jsonResponse.js'
import { sendWebResponse } from './http/sendWebResponse.js'
import { toWebRequest } from './http/toWebRequest.js'
import { withSwitch } from './http/withSwitch.js'
import type {
  AnalyticsEventRecord,
  EmulatedService,
  ServiceHandler,
  ServiceMode,
  ServiceRequestLogEntry,
  ServiceSwitch,
} from './types.js'
import { createWalletList } from './walletList/createWalletList.js'

/** A running data API (`createDataApi` in `./dataApi/`). */
export type DataApi = {
  handle: ServiceHandler
  stop(): Promise<void>
  /** The swap pools' switch (`createDataApi`'s); absent in a replacement data API. */
  setPool?(chainId: number, pool: AmmPoolName, state: PoolState): Promise<void>
}

/** Builds the data API mounted at `/api`. */
export type DataApiFactory = (parameters: {
  chains: DevChainInfo[]
  switch: () => ServiceSwitch
  solana?: SolanaBalanceSource | undefined
}) => DataApi | Promise<DataApi>

export type StartServiceEmulatorParameters = {
  /** Default: a free port. */
  port?: number
  /** Default `127.0.0.1`. */
  host?: string
  /** The dev chains the data API answers from (`startDevChain().chains`). Default none. */
  chains?: readonly DevChainInfo[]
  /** Replaces the data API behind `/api`; `false` leaves `/api` answering 404. */
  dataApi?: DataApiFactory | false
  /** The local Solana chain (`startSolanaChain()`): the data API answers its balances too. */
  solana?: SolanaBalanceSource | undefined
}

export type StartServiceEmulatorReturnType = {
  /** `http://127.0.0.1:N` (the control API is at `${url}/_control`). */
  url: string
  /** Base URLs to configure a client with (core's `services` option). */
  urls: { walletList: string; api: string; analytics: string }
  /** Sets a service's switch; `delayMs` (default 1500) is the wait in `slow` mode. */
  setSwitch(service: EmulatedService, mode: ServiceMode, delayMs?: number): void
  /** What `/getAnalyticsConfig` answers (default true). */
  setAnalyticsEnabled(enabled: boolean): void
  /**
   * Drains a swap pool of a dev chain (quotes on it answer 400 'Insufficient liquidity') or
   * seeds it again (`POST /_control/pool {chainId, pool, state}` does the same).
   */
  setPool(chainId: number, pool: AmmPoolName, state: PoolState): Promise<void>
  /** Switches back to ok, analytics enabled, events and request log emptied. */
  reset(): void
  /** Every analytics event accepted since the start or the last reset. */
  analyticsEvents(): AnalyticsEventRecord[]
  /** Recent requests of one service (all services without an argument), oldest first. */
  requests(service?: EmulatedService): ServiceRequestLogEntry[]
  /** Closes the server and every connection (pending `slow` answers included). */
  stop(): Promise<void>
}

const mounts: readonly [prefix: string, service: EmulatedService][] = [
  ['/wallets', 'walletList'],
  ['/pulse', 'analytics'],
  ['/api', 'api'],
]

/** Matches `prefix` as a whole path segment: `/api`, `/api/…`, not `/apix`. */
function stripPrefix(pathname: string, prefix: string): string | undefined {
  if (pathname === prefix) return '/'
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined
}

/**
 * Starts the local service emulator: one HTTP server with the wallet-list service at
 * `/wallets`, the analytics sink at `/pulse`, the blockchain data API at `/api` and a control
 * API at `/_control`. Every answer carries `Access-Control-Allow-Origin: *`; OPTIONS answers 204.
 * Each service has a switch (`ok`, `forbidden` → 403, `unavailable` → 503, `slow` → answer after
 * `delayMs`, `malformed` → structurally broken answers).
 *
 * @example
 * import { startServiceEmulator } from '@gangway/devstack'
 * const emulator = await startServiceEmulator({ chains: devChain.chains })
 * await fetch(`${emulator.urls.walletList}/getWallets?projectId=p&page=1&entries=40`)
 * emulator.setSwitch('analytics', 'forbidden')
 * await emulator.stop()
 */
export async function startServiceEmulator(
  parameters: StartServiceEmulatorParameters = {},
): Promise<StartServiceEmulatorReturnType> {
  const { host = '127.0.0.1', chains = [] } = parameters
  const state = createEmulatorState()
  const stopping = new AbortController()

  const factory = parameters.dataApi ?? createDataApi
  const dataApi = factory
    ? await factory({
        chains: [...chains],
        switch: () => state.switchOf('api'),
        solana: parameters.solana,
      })
    : undefined
  const walletListSwitch = () => state.switchOf('walletList')
  const analyticsSwitch = () => state.switchOf('analytics')
  const handlers: Record<EmulatedService, ServiceHandler> = {
    walletList: withSwitch(
      createWalletList({ switch: walletListSwitch, analyticsEnabled: state.analyticsEnabled })
        .handle,
      'walletList',
      walletListSwitch,
      stopping.signal,
    ),
    analytics: withSwitch(
      createAnalyticsSink({ switch: analyticsSwitch, record: state.recordEvent }).handle,
      'analytics',
      analyticsSwitch,
      stopping.signal,
    ),
    // The data API honours its switch itself (its own error format).
    api: dataApi?.handle ?? (async () => undefined),
  }
  const control = createControlHandler(state)

  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  const urls = {
    walletList: `${url}/wallets`,
    api: `${url}/api`,
    analytics: `${url}/pulse`,
  }

  const notFound = (pathname: string) =>
    jsonResponse({ error: 'not_found', message: `No route for ${pathname}` }, 404)

  async function route(request: Request): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url)
    if (pathname === '/')
      return jsonResponse({
        name: 'gangway service emulator',
        urls,
        control: `${url}/_control`,
        switches: state.switches(),
      })
    const controlPath = stripPrefix(pathname, '/_control')
    if (controlPath === '/pool' && request.method === 'POST') return setPoolRoute(request)
    if (controlPath !== undefined)
      return (await control.handle(request, controlPath)) ?? notFound(pathname)
    for (const [prefix, service] of mounts) {
      const path = stripPrefix(pathname, prefix)
      if (path === undefined) continue
      const entry = state.logRequest({
        service,
        method: request.method,
        path,
        query: Object.fromEntries(searchParams),
        status: 0,
        receivedAt: new Date().toISOString(),
      })
      let response: Response
      try {
        response = (await handlers[service](request, path)) ?? notFound(pathname)
      } catch (error) {
        if (stopping.signal.aborted) throw error
        response = jsonResponse({ error: 'internal', message: (error as Error).message }, 500)
      }
      entry.status = response.status
      return response
    }
    return notFound(pathname)
  }

  async function setPool(chainId: number, pool: AmmPoolName, state: PoolState) {
    if (!dataApi?.setPool) throw new TypeError('This data API has no swap pools')
    await dataApi.setPool(chainId, pool, state)
  }

  /** `POST /_control/pool {chainId, pool, state}`: the pool's new state, or 400. */
  async function setPoolRoute(request: Request): Promise<Response> {
    try {
      const body = (await request.json()) as { chainId?: unknown; pool?: unknown; state?: unknown }
      await setPool(Number(body.chainId), String(body.pool) as AmmPoolName, body.state as PoolState)
      return jsonResponse({ chainId: Number(body.chainId), pool: body.pool, state: body.state })
    } catch (error) {
      return jsonResponse({ error: 'bad_request', message: (error as Error).message }, 400)
    }
  }

  async function onRequest(incoming: IncomingMessage, outgoing: ServerResponse) {
    try {
      const request = await toWebRequest(incoming, url)
      const cors = corsHeaders(request.headers)
      if (incoming.method === 'OPTIONS')
        return await sendWebResponse(outgoing, new Response(null, { status: 204 }), cors)
      const response = await route(request)
      await sendWebResponse(outgoing, response, cors, incoming.method === 'HEAD')
    } catch (error) {
      // Stopping (a `slow` answer cut short) or a broken request: drop or answer 500.
      if (stopping.signal.aborted) outgoing.destroy()
      else if (!outgoing.headersSent && !outgoing.destroyed)
        await sendWebResponse(
          outgoing,
          jsonResponse({ error: 'internal', message: (error as Error).message }, 500),
          { 'access-control-allow-origin': '*' },
        )
    }
  }
  server.on('request', (incoming, outgoing) => void onRequest(incoming, outgoing))

  let stopped: Promise<void> | undefined
  return {
    url,
    urls,
    setSwitch: (service, mode, delayMs) => void state.setSwitch(service, mode, delayMs),
    setAnalyticsEnabled: state.setAnalyticsEnabled,
    setPool,
    reset: state.reset,
    analyticsEvents: state.events,
    requests: state.requests,
    stop() {
      stopped ??= (async () => {
        stopping.abort(new Error('service emulator stopped'))
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await closed
        await dataApi?.stop()
      })()
      return stopped
    },
  }
}
