import type { Engine, Network } from '../internal/core.js'
import { hasCapability } from '../internal/core.js'

/**
 * The networks the visitor may pick: every configured network, except the other networks of a
 * family whose adapter cannot switch (`hasCapability(engine, ns, 'switchNetwork')` false), where
 * only the namespace's active network is left. The same rule core's `switchNetwork` enforces.
 */
export function switchableNetworks(
  engine: Engine,
  activeNetworks: Partial<Record<string, Network>>,
): Network[] {
  return engine.config.networks.filter(
    (n) =>
      !engine.adapters.has(n.chainNamespace) ||
      hasCapability(engine, n.chainNamespace, 'switchNetwork') ||
      (
        activeNetworks[n.chainNamespace] ??
        engine.config.networks.find((m) => m.chainNamespace === n.chainNamespace)
      )?.caipNetworkId === n.caipNetworkId,
  )
}
