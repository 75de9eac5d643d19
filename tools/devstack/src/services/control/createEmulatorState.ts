import type {
  AnalyticsEventRecord,
  EmulatedService,
  ServiceMode,
  ServiceRequestLogEntry,
  ServiceSwitch,
} from '../types.js'

/** The services that have a switch. */
export const emulatedServices: readonly EmulatedService[] = ['walletList', 'analytics', 'api']

/** Every mode a switch takes. */
const serviceModes: readonly ServiceMode[] = ['ok', 'forbidden', 'unavailable', 'slow', 'malformed']

/** `delayMs` when a switch is set without one. */
const defaultSlowDelayMs = 1500

/**
 * Requests kept per service (the oldest go first). A wallet list scrolled to its end asks for
 * ~600 images besides its pages: with 1000, two such tests at once pushed a page request out
 * before its test read it (wallets.spec in a parallel run).
 */
const requestLogLimit = 10_000

/** The mutable state of one emulator: switches, analytics flag, recorded events and requests. */
export type EmulatorState = ReturnType<typeof createEmulatorState>

const okSwitch = (): ServiceSwitch => ({ mode: 'ok', delayMs: defaultSlowDelayMs })

/**
 * Creates one emulator's state. `setSwitch` throws a `TypeError` on an unknown service, mode
 * or a delay outside 0–600 000 ms.
 *
 * @example
 * const state = createEmulatorState()
 * state.setSwitch('analytics', 'forbidden')
 */
export function createEmulatorState() {
  let switches = Object.fromEntries(emulatedServices.map((s) => [s, okSwitch()])) as Record<
    EmulatedService,
    ServiceSwitch
  >
  let analyticsEnabled = true
  let events: AnalyticsEventRecord[] = []
  let requests: ServiceRequestLogEntry[] = []
  /** How many of `requests` each service has. */
  const counts = new Map<EmulatedService, number>()

  return {
    switchOf: (service: EmulatedService): ServiceSwitch => ({ ...switches[service] }),
    switches: () => structuredClone(switches),
    setSwitch(service: string, mode: string, delayMs?: number): ServiceSwitch {
      if (!emulatedServices.includes(service as EmulatedService))
        throw new TypeError(`Unknown service "${service}" (${emulatedServices.join(', ')})`)
      if (!serviceModes.includes(mode as ServiceMode))
        throw new TypeError(`Unknown mode "${mode}" (${serviceModes.join(', ')})`)
      const delay = delayMs ?? defaultSlowDelayMs
      if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0 || delay > 600_000)
        throw new TypeError(`delayMs must be a number from 0 to 600000, got ${delayMs}`)
      switches[service as EmulatedService] = { mode: mode as ServiceMode, delayMs: delay }
      return { ...switches[service as EmulatedService] }
    },
    analyticsEnabled: () => analyticsEnabled,
    setAnalyticsEnabled(enabled: boolean) {
      analyticsEnabled = enabled
    },
    recordEvent(event: AnalyticsEventRecord) {
      events.push(event)
    },
    events: () => structuredClone(events),
    clearEvents() {
      events = []
    },
    /** Adds a request to the log; the returned entry is live (its status is set later). */
    logRequest(entry: ServiceRequestLogEntry): ServiceRequestLogEntry {
      requests.push(entry)
      const kept = (counts.get(entry.service) ?? 0) + 1
      counts.set(entry.service, kept)
      if (kept > requestLogLimit) {
        requests.splice(
          requests.findIndex((r) => r.service === entry.service),
          1,
        )
        counts.set(entry.service, kept - 1)
      }
      return entry
    },
    requests: (service?: EmulatedService) =>
      structuredClone(service ? requests.filter((r) => r.service === service) : requests),
    clearRequests(service?: EmulatedService) {
      requests = service ? requests.filter((r) => r.service !== service) : []
      if (service) counts.delete(service)
      else counts.clear()
    },
    reset() {
      switches = Object.fromEntries(emulatedServices.map((s) => [s, okSwitch()])) as Record<
        EmulatedService,
        ServiceSwitch
      >
      analyticsEnabled = true
      events = []
      requests = []
      counts.clear()
    },
  }
}
