import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_BATCH_MAX_BYTES, ANALYTICS_BATCH_MS } from '../../constants/constants.js'
import { ADDRESS } from '../../engine/_test/fixtures.js'
import type { Engine } from '../../engine/types.js'
import { ALERTS } from '../../errors/messages.js'
import { emitEvent } from '../../events/emitEvent.js'
import { useEmulator } from '../walletList/_emulator.js'
import { startAnalytics } from './startAnalytics.js'

const service = useEmulator()
const stops: (() => void)[] = []

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

// Batches gather for 10 ms here (2 s by default: see the batching test).
function start(config: Parameters<typeof service.engine>[0] = {}) {
  const engine = service.engine({ projectId: 'analytics-test', logLevel: 'silent', ...config })
  stops.push(startAnalytics(engine, { batchMs: 10 }))
  return engine
}
const batches = () => service.emulator.requests('analytics').filter((r) => r.path === '/batch')
const openModal = (engine: Engine) => engine.$modal.setKey('open', true)
const sent = () => service.emulator.analyticsEvents()
const bodies = () => sent().map((e) => e.body as { props: { event: string } })
const configRequests = () =>
  service.emulator.requests('walletList').filter((r) => r.path === '/getAnalyticsConfig')

describe('startAnalytics', () => {
  it('sends nothing, not even the config request, before the modal is first opened', async () => {
    const engine = start()
    emitEvent(engine, 'CONNECT_SUCCESS', { method: 'browser' })
    await new Promise((r) => setTimeout(r, 100))
    expect(service.emulator.requests()).toEqual([])
    openModal(engine)
    emitEvent(engine, 'MODAL_OPEN', { connected: false })
    await vi.waitFor(() => expect(sent()).toHaveLength(2))
    expect(bodies().map((b) => b.props.event)).toEqual(['CONNECT_SUCCESS', 'MODAL_OPEN'])
    expect(configRequests()).toHaveLength(1)
  })

  it("POSTs /batch with the spec's query and each event's body: eventId, url, domain, timestamp, props with the address", async () => {
    const engine = start({ sdkVersion: '1.2.3' })
    openModal(engine)
    engine.$accounts.setKey('eip155', {
      ...(engine.$account.get() ?? ({} as never)),
      address: ADDRESS,
      status: 'connected',
    })
    engine.$activeNamespace.set('eip155')
    const event = emitEvent(engine, 'SWITCH_NETWORK', { network: 'eip155:8453' })
    await vi.waitFor(() => expect(sent()).toHaveLength(1))
    const [record] = sent()
    expect(record!.path).toBe('/batch')
    expect(record!.query).toEqual({
      projectId: 'analytics-test',
      st: engine.config.sdkType,
      sv: '1.2.3',
    })
    expect(record!.body).toEqual({
      eventId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      url: '',
      domain: '',
      timestamp: event.timestamp,
      props: { event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' }, address: ADDRESS },
    })
  })

  // Spec §7 "body eventId, url, domain, timestamp, props (event data plus wallet address)";
  // Found in review: the full href (query, #fragment with tokens) went out, and the address was the one
  // at send time (a queued event got the address of a later connection).
  it('sends origin + path only (no query, no fragment) and the address as it was at emit', async () => {
    vi.stubGlobal('location', new URL('https://app.example/swap/x?token=secret&ref=1#access=abc'))
    try {
      const engine = start()
      const connectAs = (address: string | undefined) =>
        engine.$accounts.setKey('eip155', {
          ...(engine.$account.get() ?? ({} as never)),
          address,
          status: address ? 'connected' : 'disconnected',
        })
      engine.$activeNamespace.set('eip155')
      connectAs(undefined)
      emitEvent(engine, 'MODAL_OPEN', { connected: false })
      connectAs(ADDRESS)
      openModal(engine)
      await vi.waitFor(() => expect(sent()).toHaveLength(1))
      expect(sent()[0]!.body).toMatchObject({
        url: 'https://app.example/swap/x',
        domain: 'app.example',
        props: { event: 'MODAL_OPEN' },
      })
      // Not connected when it happened: no address, though one is connected when it is sent.
      expect((sent()[0]!.body as { props: { address?: string } }).props.address).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('gathers the events of ANALYTICS_BATCH_MS into one text/plain POST /batch (no CORS preflight)', async () => {
    const engine = service.engine({ projectId: 'analytics-test', logLevel: 'silent' })
    stops.push(startAnalytics(engine))
    openModal(engine)
    await vi.waitFor(() => expect(configRequests()).toHaveLength(1))
    const startedAt = Date.now()
    emitEvent(engine, 'MODAL_OPEN', { connected: false })
    emitEvent(engine, 'SELECT_WALLET', { name: 'MetaMask', platform: 'browser' })
    emitEvent(engine, 'MODAL_CLOSE', { connected: false })
    await vi.waitFor(() => expect(sent()).toHaveLength(3), { timeout: ANALYTICS_BATCH_MS + 2000 })
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(ANALYTICS_BATCH_MS - 50)
    expect(bodies().map((b) => b.props.event)).toEqual([
      'MODAL_OPEN',
      'SELECT_WALLET',
      'MODAL_CLOSE',
    ])
    // One request, labelled as the browser sends a simple request: no OPTIONS before it.
    const [request, ...more] = batches()
    expect(more).toEqual([])
    expect(request!.method).toBe('POST')
    expect(service.emulator.requests('analytics').map((r) => r.method)).toEqual(['POST'])
  })

  it('sends a batch early once it would pass ANALYTICS_BATCH_MAX_BYTES', async () => {
    const engine = service.engine({ projectId: 'analytics-test', logLevel: 'silent' })
    stops.push(startAnalytics(engine, { batchMs: 60_000 }))
    openModal(engine)
    await vi.waitFor(() => expect(configRequests()).toHaveLength(1))
    const big = 'x'.repeat(Math.ceil(ANALYTICS_BATCH_MAX_BYTES / 3))
    for (let i = 0; i < 4; i++)
      emitEvent(engine, 'SELECT_WALLET', { name: `${i}${big}`, platform: 'browser' })
    // Two events fit in a batch; the third would pass the limit, so the first two go at once
    // (a beacon refuses bodies over 64 KiB); the last two wait for the batch time.
    await vi.waitFor(() => expect(sent()).toHaveLength(2))
    expect(batches()).toHaveLength(1)
    expect(
      bodies().map(
        (b) => (b.props as unknown as { properties: { name: string } }).properties.name[0],
      ),
    ).toEqual(['0', '1'])
    await new Promise((r) => setTimeout(r, 100))
    expect(sent()).toHaveLength(2)
  })

  it('hands what it gathered to sendBeacon when the page is hidden', async () => {
    const sendBeacon = vi.fn(() => true)
    const listeners: Record<string, () => void> = {}
    vi.stubGlobal('navigator', { sendBeacon })
    vi.stubGlobal('document', {
      visibilityState: 'visible',
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn
      },
      removeEventListener: () => {},
    })
    try {
      const engine = service.engine({ projectId: 'analytics-test', logLevel: 'silent' })
      stops.push(startAnalytics(engine, { batchMs: 60_000 }))
      openModal(engine)
      await vi.waitFor(() => expect(configRequests()).toHaveLength(1))
      emitEvent(engine, 'MODAL_CLOSE', { connected: false })
      ;(globalThis.document as { visibilityState: string }).visibilityState = 'hidden'
      listeners.visibilitychange!()
      expect(sendBeacon).toHaveBeenCalledTimes(1)
      const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string]
      expect(new URL(url).pathname).toBe('/pulse/batch')
      expect(new URL(url).searchParams.get('projectId')).toBe('analytics-test')
      expect(JSON.parse(body).map((e: { props: { event: string } }) => e.props.event)).toEqual([
        'MODAL_CLOSE',
      ])
      expect(batches()).toEqual([])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('skips MODAL_CREATED', async () => {
    const engine = start()
    openModal(engine)
    emitEvent(engine, 'MODAL_CREATED')
    emitEvent(engine, 'MODAL_CLOSE')
    await vi.waitFor(() => expect(sent()).toHaveLength(1))
    expect(bodies()[0]!.props.event).toBe('MODAL_CLOSE')
  })

  it('sends nothing when analytics is off in the config', async () => {
    const engine = start({ analytics: false })
    openModal(engine)
    emitEvent(engine, 'MODAL_OPEN')
    await new Promise((r) => setTimeout(r, 100))
    expect(service.emulator.requests()).toEqual([])
  })

  it("sends nothing when the service's analytics config says disabled", async () => {
    service.emulator.setAnalyticsEnabled(false)
    const engine = start()
    openModal(engine)
    emitEvent(engine, 'MODAL_OPEN')
    await vi.waitFor(() => expect(configRequests()).toHaveLength(1))
    emitEvent(engine, 'MODAL_CLOSE')
    await new Promise((r) => setTimeout(r, 100))
    expect(sent()).toEqual([])
  })

  it("shows the 'Invalid App Configuration' alert on HTTP 403, once per engine", async () => {
    service.emulator.setSwitch('analytics', 'forbidden')
    const first = start()
    // A second analytics run on the same engine (a host calling it twice) shows nothing more.
    stops.push(startAnalytics(first))
    const other = start()
    for (const engine of [first, other]) {
      openModal(engine)
      emitEvent(engine, 'MODAL_OPEN')
      emitEvent(engine, 'MODAL_CLOSE')
    }
    await vi.waitFor(() => expect(first.$toasts.get()).toHaveLength(1))
    expect(first.$toasts.get()[0]).toMatchObject({
      variant: 'error',
      message: ALERTS.invalidAppConfiguration.title,
      description: ALERTS.invalidAppConfiguration.description,
    })
    expect(ALERTS.invalidAppConfiguration.title).toBe('Invalid App Configuration')
    await new Promise((r) => setTimeout(r, 100))
    expect(first.$toasts.get()).toHaveLength(1)
    expect(first._internal.toastQueue).toEqual([])
    // Each modal has its own toasts: another engine shows its own alert (no page-wide flag).
    expect(other.$toasts.get()).toHaveLength(1)
    // After a 403 the engine stops sending.
    const before = service.emulator.requests('analytics').length
    emitEvent(first, 'MODAL_OPEN')
    await new Promise((r) => setTimeout(r, 50))
    expect(service.emulator.requests('analytics').length).toBe(before)
  })

  it('logs a 503 as ServiceUnavailableError and keeps sending', async () => {
    service.emulator.setSwitch('analytics', 'unavailable')
    const engine = start()
    const warn = vi.spyOn(engine.logger, 'warn')
    openModal(engine)
    emitEvent(engine, 'MODAL_OPEN')
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(warn.mock.calls[0]![0]).toContain('ServiceUnavailableError')
    expect(engine.$toasts.get()).toEqual([])
    service.emulator.setSwitch('analytics', 'ok')
    emitEvent(engine, 'MODAL_CLOSE')
    await vi.waitFor(() => expect(sent()).toHaveLength(1))
  })

  it('stops sending after the returned stop', async () => {
    const engine = service.engine({ logLevel: 'silent' })
    const stop = startAnalytics(engine)
    openModal(engine)
    await vi.waitFor(() => expect(configRequests()).toHaveLength(1))
    stop()
    emitEvent(engine, 'MODAL_OPEN')
    await new Promise((r) => setTimeout(r, 100))
    expect(sent()).toEqual([])
  })
})
