import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DevChainInfo } from '../chain/startDevChain.js'
import { decodePng } from './images/decodePng.js'
import {
  type DataApiFactory,
  type StartServiceEmulatorReturnType,
  startServiceEmulator,
} from './startServiceEmulator.js'
import type { ServiceSwitch } from './types.js'
import { walletCatalogue } from './walletList/walletCatalogue.js'
import { walletFixtureIds } from './walletList/walletFixtures.js'
import { walletImageType } from './walletList/walletImageType.js'

type Page = { count: number; data: { id: string; name: string; chains: string[] }[] }

const chains: DevChainInfo[] = [
  { chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1', port: 1, contracts: {} as never },
]

/** A stand-in data API: answers `/v1/echo`, reports its switch and counts `stop()`. */
function fakeDataApi() {
  const calls: { chains: DevChainInfo[]; switch: () => ServiceSwitch }[] = []
  const stop = vi.fn(async () => {})
  const factory: DataApiFactory = (parameters) => {
    calls.push(parameters)
    return {
      async handle(request, path) {
        if (path !== '/v1/echo') return undefined
        return Response.json({ path, url: request.url, switch: parameters.switch() })
      },
      stop,
    }
  }
  return { factory, calls, stop }
}

const tcpResources = () =>
  process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap' || r === 'TCPSocketWrap')
    .length

describe('startServiceEmulator: lifecycle', () => {
  it('listens on a free port, stops and leaves no socket behind', async () => {
    const before = tcpResources()
    const emulator = await startServiceEmulator({ dataApi: false })
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(emulator.urls).toEqual({
      walletList: `${emulator.url}/wallets`,
      api: `${emulator.url}/api`,
      analytics: `${emulator.url}/pulse`,
    })
    // Keep-alive connections stay open after these answers; stop() must end them too.
    const index = await fetch(`${emulator.url}/`)
    expect(await index.json()).toMatchObject({ urls: emulator.urls })
    await fetch(`${emulator.urls.walletList}/getWallets?projectId=p&entries=1`).then((r) =>
      r.text(),
    )
    expect(tcpResources()).toBeGreaterThan(before)
    await emulator.stop()
    await emulator.stop() // twice is fine
    await expect(fetch(`${emulator.url}/`)).rejects.toThrow()
    await vi.waitFor(() => expect(tcpResources()).toBe(before), { timeout: 2000 })
  })

  it('uses the given port and fails when it is taken', async () => {
    const first = await startServiceEmulator({ dataApi: false })
    const port = Number(new URL(first.url).port)
    await expect(startServiceEmulator({ port, dataApi: false })).rejects.toThrow(/EADDRINUSE/)
    await first.stop()
    const again = await startServiceEmulator({ port, dataApi: false })
    expect(again.url).toBe(first.url)
    await again.stop()
  })

  it('stop() cuts pending slow answers short', async () => {
    const emulator = await startServiceEmulator({ dataApi: false })
    emulator.setSwitch('walletList', 'slow', 60_000)
    const pending = fetch(`${emulator.urls.walletList}/getWallets?projectId=p`)
    await vi.waitFor(() => expect(emulator.requests('walletList')).toHaveLength(1))
    const started = performance.now()
    await emulator.stop()
    await expect(pending).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('stop() ends connections a handler never answers', async () => {
    const emulator = await startServiceEmulator({
      dataApi: () => ({ handle: () => new Promise(() => {}), stop: async () => {} }),
    })
    const pending = fetch(`${emulator.urls.api}/v1/hang`)
    await vi.waitFor(() => expect(emulator.requests('api')).toHaveLength(1))
    await emulator.stop()
    await expect(pending).rejects.toThrow()
  })

  it('builds the data API with the chains and its switch, mounts it at /api and stops it', async () => {
    const api = fakeDataApi()
    const emulator = await startServiceEmulator({ chains, dataApi: api.factory })
    expect(api.calls).toHaveLength(1)
    expect(api.calls[0]!.chains).toEqual(chains)
    const echo = await fetch(`${emulator.urls.api}/v1/echo?projectId=p&chainId=eip155:1`)
    expect(echo.status).toBe(200)
    expect(echo.headers.get('access-control-allow-origin')).toBe('*')
    expect(await echo.json()).toEqual({
      path: '/v1/echo',
      url: `${emulator.urls.api}/v1/echo?projectId=p&chainId=eip155:1`,
      switch: { mode: 'ok', delayMs: 1500 },
    })
    // The data API applies its own switch: the emulator only hands it over.
    emulator.setSwitch('api', 'forbidden')
    expect(await (await fetch(`${emulator.urls.api}/v1/echo`)).json()).toMatchObject({
      switch: { mode: 'forbidden' },
    })
    expect((await fetch(`${emulator.urls.api}/v1/nope`)).status).toBe(404)
    expect(emulator.requests('api').map((r) => [r.path, r.status])).toEqual([
      ['/v1/echo', 200],
      ['/v1/echo', 200],
      ['/v1/nope', 404],
    ])
    await emulator.stop()
    expect(api.stop).toHaveBeenCalledOnce()
  })

  it('mounts the real data API by default', async () => {
    const emulator = await startServiceEmulator()
    const response = await fetch(`${emulator.urls.api}/v1/supported-chains?projectId=p`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/json/)
    await emulator.stop()
  })
})

describe('startServiceEmulator: services', () => {
  let emulator: StartServiceEmulatorReturnType
  const api = fakeDataApi()
  const wallets = (query: string) => fetch(`${emulator.urls.walletList}/getWallets?${query}`)
  const page = async (query: string) => (await (await wallets(query)).json()) as Page

  beforeAll(async () => {
    emulator = await startServiceEmulator({ dataApi: api.factory })
  })
  afterAll(() => emulator.stop())
  beforeEach(() => emulator.reset())

  it('answers CORS preflights with 204 and adds CORS headers to every answer', async () => {
    const preflight = await fetch(`${emulator.urls.analytics}/e?projectId=p`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-custom',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-custom/)
    for (const url of [
      `${emulator.urls.walletList}/getWallets`, // 400
      `${emulator.url}/nowhere`, // 404
      `${emulator.url}/_control/switches`,
    ])
      expect((await fetch(url)).headers.get('access-control-allow-origin')).toBe('*')
    expect(emulator.requests()).toHaveLength(1) // preflights are not logged
  })

  it('getWallets: walking every page yields every id exactly once, count matches', async () => {
    const seen: string[] = []
    let count = -1
    for (let n = 1; n <= 20; n++) {
      const result = await page(`projectId=p&st=gangway&sv=gangway-0.0.0&page=${n}&entries=37`)
      count = result.count
      if (result.data.length === 0) break
      seen.push(...result.data.map((w) => w.id))
    }
    expect(count).toBe(620)
    expect(seen).toHaveLength(620)
    expect(new Set(seen).size).toBe(620)
    expect(seen).toEqual(walletCatalogue().map((w) => w.id))
  })

  it('getWallets: real wire format, default page of 40, fixtures on the first page', async () => {
    const response = await wallets('projectId=p')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { count: number; data: Record<string, unknown>[] }
    expect(body.count).toBe(620)
    expect(body.data).toHaveLength(40)
    expect(Object.keys(body.data[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'image_id',
        'rdns',
        'chains',
        'mobile_link',
        'desktop_link',
        'webapp_link',
        'homepage',
        'order',
        'badge_type',
      ]),
    )
    const ids = body.data.map((w) => w.id)
    expect(ids).toEqual(expect.arrayContaining(Object.values(walletFixtureIds)))
    const xss = body.data.find((w) => w.id === walletFixtureIds.xssName)
    expect(xss?.name).toBe('<img src=x onerror=alert(1)>')
  })

  it('getWallets: search, include, exclude, chains and badge_type filter; count is after filters', async () => {
    const searched = await page(`projectId=p&search=${encodeURIComponent('  nimbus ')}&entries=100`)
    expect(searched.count).toBeGreaterThan(0)
    expect(searched.data.every((w) => /nimbus/i.test(w.name))).toBe(true)
    const include = [walletFixtureIds.remoteWallet, walletFixtureIds.metaMask].join(',')
    expect((await page(`projectId=p&include=${include}`)).data.map((w) => w.name)).toEqual([
      'MetaMask',
      'Gangway Remote Wallet',
    ])
    const excluded = await page(`projectId=p&exclude=${walletFixtureIds.metaMask}&entries=1`)
    expect(excluded).toMatchObject({ count: 619, data: [{ name: 'Trust Wallet' }] })
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const bySolana = await page(`projectId=p&chains=${solana}&entries=1000`)
    expect(bySolana.count).toBe(walletCatalogue().filter((w) => w.chains.includes(solana)).length)
    expect(bySolana.data.every((w) => w.chains.includes(solana))).toBe(true)
    const certified = await page('projectId=p&badge_type=certified&entries=1000')
    expect(certified.count).toBe(
      walletCatalogue().filter((w) => w.badge_type === 'certified').length,
    )
  })

  it('getWallets: 400 with a JSON error without projectId or with a bad page', async () => {
    const missing = await wallets('page=1&entries=40')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'bad_request', message: 'projectId is required' })
    expect((await wallets('projectId=p&page=0')).status).toBe(400)
    expect((await wallets('projectId=p&entries=abc')).status).toBe(400)
    expect(
      (await fetch(`${emulator.urls.walletList}/getWallets?projectId=p`, { method: 'POST' }))
        .status,
    ).toBe(405)
  })

  it('logs each request with the exact query the client sent', async () => {
    await wallets('projectId=p1&st=gangway&sv=gangway-0.0.0&page=2&entries=20&search=aurora')
    await fetch(`${emulator.urls.walletList}/getAnalyticsConfig?projectId=p1&st=gangway&sv=x`)
    const log = emulator.requests('walletList')
    expect(log.map(({ method, path, query, status }) => ({ method, path, query, status }))).toEqual(
      [
        {
          method: 'GET',
          path: '/getWallets',
          query: {
            projectId: 'p1',
            st: 'gangway',
            sv: 'gangway-0.0.0',
            page: '2',
            entries: '20',
            search: 'aurora',
          },
          status: 200,
        },
        {
          method: 'GET',
          path: '/getAnalyticsConfig',
          query: { projectId: 'p1', st: 'gangway', sv: 'x' },
          status: 200,
        },
      ],
    )
    expect(Date.parse(log[0]!.receivedAt)).toBeGreaterThan(Date.now() - 10_000)
    expect(emulator.requests('analytics')).toEqual([])
    // Same log over HTTP.
    const overHttp = await fetch(`${emulator.url}/_control/requests?service=walletList`)
    expect(await overHttp.json()).toEqual(log)
    expect((await fetch(`${emulator.url}/_control/requests?service=nope`)).status).toBe(400)
    await fetch(`${emulator.url}/_control/requests?service=walletList`, { method: 'DELETE' })
    expect(emulator.requests('walletList')).toEqual([])
  })

  it('getAnalyticsConfig: enabled by default, switchable by the control API', async () => {
    const config = () =>
      fetch(`${emulator.urls.walletList}/getAnalyticsConfig?projectId=p`).then((r) => r.json())
    expect(await config()).toEqual({ isAnalyticsEnabled: true })
    const off = await fetch(`${emulator.url}/_control/analyticsConfig`, {
      method: 'POST',
      body: JSON.stringify({ isAnalyticsEnabled: false }),
    })
    expect(off.status).toBe(200)
    expect(await config()).toEqual({ isAnalyticsEnabled: false })
    emulator.reset()
    expect(await config()).toEqual({ isAnalyticsEnabled: true })
    emulator.setAnalyticsEnabled(false)
    expect(await config()).toEqual({ isAnalyticsEnabled: false })
  })

  it('serves a real 64×64 PNG per wallet, cached, distinct across wallets', async () => {
    const pngWallets = walletCatalogue().filter(
      (w) => w.image_id !== null && walletImageType(w.image_id) === 'png',
    )
    const image = (id: string) =>
      fetch(`${emulator.urls.walletList}/getWalletImage/${id}?projectId=p`)
    const response = await image(pngWallets[0]!.image_id!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
    expect(decodePng(bytes)).toMatchObject({ width: 64, height: 64, bitDepth: 8, colorType: 6 })
    const again = new Uint8Array(await (await image(pngWallets[0]!.image_id!)).arrayBuffer())
    expect(again).toEqual(bytes)
    const other = new Uint8Array(await (await image(pngWallets[1]!.image_id!)).arrayBuffer())
    expect(Buffer.from(other).equals(Buffer.from(bytes))).toBe(false)
    expect((await image('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await image(walletFixtureIds.metaMask)).status).toBe(404) // an id, not an image_id
  })

  it('serves SVG for some wallets, with hostile names escaped', async () => {
    const svgWallet = walletCatalogue().find(
      (w) => w.image_id !== null && walletImageType(w.image_id) === 'svg',
    )!
    const response = await fetch(`${emulator.urls.walletList}/getWalletImage/${svgWallet.image_id}`)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toMatch(/max-age/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
    expect(svg).toContain(`>${svgWallet.name[0]!.toUpperCase()}</text>`)
  })

  it('serves asset, currency and token images; unknown ids are 404', async () => {
    const get = (path: string) => fetch(`${emulator.urls.walletList}/public/${path}?projectId=p`)
    const asset = await get('getAssetImage/ethereum')
    expect(asset.headers.get('content-type')).toBe('image/png')
    expect(decodePng(new Uint8Array(await asset.arrayBuffer())).width).toBe(64)
    const currency = await get('getCurrencyImage/usd')
    expect(currency.headers.get('content-type')).toBe('image/svg+xml')
    expect(await currency.text()).toContain('>U</text>')
    const token = await get('getTokenImage/TUSD')
    expect(token.headers.get('content-type')).toBe('image/png')
    expect(token.headers.get('cache-control')).toMatch(/max-age/)
    for (const path of ['getAssetImage/atlantis', 'getCurrencyImage/XXX', 'getTokenImage/NOPE'])
      expect((await get(path)).status).toBe(404)
  })

  it('switch forbidden → 403 and unavailable → 503 for every path of the service only', async () => {
    emulator.setSwitch('walletList', 'forbidden')
    expect((await wallets('projectId=p')).status).toBe(403)
    expect((await fetch(`${emulator.urls.walletList}/public/getTokenImage/ETH`)).status).toBe(403)
    const post = () =>
      fetch(`${emulator.urls.analytics}/e?projectId=p`, { method: 'POST', body: '{}' })
    expect((await post()).status).toBe(200)
    emulator.setSwitch('walletList', 'unavailable')
    const unavailable = await wallets('projectId=p')
    expect(unavailable.status).toBe(503)
    expect(await unavailable.json()).toMatchObject({ error: 'unavailable' })
    const overHttp = await fetch(`${emulator.url}/_control/switch`, {
      method: 'POST',
      body: JSON.stringify({ service: 'walletList', mode: 'ok' }),
    })
    expect(await overHttp.json()).toEqual({ service: 'walletList', mode: 'ok', delayMs: 1500 })
    expect((await wallets('projectId=p')).status).toBe(200)
    expect(emulator.requests('walletList').map((r) => r.status)).toEqual([403, 403, 503, 200])
  })

  it('switch slow answers after delayMs', async () => {
    await fetch(`${emulator.url}/_control/switch`, {
      method: 'POST',
      body: JSON.stringify({ service: 'walletList', mode: 'slow', delayMs: 400 }),
    })
    const started = performance.now()
    const response = await wallets('projectId=p&entries=1')
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
    expect(response.status).toBe(200)
    expect((await response.json()).data).toHaveLength(1)
    emulator.setSwitch('walletList', 'ok')
    const fast = performance.now()
    await wallets('projectId=p&entries=1')
    expect(performance.now() - fast).toBeLessThan(300)
  })

  it('switch malformed mixes broken entries into getWallets and breaks the other answers', async () => {
    emulator.setSwitch('walletList', 'malformed')
    const body = (await (await wallets('projectId=p&entries=10')).json()) as {
      count: number
      data: unknown[]
    }
    expect(body.count).toBe(620)
    const valid = walletCatalogue().slice(0, 10)
    expect(
      body.data.filter((entry) => valid.some((w) => JSON.stringify(w) === JSON.stringify(entry))),
    ).toHaveLength(10)
    expect(body.data.length).toBeGreaterThan(10)
    expect(body.data).toContain(null)
    expect(body.data.some((e) => typeof e === 'object' && e !== null && !('id' in e))).toBe(true)
    expect(body.data.some((e) => typeof (e as { name?: unknown })?.name === 'number')).toBe(true)
    expect(
      body.data.some((e) =>
        String((e as { mobile_link?: unknown })?.mobile_link).startsWith('javascript:'),
      ),
    ).toBe(true)
    const config = await fetch(`${emulator.urls.walletList}/getAnalyticsConfig?projectId=p`)
    expect(await config.json()).toEqual({ isAnalyticsEnabled: 'yes' })
    const image = await fetch(`${emulator.urls.walletList}/public/getTokenImage/ETH`)
    const bytes = new Uint8Array(await image.arrayBuffer())
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(() => decodePng(bytes)).toThrow(/signature/)
  })

  it('control switch rejects unknown services, modes and delays', async () => {
    const set = (body: unknown) =>
      fetch(`${emulator.url}/_control/switch`, { method: 'POST', body: JSON.stringify(body) })
    expect((await set({ service: 'nope', mode: 'ok' })).status).toBe(400)
    expect((await set({ service: 'api', mode: 'broken' })).status).toBe(400)
    expect((await set({ service: 'api', mode: 'slow', delayMs: -1 })).status).toBe(400)
    expect(
      (await fetch(`${emulator.url}/_control/switch`, { method: 'POST', body: 'x' })).status,
    ).toBe(400)
    expect(() => emulator.setSwitch('nope' as never, 'ok')).toThrow(/Unknown service/)
    expect((await fetch(`${emulator.url}/_control/nothing`)).status).toBe(404)
  })

  it('analytics: records every accepted event with query, parsed body and receivedAt', async () => {
    const event = {
      eventId: '3b5c1a2e-0000-4000-8000-000000000001',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    }
    const response = await fetch(
      `${emulator.urls.analytics}/e?projectId=p&st=gangway&sv=gangway-0.0.0`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(event),
      },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    const [recorded, ...rest] = emulator.analyticsEvents()
    expect(rest).toEqual([])
    expect(recorded).toEqual({
      path: '/e',
      query: { projectId: 'p', st: 'gangway', sv: 'gangway-0.0.0' },
      body: event,
      receivedAt: expect.any(String),
    })
    const overHttp = await (await fetch(`${emulator.url}/_control/analytics/events`)).json()
    expect(overHttp).toEqual([recorded])
    await fetch(`${emulator.url}/_control/analytics/events`, { method: 'DELETE' })
    expect(emulator.analyticsEvents()).toEqual([])
  })

  it('analytics: POST /batch records each event of the array, with the batch query', async () => {
    const event = (n: number) => ({
      eventId: `3b5c1a2e-0000-4000-8000-00000000000${n}`,
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000 + n,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    const batch = (body: string) =>
      fetch(`${emulator.urls.analytics}/batch?projectId=p&st=gangway&sv=gangway-0.0.0`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body,
      })
    expect((await batch(JSON.stringify([event(1), event(2)]))).status).toBe(200)
    expect(emulator.analyticsEvents()).toEqual(
      [event(1), event(2)].map((body) => ({
        path: '/batch',
        query: { projectId: 'p', st: 'gangway', sv: 'gangway-0.0.0' },
        body,
        receivedAt: expect.any(String),
      })),
    )
    // One event alone, or an array with a non-event: 400, nothing more recorded.
    expect((await batch(JSON.stringify(event(3)))).status).toBe(400)
    expect((await batch(JSON.stringify([event(4), 5]))).status).toBe(400)
    expect(emulator.analyticsEvents()).toHaveLength(2)
  })

  it('analytics: bad JSON or no projectId → 400, GET → 405, forbidden → 403; none recorded', async () => {
    const post = (body: string, query = 'projectId=p') =>
      fetch(`${emulator.urls.analytics}/e?${query}`, { method: 'POST', body })
    const bad = await post('{not json')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'bad_request' })
    expect((await post('[1,2]')).status).toBe(400)
    expect((await post('{}', 'st=gangway')).status).toBe(400)
    expect((await fetch(`${emulator.urls.analytics}/e?projectId=p`)).status).toBe(405)
    emulator.setSwitch('analytics', 'forbidden')
    const forbidden = await post('{"eventId":"x"}')
    expect(forbidden.status).toBe(403)
    expect(emulator.analyticsEvents()).toEqual([])
    expect(emulator.requests('analytics').map((r) => r.status)).toEqual([400, 400, 400, 405, 403])
  })

  it('reset over HTTP restores switches and empties events and the log', async () => {
    emulator.setSwitch('analytics', 'unavailable')
    await fetch(`${emulator.urls.analytics}/e?projectId=p`, { method: 'POST', body: '{}' })
    const reset = await fetch(`${emulator.url}/_control/reset`, { method: 'POST' })
    expect(reset.status).toBe(200)
    expect(emulator.requests()).toEqual([])
    const switches = await (await fetch(`${emulator.url}/_control/switches`)).json()
    expect(switches).toEqual({
      walletList: { mode: 'ok', delayMs: 1500 },
      analytics: { mode: 'ok', delayMs: 1500 },
      api: { mode: 'ok', delayMs: 1500 },
      analyticsConfig: { isAnalyticsEnabled: true },
    })
  })

  it('answers 404 outside the mounts and does not match a mount by prefix', async () => {
    expect((await fetch(`${emulator.url}/walletsX/getWallets?projectId=p`)).status).toBe(404)
    expect((await fetch(`${emulator.urls.walletList}/getWalletz?projectId=p`)).status).toBe(404)
    expect((await fetch(`${emulator.urls.analytics}/x`, { method: 'POST' })).status).toBe(404)
  })

  it('answers HEAD like GET without a body', async () => {
    const head = await fetch(`${emulator.urls.walletList}/getWallets?projectId=p`, {
      method: 'HEAD',
    })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toMatch(/json/)
    expect(await head.text()).toBe('')
  })
})
