import type { Engine, Network } from '../internal/core.js'

/** The configured networks of the active namespace: where this address can receive. */
export function compatibleNetworks(engine: Engine): Network[] {
  const namespace = engine.$activeNamespace.get()
  return engine.config.networks.filter((network) => network.chainNamespace === namespace)
}
