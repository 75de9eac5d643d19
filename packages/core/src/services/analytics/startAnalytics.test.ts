import { afterEach, describe, expect, it, vi } from 'vitest'
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

function start(config: Parameters<typeof service.engine>[0] = {}) {
  const engine = service.engine({ projectId: 'analytics-test', logLevel: 'silent', ...config })
  stops.push(startAnalytics(engine))
  return engine
}
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

  it("POSTs /e with the spec's query and body: eventId, url, domain, timestamp, props with the address", async () => {
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
  // issue 20: the full href (query, #fragment with tokens) went out, and the address was the one
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
