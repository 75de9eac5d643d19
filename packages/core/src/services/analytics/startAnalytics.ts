import {
  ANALYTICS_BATCH_MAX_BYTES,
  ANALYTICS_BATCH_MS,
  ANALYTICS_QUEUE_MAX,
} from '../../constants/constants.js'
import { errorMessage } from '../../engine/internal.js'
import { assertLive, engineMemo, onDestroy } from '../../engine/resources.js'
import type { Engine } from '../../engine/types.js'
import { ALERTS } from '../../errors/messages.js'
import { ForbiddenError, ServiceUnavailableError } from '../../errors/serviceErrors.js'
import { subscribeEvents } from '../../events/subscribeEvents.js'
import { showAlert } from '../../toasts/showAlert.js'
import { getServiceClients } from '../getServiceClients.js'
import { fetchAnalyticsConfig } from '../walletList/fetchAnalyticsConfig.js'
import { type StampedEvent, stampEvent } from './stampEvent.js'

/** The analytics body of spec §7: `{ eventId, url, domain, timestamp, props }`. */
export type AnalyticsPayload = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown> & { event: string; address: string | undefined }
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * Sends the engine's events to the analytics service, in batches as the WalletConnect network's
 * pulse service takes them from its own clients: `POST /batch?projectId&st&sv` with a JSON array
 * of events (spec §7's event: eventId, url, domain, timestamp, props = event data plus the wallet
 * address), labelled `text/plain` so the browser asks no CORS preflight. Events gather for
 * `ANALYTICS_BATCH_MS` (or until `ANALYTICS_BATCH_MAX_BYTES`); when the page is hidden or left,
 * what is gathered goes at once by `sendBeacon`. `url` is the page's origin and path only (never
 * its query or fragment), and it and the address are taken when the event is emitted, not when
 * it is sent. Nothing is sent
 * before the modal is first opened: events until then wait (at most 50), and the service's
 * `getAnalyticsConfig` is asked on that first open. Skipped for MODAL_CREATED, when `analytics`
 * is off in the config, or when the service says analytics is disabled. An HTTP 403 shows the
 * 'Invalid App Configuration' alert once per engine and stops sending; a 503 is logged as
 * ServiceUnavailableError. Stops by itself when the engine is destroyed.
 *
 * @param engine The Gangway engine.
 * @param options.queued Events emitted before this call that should still be sent, stamped when
 *   emitted (`stampEvent`): a host that starts analytics late (the shell loads this client on
 *   the first open) keeps them meanwhile; the newest 50 are kept.
 * @param options.opened The modal has been opened already: ask the service's config now.
 * @param options.batchMs How long events gather before a batch goes (default `ANALYTICS_BATCH_MS`).
 * @returns Stops sending (pending requests are aborted).
 * @example
 * import { startAnalytics } from '@gangway/core/services'
 * const stop = startAnalytics(engine)
 */
export function startAnalytics(
  engine: Engine,
  options: { queued?: readonly StampedEvent[]; opened?: boolean; batchMs?: number } = {},
): () => void {
  if (!engine.config.analytics) return () => {}
  assertLive(engine)
  const controller = new AbortController()
  const { signal } = controller
  const queue: StampedEvent[] = (options.queued ?? [])
    .filter(({ event }) => event.data.event !== 'MODAL_CREATED')
    .slice(-ANALYTICS_QUEUE_MAX)
  let state: 'waiting' | 'checking' | 'on' | 'off' = 'waiting'
  // Events stamped and ready, waiting for the next batch.
  let batch: AnalyticsPayload[] = []
  let batchBytes = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const doc = globalThis.document as Document | undefined

  const stop = () => {
    state = 'off'
    queue.length = 0
    batch = []
    clearTimeout(timer)
    offEvents()
    offModal()
    offDestroy()
    offPage()
    controller.abort()
  }

  const fail = (error: unknown, what: string) => {
    if (signal.aborted) return
    if (error instanceof ForbiddenError) {
      // The origin is not on the project's allowlist: nothing will get through.
      stop()
      // Spec §8: "shown once": once per engine (each modal has its own toasts; no page-wide flag).
      const alert = engineMemo(engine, 'core/analytics.alert', () => ({ shown: false }))
      if (!alert.shown) {
        alert.shown = true
        showAlert(engine, ALERTS.invalidAppConfiguration)
      }
      engine.logger.error(`${ALERTS.invalidAppConfiguration.title} (${what})`, errorMessage(error))
    } else if (error instanceof ServiceUnavailableError) {
      engine.logger.warn(`Analytics unavailable (${what}): ${error.name}`, errorMessage(error))
    } else engine.logger.warn(`Analytics ${what} failed`, errorMessage(error))
  }

  // The gathered batch goes now: by fetch, its answer read (a 403 stops analytics); or, when the
  // page is going away, by sendBeacon, which outlives it (fetch if the browser would not take it,
  // unless the engine itself is going: its requests end with it).
  const flush = (leaving?: 'page' | 'engine') => {
    clearTimeout(timer)
    timer = undefined
    if (!batch.length) return
    const body = batch
    batch = []
    batchBytes = 0
    const client = getServiceClients(engine).analytics
    if (leaving && client.beacon('/batch', body)) return
    if (leaving === 'engine') return
    client
      .post('/batch', { body, plain: true, signal })
      .catch((error: unknown) => fail(error, `batch of ${body.length}`))
  }

  const send = ({ event, url, domain, address }: StampedEvent) => {
    const payload: AnalyticsPayload = {
      eventId: uuid(),
      url,
      domain,
      timestamp: event.timestamp,
      props: { ...event.data, address },
    }
    const bytes = JSON.stringify(payload).length
    if (batchBytes + bytes > ANALYTICS_BATCH_MAX_BYTES) flush()
    batch.push(payload)
    batchBytes += bytes
    timer ??= setTimeout(() => flush(), options.batchMs ?? ANALYTICS_BATCH_MS)
  }

  const onHidden = () => {
    if (doc?.visibilityState === 'hidden') flush('page')
  }
  const onPageHide = () => flush('page')
  doc?.addEventListener('visibilitychange', onHidden)
  globalThis.addEventListener?.('pagehide', onPageHide)
  const offPage = () => {
    doc?.removeEventListener('visibilitychange', onHidden)
    globalThis.removeEventListener?.('pagehide', onPageHide)
  }

  const check = () => {
    state = 'checking'
    fetchAnalyticsConfig(engine, { signal }).then(
      ({ isAnalyticsEnabled }) => {
        if (state !== 'checking') return
        if (!isAnalyticsEnabled) return stop()
        state = 'on'
        for (const event of queue.splice(0)) send(event)
      },
      (error: unknown) => {
        // Without the service's word, analytics stays off.
        fail(error, 'config')
        if (state === 'checking') stop()
      },
    )
  }

  const offEvents = subscribeEvents(engine, (event) => {
    if (event.data.event === 'MODAL_CREATED' || state === 'off') return
    // Stamped at emit: a queued event keeps the page and the address it happened with.
    const stamped = stampEvent(engine, event)
    if (state === 'on') return send(stamped)
    queue.push(stamped)
    if (queue.length > ANALYTICS_QUEUE_MAX) queue.shift()
  })
  const offModal = engine.$modal.subscribe(({ open }) => {
    if ((open || options.opened) && state === 'waiting') check()
  })
  // A destroyed engine still hands over what it gathered (the page may be going away with it).
  const offDestroy = onDestroy(engine, () => {
    if (state === 'on') flush('engine')
    stop()
  })
  return stop
}
