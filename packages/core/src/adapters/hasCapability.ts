import type { Engine } from '../engine/types.js'
import type { AdapterCapability, ChainNamespace } from '../types.js'
import { adapterHas } from './capabilities.js'

/**
 * Whether the adapter of a namespace has an optional capability: what the engine's instance
 * implements (`switchNetwork`, `transfer`…) or declares in its `extensions`
 * (`'eip155:sendCalls'`). False when the namespace has no adapter. Core and the shell read it
 * before offering an action (e.g. network switching).
 *
 * @example
 * import { hasCapability } from '@gangway/core'
 * hasCapability(engine, 'eip155', 'switchNetwork') // true
 * hasCapability(engine, 'bip122', 'switchNetwork') // false: the Networks view shows no switch
 */
export function hasCapability(
  engine: Pick<Engine, 'adapters'>,
  namespace: ChainNamespace,
  capability: AdapterCapability,
): boolean {
  return adapterHas(engine.adapters.get(namespace), capability)
}
