import {
  assertLive,
  engineMemo,
  engineTimeout,
  isDestroyed,
  onDestroy,
  peekMemo,
} from '../../engine/resources.js'
import type { Engine } from '../../engine/types.js'
import { InvalidResponseError } from '../../errors/serviceErrors.js'
import { MAX_DATA_URL } from '../../url/toSafeImageUrl.js'
import { getServiceClients } from '../getServiceClients.js'

/*
 * Object URLs of service images, per engine, with reference counting. Internal: the public face
 * is acquireImage, prefetchImages and releaseIdleImages. The state is an engine memo: destroy
 * revokes every URL.
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

/** One engine's images: entries by `kind:id`, most recently used last. */
type ImageState = {
  cache: Map<string, Entry>
  /** The pending batch eviction: its deadline and how to cancel its timer. */
  evict: { at: number; cancel: () => void } | undefined
  /** Deferred loads waiting for the next paint, started a few per task. */
  queued: Array<() => void>
  /** The animation frame the queue waits for, if any. */
  frame: number | undefined
}

/**
 * The engine's image state, created on first use. Destroying the engine revokes every object
 * URL it made (held or not), cancels the eviction timer and the paint wait.
 */
function stateOf(engine: Engine): ImageState {
  return engineMemo(engine, 'core/images', () => {
    const state: ImageState = {
      cache: new Map(),
      evict: undefined,
      queued: [],
      frame: undefined,
    }
    onDestroy(engine, () => {
      state.evict?.cancel()
      if (state.frame !== undefined && typeof cancelAnimationFrame === 'function')
        cancelAnimationFrame(state.frame)
      state.queued.length = 0
      for (const entry of state.cache.values()) if (entry.url) URL.revokeObjectURL(entry.url)
      state.cache.clear()
    })
    return state
  })
}

/** Whether this environment can make object URLs (browsers; Node 18+). */
export const canCreateObjectUrls = () =>
  typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function'

/** An image's cache entry without starting a fetch: undefined when not loaded nor loading. */
export function peekEntry(
  engine: Engine,
  image: ServiceImage,
): { loaded: string | undefined } | undefined {
  const entry = peekMemo<ImageState>(engine, 'core/images')?.cache.get(`${image.kind}:${image.id}`)
  return entry && { loaded: entry.url }
}

/** Fetches started per task: each costs a few ms of main thread, so no long task after a paint. */
const STARTS_PER_TASK = 4

const pump = (engine: Engine, state: ImageState) => {
  state.frame = undefined
  engineTimeout(
    engine,
    () => {
      for (const start of state.queued.splice(0, STARTS_PER_TASK)) start()
      if (state.queued.length) pump(engine, state)
    },
    0,
  )
}

/**
 * Resolves once the next frame is out (a task after `requestAnimationFrame`, or a task where
 * there are no frames), a few loads per task: prefetches start once the list that asked for
 * them has painted, without a long task right after that paint. Never resolves once the engine
 * is destroyed (nothing is fetched then).
 */
const afterPaint = (engine: Engine, state: ImageState) =>
  new Promise<void>((resolve) => {
    state.queued.push(resolve)
    if (state.queued.length > 1) return
    if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined')
      state.frame = requestAnimationFrame(() => pump(engine, state))
    else pump(engine, state)
  })

/**
 * The cache entry of an image, created (and its fetch started) when missing. `deferred`: the
 * fetch starts after the next paint (prefetches), though the entry is there at once.
 */
export function loadEntry(engine: Engine, image: ServiceImage, deferred = false): Entry {
  const state = stateOf(engine)
  const cache = state.cache
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
    promise: (deferred ? afterPaint(engine, state).then(fetchBlob) : fetchBlob())
      .then<Blob | string>((blob) => {
        if (!blob.type.startsWith('image/'))
          throw new InvalidResponseError(path, { details: `content type ${blob.type || 'none'}` })
        return /^image\/svg\+xml\b/i.test(blob.type) ? toSvgDataUrl(blob, path) : blob
      })
      .then((blob) => {
        // The engine was destroyed while loading: no URL is made (its cache is gone).
        assertLive(engine)
        const url = typeof blob === 'string' ? blob : URL.createObjectURL(blob)
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

/** How long after the last change unused images are released (one batch, off busy frames). */
export const EVICT_DELAY_MS = 1000

/**
 * An SVG answer as a `data:image/svg+xml;base64` URL (untrusted input): a same-origin `blob:` URL of an
 * SVG would run its scripts if it were ever opened as a document; a data: URL has an opaque
 * origin, and in `<img>` an SVG is inert either way. Larger than toSafeImageUrl's data: limit:
 * refused.
 */
async function toSvgDataUrl(blob: Blob, path: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  const url = `data:image/svg+xml;base64,${btoa(binary)}`
  if (url.length > MAX_DATA_URL)
    throw new InvalidResponseError(path, { details: `SVG of ${bytes.length} bytes` })
  return url
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/**
 * Releases the oldest unused images beyond IDLE_IMAGES_MAX soon, in one batch. Called on every
 * hold and release (tiles mounting while a list scrolls): it only moves a deadline; one timer
 * per engine checks it.
 */
export function scheduleEvict(engine: Engine): void {
  const state = peekMemo<ImageState>(engine, 'core/images')
  // Nothing loaded, or the engine is destroyed (a tile unmounting after it): nothing to evict.
  if (!state || isDestroyed(engine)) return
  const at = now() + EVICT_DELAY_MS
  if (state.evict) {
    state.evict.at = at
    return
  }
  const fire = () => {
    const wait = pending.at - now()
    if (wait > 0) {
      pending.cancel = engineTimeout(engine, fire, wait)
      return
    }
    state.evict = undefined
    evictIdle(engine)
  }
  const pending = { at, cancel: engineTimeout(engine, fire, EVICT_DELAY_MS) }
  state.evict = pending
}

/** Releases the oldest unused images beyond `keep`. */
export function evictIdle(engine: Engine, keep = IDLE_IMAGES_MAX): void {
  const cache = peekMemo<ImageState>(engine, 'core/images')?.cache
  if (!cache) return
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
