import { jsonResponse } from '../http/jsonResponse.js'
import type { AnalyticsEventRecord, ServiceHandler, ServiceSwitch } from '../types.js'

export type CreateAnalyticsSinkParameters = {
  /** The service's current switch (only `malformed` matters here; see {@link ServiceHandler}). */
  switch: () => ServiceSwitch
  /** Called with every accepted event. */
  record: (event: AnalyticsEventRecord) => void
}

/**
 * The analytics stand-in (spec §7): `POST /e?projectId&st&sv` with a JSON object body
 * (`{ eventId, url, domain, timestamp, props }`) answers 200 `{}` and records the event; no
 * projectId, bad JSON or a non-object body answer 400 and record nothing. The body is parsed
 * whatever its content-type (clients may send text/plain to avoid a preflight).
 *
 * @example
 * const events: AnalyticsEventRecord[] = []
 * const { handle } = createAnalyticsSink({ switch: () => ({ mode: 'ok', delayMs: 0 }), record: (e) => events.push(e) })
 */
export function createAnalyticsSink(parameters: CreateAnalyticsSinkParameters): {
  handle: ServiceHandler
} {
  const handle: ServiceHandler = async (request, path) => {
    if (path !== '/e') return undefined
    if (request.method !== 'POST')
      return jsonResponse({ error: 'method_not_allowed', message: `${request.method} /e` }, 405, {
        allow: 'POST',
      })
    const url = new URL(request.url)
    if (!url.searchParams.get('projectId'))
      return jsonResponse({ error: 'bad_request', message: 'projectId is required' }, 400)
    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return jsonResponse({ error: 'bad_request', message: 'Body is not valid JSON' }, 400)
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return jsonResponse({ error: 'bad_request', message: 'Body must be a JSON object' }, 400)
    parameters.record({
      query: Object.fromEntries(url.searchParams),
      body,
      receivedAt: new Date().toISOString(),
    })
    if (parameters.switch().mode === 'malformed')
      return new Response('<html>not json', { headers: { 'content-type': 'application/json' } })
    return jsonResponse({})
  }
  return { handle }
}
