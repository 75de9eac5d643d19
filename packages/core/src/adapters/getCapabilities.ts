import type { Engine } from '../engine/types.js'
import type { AdapterCapability, ChainNamespace } from '../types.js'
import { adapterHas, OPTIONAL_CAPABILITIES } from './capabilities.js'

/**
 * Every optional capability the adapter of a namespace has: its optional members, then its
 * family-named extras. Empty when the namespace has no adapter.
 *
 * @example
 * import { getCapabilities } from '@gangway/core'
 * getCapabilities(engine, 'eip155')
 * // ['switchNetwork', 'signMessage', …, 'eip155:addChain', 'eip155:sendCalls', …]
 */
export function getCapabilities(
  engine: Pick<Engine, 'adapters'>,
  namespace: ChainNamespace,
): AdapterCapability[] {
  const adapter = engine.adapters.get(namespace)
  if (!adapter) return []
  const extras = Object.keys(adapter.extensions ?? {}) as AdapterCapability[]
  return [...OPTIONAL_CAPABILITIES, ...extras].filter((name) => adapterHas(adapter, name))
}
