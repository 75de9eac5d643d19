import { jsonResponse } from '../http/jsonResponse.js'
import type { AnalyticsEventRecord, ServiceHandler, ServiceSwitch } from '../types.js'

export type CreateAnalyticsSinkParameters = {
  /** The service's current switch (only `malformed` matters here; see {@link ServiceHandler}). */
  switch: () => ServiceSwitch
  /** Called with every accepted event. */
  record: (event: AnalyticsEventRecord) => void
}

const isEvent = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The analytics stand-in, as the WalletConnect network's pulse service is used by its clients:
 * `POST /batch?projectId&st&sv` with a JSON array of events (what AppKit's EventsController and
 * WalletConnect core send, by `sendBeacon` or `fetch`), and the older `POST /e` with one event
 * (`{ eventId, url, domain, timestamp, props }`). Each accepted event is recorded; the answer is
 * 200 `{}`. No projectId, bad JSON, or a body of the wrong kind (an object to `/batch`, an array
 * to `/e`, a batch with a non-object entry) answer 400 and record nothing. The body is parsed
 * whatever its content-type (clients send text/plain, a CORS-safelisted type, to avoid a preflight).
 *
 * @example
 * const events: AnalyticsEventRecord[] = []
 * const { handle } = createAnalyticsSink({ switch: () => ({ mode: 'ok', delayMs: 0 }), record: (e) => events.push(e) })
 */
export function createAnalyticsSink(parameters: CreateAnalyticsSinkParameters): {
  handle: ServiceHandler
} {
  const handle: ServiceHandler = async (request, path) => {
    if (path !== '/e' && path !== '/batch') return undefined
    if (request.method !== 'POST')
      return jsonResponse(
        { error: 'method_not_allowed', message: `${request.method} ${path}` },
        405,
        {
          allow: 'POST',
        },
      )
    const url = new URL(request.url)
    if (!url.searchParams.get('projectId'))
      return jsonResponse({ error: 'bad_request', message: 'projectId is required' }, 400)
    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return jsonResponse({ error: 'bad_request', message: 'Body is not valid JSON' }, 400)
    }
    const events = path === '/batch' ? body : [body]
    if (!Array.isArray(events) || (path === '/e' && Array.isArray(body)) || !events.every(isEvent))
      return jsonResponse(
        {
          error: 'bad_request',
          message:
            path === '/batch'
              ? 'Body must be a JSON array of events'
              : 'Body must be a JSON object',
        },
        400,
      )
    const query = Object.fromEntries(url.searchParams)
    const receivedAt = new Date().toISOString()
    for (const event of events) parameters.record({ path, query, body: event, receivedAt })
    if (parameters.switch().mode === 'malformed')
      return new Response('<html>not json', { headers: { 'content-type': 'application/json' } })
    return jsonResponse({})
  }
  return { handle }
}
