import { setMaxListeners } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../connection/connect.js'
import { ANALYTICS_BATCH_MS } from '../constants/constants.js'
import { EngineDestroyedError } from '../errors/catalogue.js'
import { close } from '../modal/close.js'
import { open } from '../modal/open.js'
import { shake } from '../modal/shake.js'
import { startAnalytics } from '../services/analytics/startAnalytics.js'
import { fetchIdentity } from '../services/dataApi/fetchIdentity.js'
import { getServiceClients } from '../services/getServiceClients.js'
import { acquireImage } from '../services/images/acquireImage.js'
import { prefetchImages } from '../services/images/prefetchImages.js'
import { showToast } from '../toasts/showToast.js'
import type { WalletConnectClient, WalletConnectDescriptor } from '../types.js'
import { loadWalletConnect } from '../walletconnect/loadWalletConnect.js'
import { fakeAdapter, flush, makeEngine } from './_test/fixtures.js'
import { destroy } from './destroy.js'
import { engineMemo, engineTimeout, isDestroyed, onDestroy, onStop } from './resources.js'
import { start } from './start.js'
import { stop } from './stop.js'
import type { Engine } from './types.js'

/*
 * Everything an engine starts stops with it: 50 engines, each with an adapter that listens on
 * the page and polls, analytics on, images held as blob URLs, a (fake) WalletConnect client
 * with a pairing-refresh timer, toasts, a shake and a request that never answers. After
 * destroy: no timer, no listener, no blob URL and no request left.
 */

/** Object URLs alive (created and not revoked). */
const blobUrls = new Set<string>()
/** Requests whose fetch has not settled. */
const inFlight = new Set<string>()
let urlCount = 0

/** Listeners on the "page" the fake adapters and client listen on, counted. */
const page = new EventTarget()
setMaxListeners(200, page)
let listeners = 0

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

/** A fake of every hosted service; `/never` and identity requests answer only when aborted. */
const fakeFetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input))
  if (init?.signal?.aborted) throw init.signal.reason
  if (url.pathname.includes('/getWalletImage/'))
    return new Response(new Blob([new Uint8Array([1])], { type: 'image/png' }))
  if (url.pathname.endsWith('/getAnalyticsConfig')) return json({ isAnalyticsEnabled: true })
  if (url.pathname.endsWith('/batch')) return new Response(null, { status: 204 })
  // Anything else hangs until it is aborted (the engine's signal must reach it).
  const key = `${url.pathname}#${Math.random()}`
  inFlight.add(key)
  return new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => {
      inFlight.delete(key)
      reject(init.signal?.reason ?? new Error('aborted'))
    })
  })
})

/** A WalletConnect descriptor whose client keeps a pairing-refresh timer and a page listener. */
const fakeWalletConnect: WalletConnectDescriptor = {
  id: 'walletConnect',
  load: async () => ({
    createClient(engine: unknown): WalletConnectClient {
      const e = engine as Engine
      const onOnline = () => {}
      page.addEventListener('online', onOnline)
      const refresh = setInterval(() => {}, 60_000)
      onStop(e, () => {
        clearInterval(refresh)
        page.removeEventListener('online', onOnline)
      })
      return {} as WalletConnectClient
    },
  }),
}

/** A fake adapter that also listens on the page and polls, like the EVM adapter's discovery. */
function pageAdapter() {
  const fake = fakeAdapter()
  const setup = fake.instance.setup.getMockImplementation()!
  fake.instance.setup.mockImplementation((ctx) => {
    const cleanup = setup(ctx)
    const onAnnounce = () => {}
    page.addEventListener('announce', onAnnounce)
    const poll = setInterval(() => {}, 500)
    return () => {
      cleanup()
      clearInterval(poll)
      page.removeEventListener('announce', onAnnounce)
    }
  })
  return fake
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  vi.stubGlobal('fetch', fakeFetch)
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${++urlCount}`
    blobUrls.add(url)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    blobUrls.delete(url)
  })
  const add = page.addEventListener.bind(page)
  const remove = page.removeEventListener.bind(page)
  vi.spyOn(page, 'addEventListener').mockImplementation((...args) => {
    listeners++
    add(...args)
  })
  vi.spyOn(page, 'removeEventListener').mockImplementation((...args) => {
    listeners--
    remove(...args)
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  blobUrls.clear()
  inFlight.clear()
  listeners = 0
})

/** An engine using everything that holds a resource. */
async function busyEngine(): Promise<Engine> {
  const fake = pageAdapter()
  const engine = makeEngine({
    adapters: [fake.adapter],
    analytics: true,
    walletConnect: fakeWalletConnect,
    logLevel: 'silent',
  })
  const running = start(engine)
  await running.ready
  startAnalytics(engine)
  open(engine)
  await loadWalletConnect(engine)
  const held = acquireImage(engine, { kind: 'wallet', id: 'held' })
  acquireImage(engine, { kind: 'wallet', id: 'released' }).release()
  prefetchImages(engine, [{ kind: 'wallet', id: 'prefetched' }])
  await held.url
  // A request that never answers, a toast, a shake, a timer of the engine's own.
  fetchIdentity(engine, { address: '0x1111111111111111111111111111111111111111' }).catch(() => {})
  showToast(engine, { variant: 'success', message: 'Hello' })
  shake(engine)
  engineTimeout(engine, () => {}, 10_000)
  await flush()
  await vi.advanceTimersByTimeAsync(1)
  await flush()
  return engine
}

describe('destroy', () => {
  it('50 engines: no timer, listener, blob URL or request left after destroy', async () => {
    const engines: Engine[] = []
    for (let i = 0; i < 50; i++) engines.push(await busyEngine())

    // Everything is running: the test would prove nothing otherwise.
    expect(vi.getTimerCount()).toBeGreaterThanOrEqual(50 * 4)
    expect(listeners).toBe(50 * 2)
    expect(blobUrls.size).toBeGreaterThanOrEqual(50 * 2)
    expect(inFlight.size).toBe(50)
    // Analytics batches go after ANALYTICS_BATCH_MS; the next events wait in a new batch.
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS)
    const analytics = fakeFetch.mock.calls.filter(([url]) => String(url).includes('/batch?'))
    expect(analytics.length).toBeGreaterThanOrEqual(50)
    // A batch still gathering when the engine goes: its timer must go too.
    for (const engine of engines) close(engine)
    expect(vi.getTimerCount()).toBeGreaterThanOrEqual(50)

    for (const engine of engines) destroy(engine)
    await flush()

    expect(vi.getTimerCount()).toBe(0)
    expect(listeners).toBe(0)
    expect(blobUrls.size).toBe(0)
    expect(inFlight.size).toBe(0)
    for (const engine of engines) {
      expect(isDestroyed(engine)).toBe(true)
      expect(engine._internal.resources.memo.size).toBe(0)
      expect(engine._internal.resources.stop.size).toBe(0)
      expect(engine._internal.resources.destroy.size).toBe(0)
      expect(engine._internal.eventListeners.size).toBe(0)
    }
  })

  it('an image loading when the engine is destroyed never gets a URL', async () => {
    const engine = makeEngine({ logLevel: 'silent' })
    const image = acquireImage(engine, { kind: 'wallet', id: 'late' })
    destroy(engine)
    await expect(image.url).rejects.toThrow()

    image.release() // a view unmounting afterwards: harmless
    await flush()
    expect(blobUrls.size).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('later actions that start work throw EngineDestroyedError; teardown calls are no-ops', async () => {
    const engine = await busyEngine()
    destroy(engine)
    expect(() => start(engine)).toThrow(EngineDestroyedError)
    expect(() => open(engine)).toThrow(EngineDestroyedError)
    expect(() => getServiceClients(engine)).toThrow(EngineDestroyedError)
    expect(() => acquireImage(engine, { kind: 'wallet', id: 'x' })).toThrow(EngineDestroyedError)
    expect(() => engineMemo(engine, 'test', () => 1)).toThrow(EngineDestroyedError)
    await expect(connect(engine, { connectorId: 'io.metamask' })).rejects.toThrow(
      EngineDestroyedError,
    )
    await expect(loadWalletConnect(engine)).rejects.toThrow(EngineDestroyedError)
    expect(new EngineDestroyedError().shortMessage).toBe('The Gangway engine was destroyed')
    // No-ops
    stop(engine)
    destroy(engine)
    close(engine)
    const cleanup = vi.fn()
    onDestroy(engine, cleanup)
    expect(cleanup).toHaveBeenCalledOnce()
    expect(engineTimeout(engine, () => {}, 10)).toBeTypeOf('function')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('stop', () => {
  it('is restartable: the run ends, caches and clients stay, start sets up again', async () => {
    const fake = pageAdapter()
    const engine = makeEngine({ adapters: [fake.adapter], logLevel: 'silent' })
    start(engine)
    const clients = getServiceClients(engine)
    const image = acquireImage(engine, { kind: 'wallet', id: 'kept' })
    await image.url
    const runCleanup = vi.fn()
    onStop(engine, runCleanup)
    expect(listeners).toBe(1)
    stop(engine)
    expect(runCleanup).toHaveBeenCalledOnce()
    expect(listeners).toBe(0)
    expect(blobUrls.size).toBe(1) // images outlive a stop (the modal may still show them)
    expect(getServiceClients(engine)).toBe(clients)
    start(engine)
    expect(fake.instance.setup).toHaveBeenCalledTimes(2)
    expect(listeners).toBe(1)
    destroy(engine)
    expect(listeners).toBe(0)
    expect(blobUrls.size).toBe(0)
  })

  it('a failing cleanup is logged and does not stop the others', () => {
    const engine = makeEngine({ logLevel: 'silent' })
    const error = vi.spyOn(engine.logger, 'error')
    const after = vi.fn()
    start(engine)
    onStop(engine, after)
    onStop(engine, () => {
      throw new Error('boom')
    })
    stop(engine)
    expect(after).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledWith('Cleanup failed', expect.any(Error))
  })
})
