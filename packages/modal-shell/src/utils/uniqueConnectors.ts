import type { ChainNamespace, Connector } from '../internal/core.js'

/** Spec §3 connector types that mean "installed in this browser". */
export const isInstalled = (c: Connector) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'

/**
 * The connectors a visitor can pick, once each: a multi-chain wallet reported by two adapters
 * shows one entry, and the embedded-login (AUTH) connector is reached through email/social.
 * Two adapters rarely know one wallet by the same id (EIP-6963 has an rdns, the Wallet Standard
 * only a name), so installed wallets of the same name in different namespaces are one wallet
 * too: its entry is the connector of `activeNamespace` when it has one, so picking it connects
 * the namespace the visitor is on (the other one after switching network).
 */
export function uniqueConnectors(
  connectors: readonly Connector[],
  activeNamespace?: ChainNamespace,
): Connector[] {
  const seen = new Set<string>()
  const byName = new Map<string, Connector>()
  const out: Connector[] = []
  for (const c of connectors) {
    if (c.type === 'AUTH' || seen.has(c.id)) continue
    seen.add(c.id)
    if (isInstalled(c)) {
      const name = c.name.trim().toLowerCase()
      const other = byName.get(name)
      if (other && other.chain !== c.chain) {
        if (c.chain === activeNamespace && other.chain !== activeNamespace) {
          out[out.indexOf(other)] = c
          byName.set(name, c)
        }
        continue
      }
      byName.set(name, c)
    }
    out.push(c)
  }
  return out
}
