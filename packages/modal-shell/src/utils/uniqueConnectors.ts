import type { Connector } from '../internal/core.js'

/**
 * The connectors a visitor can pick, once each: a multi-chain wallet reported by two adapters
 * shows one entry, and the embedded-login (AUTH) connector is reached through email/social.
 */
export function uniqueConnectors(connectors: readonly Connector[]): Connector[] {
  const seen = new Set<string>()
  return connectors.filter((c) => {
    if (c.type === 'AUTH' || seen.has(c.id)) return false
    seen.add(c.id)
    return true
  })
}

/** Spec §3 connector types that mean "installed in this browser". */
export const isInstalled = (c: Connector) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'
