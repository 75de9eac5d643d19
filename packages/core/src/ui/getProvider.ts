import { getAdapter, getConnections, resolveNamespace } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import type { ChainNamespace, ProviderOf } from '../types.js'

/**
 * The wallet provider of a namespace's current connection for the host (EIP-1193 for eip155),
 * gated by its adapter per spec §6; `undefined` while not connected. Typed by the adapter the
 * host installed (`NamespaceProviders`): `getProvider(engine, 'eip155')` is adapter-evm's
 * `Eip1193Provider`; without a namespace (the active one) it is `unknown`.
 *
 * @example
 * import { getProvider } from '@gangway/core'
 * const provider = getProvider(engine, 'eip155')
 * await provider?.request({ method: 'personal_sign', params })
 */
export function getProvider<N extends ChainNamespace = ChainNamespace>(
  engine: Engine,
  namespace?: N,
): ProviderOf<N> | undefined {
  const ns = resolveNamespace(engine, namespace)
  const connectorId = getConnections(engine, ns).connectorId
  return connectorId
    ? (getAdapter(engine, ns).getProvider({ connectorId }) as ProviderOf<N>)
    : undefined
}
