import type { ServiceHandler, ServiceSwitch } from '../types.js'
import { delay } from './delay.js'
import { jsonResponse } from './jsonResponse.js'

/**
 * Wraps a handler with the generic part of a service switch: `forbidden` answers 403,
 * `unavailable` 503 (for every path of the mount), `slow` calls the handler after `delayMs`
 * (cut short when `signal` aborts). `ok` and `malformed` go straight to the handler, which
 * reads the switch for `malformed` itself.
 *
 * @example
 * const handle = withSwitch(walletList.handle, 'walletList', () => state.switchOf('walletList'))
 */
export function withSwitch(
  handler: ServiceHandler,
  service: string,
  readSwitch: () => ServiceSwitch,
  signal?: AbortSignal,
): ServiceHandler {
  return async (request, path) => {
    const { mode, delayMs } = readSwitch()
    if (mode === 'forbidden')
      return jsonResponse(
        { error: 'forbidden', message: `${service} answers 403 (emulator switch "forbidden")` },
        403,
      )
    if (mode === 'unavailable')
      return jsonResponse(
        { error: 'unavailable', message: `${service} answers 503 (emulator switch "unavailable")` },
        503,
        { 'retry-after': '1' },
      )
    if (mode === 'slow') await delay(delayMs, signal)
    return handler(request, path)
  }
}
