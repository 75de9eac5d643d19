import { jsonResponse } from '../http/jsonResponse.js'
import type { EmulatedService, ServiceHandler } from '../types.js'
import { type EmulatorState, emulatedServices } from './createEmulatorState.js'

const badRequest = (message: string) => jsonResponse({ error: 'bad_request', message }, 400)

async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = JSON.parse(await request.text())
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function serviceParameter(url: URL): EmulatedService | undefined | Error {
  const service = url.searchParams.get('service')
  if (service === null || service === '') return undefined
  if (!emulatedServices.includes(service as EmulatedService))
    return new Error(`Unknown service "${service}" (${emulatedServices.join(', ')})`)
  return service as EmulatedService
}

/**
 * The emulator's control API (mounted at `/_control`), for tests and the demo:
 * - `POST /switch {service, mode, delayMs?}` → the new switch; `GET /switches` → all of them
 * - `POST /analyticsConfig {isAnalyticsEnabled}` → what `/getAnalyticsConfig` answers
 * - `POST /reset` → switches ok, analytics enabled, events and request log emptied
 * - `GET|DELETE /analytics/events` → the recorded analytics events / empty them
 * - `GET|DELETE /requests?service=walletList|analytics|api` → the request log (all services
 *   without `service`) / empty it
 *
 * @example
 * const { handle } = createControlHandler(createEmulatorState())
 */
export function createControlHandler(state: EmulatorState): { handle: ServiceHandler } {
  const handle: ServiceHandler = async (request, path) => {
    const url = new URL(request.url)
    const route = `${request.method} ${path}`
    switch (route) {
      case 'POST /switch': {
        const body = await readJson(request)
        if (!body) return badRequest('Body must be a JSON object {service, mode, delayMs?}')
        try {
          const delayMs = body.delayMs as number | undefined
          const service = String(body.service)
          return jsonResponse({ service, ...state.setSwitch(service, String(body.mode), delayMs) })
        } catch (error) {
          return badRequest((error as Error).message)
        }
      }
      case 'GET /switches':
        return jsonResponse({
          ...state.switches(),
          analyticsConfig: { isAnalyticsEnabled: state.analyticsEnabled() },
        })
      case 'POST /analyticsConfig': {
        const body = await readJson(request)
        if (typeof body?.isAnalyticsEnabled !== 'boolean')
          return badRequest('Body must be {"isAnalyticsEnabled": boolean}')
        state.setAnalyticsEnabled(body.isAnalyticsEnabled)
        return jsonResponse({ isAnalyticsEnabled: body.isAnalyticsEnabled })
      }
      case 'POST /reset':
        state.reset()
        return jsonResponse({})
      case 'GET /analytics/events':
        return jsonResponse(state.events())
      case 'DELETE /analytics/events':
        state.clearEvents()
        return jsonResponse({})
      case 'GET /requests':
      case 'DELETE /requests': {
        const service = serviceParameter(url)
        if (service instanceof Error) return badRequest(service.message)
        if (request.method === 'GET') return jsonResponse(state.requests(service))
        state.clearRequests(service)
        return jsonResponse({})
      }
    }
    return undefined
  }
  return { handle }
}
