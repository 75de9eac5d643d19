import type { Engine } from '../../engine/types.js'
import { InvalidResponseError } from '../../errors/catalogue.js'
import { getServiceClients } from '../getServiceClients.js'

/*
 * Object URLs of service images, per engine, with reference counting. Internal: the public face
 * is acquireImage, prefetchImages and releaseIdleImages.
 */

/** An image of the wallet-list service (spec §7). */
export type ServiceImage = { kind: 'wallet' | 'asset' | 'currency' | 'token'; id: string }

type Entry = {
  /** Resolves the object URL; rejects when the image cannot be loaded. */
  promise: Promise<string>
  url?: string
  refs: number
}

/** Unused images kept before the oldest is released (a scrolled-away tile may come back). */
export const IDLE_IMAGES_MAX = 120

const PATHS: Record<ServiceImage['kind'], string> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
}

const caches = new WeakMap<Engine, Map<string, Entry>>()

function cacheOf(engine: Engine): Map<string, Entry> {
  let cache = caches.get(engine)
  if (!cache) {
    cache = new Map()
    caches.set(engine, cache)
  }
  return cache
}

/** Whether this environment can make object URLs (browsers; Node 18+). */
export const canCreateObjectUrls = () =>
  typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function'

/** An image's cache entry without starting a fetch: undefined when not loaded nor loading. */
export function peekEntry(
  engine: Engine,
  image: ServiceImage,
): { loaded: string | undefined } | undefined {
  const entry = caches.get(engine)?.get(`${image.kind}:${image.id}`)
  return entry && { loaded: entry.url }
}

/** Deferred loads waiting for the next paint, started a few per task. */
const queued: Array<() => void> = []
/** Fetches started per task: each costs a few ms of main thread, so no long task after a paint. */
const STARTS_PER_TASK = 4

const pump = () =>
  setTimeout(() => {
    for (const start of queued.splice(0, STARTS_PER_TASK)) start()
    if (queued.length) pump()
  }, 0)

/**
 * Resolves once the next frame is out (a task after `requestAnimationFrame`, or a task where
 * there are no frames), a few loads per task: prefetches start once the list that asked for
 * them has painted, without a long task right after that paint.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    queued.push(resolve)
    if (queued.length > 1) return
    if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined')
      requestAnimationFrame(pump)
    else pump()
  })

/**
 * The cache entry of an image, created (and its fetch started) when missing. `deferred`: the
 * fetch starts after the next paint (prefetches), though the entry is there at once.
 */
export function loadEntry(engine: Engine, image: ServiceImage, deferred = false): Entry {
  const cache = cacheOf(engine)
  const key = `${image.kind}:${image.id}`
  const entry = cache.get(key)
  if (entry) {
    // Most recently used last: eviction takes the oldest first.
    cache.delete(key)
    cache.set(key, entry)
    return entry
  }
  const path = `${PATHS[image.kind]}${encodeURIComponent(image.id)}`
  const fetchBlob = () => getServiceClients(engine).walletList.getBlob(path)
  const created: Entry = {
    refs: 0,
    promise: (deferred ? afterPaint().then(fetchBlob) : fetchBlob())
      .then((blob) => {
        if (!blob.type.startsWith('image/'))
          throw new InvalidResponseError(path, { details: `content type ${blob.type || 'none'}` })
        const url = URL.createObjectURL(blob)
        // Evicted while loading: nobody can release it later.
        if (cache.get(key) !== created) URL.revokeObjectURL(url)
        else created.url = url
        return url
      })
      .catch((error: unknown) => {
        // Failed images are not cached: a later tile tries again.
        if (cache.get(key) === created) cache.delete(key)
        throw error
      }),
  }
  // A holder may let go before the load settles: a failure nobody awaits is not unhandled.
  created.promise.catch(() => {})
  cache.set(key, created)
  scheduleEvict(engine)
  return created
}

const evictTimers = new WeakMap<Engine, { at: number; timer: ReturnType<typeof setTimeout> }>()

/** How long after the last change unused images are released (one batch, off busy frames). */
export const EVICT_DELAY_MS = 1000

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/**
 * Releases the oldest unused images beyond IDLE_IMAGES_MAX soon, in one batch. Called on every
 * hold and release (tiles mounting while a list scrolls): it only moves a deadline; one timer
 * per engine checks it.
 */
export function scheduleEvict(engine: Engine): void {
  const pending = evictTimers.get(engine)
  const at = now() + EVICT_DELAY_MS
  if (pending) {
    pending.at = at
    return
  }
  const fire = () => {
    const wait = state.at - now()
    if (wait > 0) {
      state.timer = setTimeout(fire, wait)
      return
    }
    evictTimers.delete(engine)
    evictIdle(engine)
  }
  const state = { at, timer: setTimeout(fire, EVICT_DELAY_MS) }
  evictTimers.set(engine, state)
}

/** Releases the oldest unused images beyond `keep`. */
export function evictIdle(engine: Engine, keep = IDLE_IMAGES_MAX): void {
  const cache = cacheOf(engine)
  let idle = 0
  for (const entry of cache.values()) if (entry.refs === 0) idle++
  for (const [key, entry] of cache) {
    if (idle <= keep) break
    if (entry.refs > 0) continue
    cache.delete(key)
    if (entry.url) URL.revokeObjectURL(entry.url)
    idle--
  }
}
