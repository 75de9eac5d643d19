import { AdapterNotFoundError, type CaipNetworkId, type Engine } from '../internal/core.js'

/** What a session proposal asks of one namespace (CAIP-25 `optionalNamespaces`). */
export type ProposalNamespace = { chains: CaipNetworkId[]; methods: string[]; events: string[] }

/**
 * The namespaces a pairing proposes: the configured networks grouped by namespace, for each
 * namespace whose adapter accepts remote connectors and has a `walletConnect` capability, with
 * the methods and events that capability asks for. No family is known here by name.
 *
 * @throws AdapterNotFoundError when no configured adapter can take a remote wallet.
 * @example
 * await buildNamespaces(engine)
 * // { eip155: { chains: ['eip155:1', 'eip155:8453'], methods: ['personal_sign', …], events: […] } }
 */
export async function buildNamespaces(
  engine: Pick<Engine, 'adapters' | 'config'>,
): Promise<Record<string, ProposalNamespace>> {
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const [namespace, adapter] of engine.adapters) {
    if (!adapter.walletConnect || !adapter.addRemoteConnector) continue
    const capabilities = await adapter.walletConnect.load()
    const chains = engine.config.networks
      .filter((network) => network.chainNamespace === namespace)
      .map((network) => network.caipNetworkId)
    if (!chains.length) continue
    namespaces[namespace] = {
      chains,
      methods: [...capabilities.methods],
      events: [...capabilities.events],
    }
  }
  if (!Object.keys(namespaces).length) {
    throw new AdapterNotFoundError({ details: 'no configured adapter accepts remote wallets' })
  }
  return namespaces
}
