import type { Adapter, AdapterCapability, OptionalCapability } from '../types.js'

/** Every optional member of the Adapter contract, in the order `getCapabilities` lists them. */
export const OPTIONAL_CAPABILITIES = [
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'transfer',
  'addRemoteConnector',
  'getProfile',
  'resolveName',
  'getAsset',
  'walletConnect',
] as const satisfies readonly OptionalCapability[]

/**
 * Whether an adapter instance has a capability: an optional member it implements, or a
 * family-named extra (`'eip155:sendCalls'`) present in its `extensions`. The single source of
 * truth `hasCapability` and `getCapabilities` read.
 */
export function adapterHas(adapter: Adapter | undefined, capability: AdapterCapability): boolean {
  if (!adapter) return false
  if (capability.includes(':')) {
    const extensions = adapter.extensions as Record<string, unknown> | undefined
    return extensions?.[capability] !== undefined
  }
  return (adapter as unknown as Record<string, unknown>)[capability] !== undefined
}
