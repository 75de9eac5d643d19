import type { ChainNamespace, KnownNamespace } from '../types.js'

/**
 * Every chain namespace Gangway knows (spec §3): eip155, solana, polkadot, bip122, also cosmos,
 * algorand, cip34, elrond, multiversx, near, tezos.
 *
 * @example
 * import { CHAIN_NAMESPACES } from '@gangway/core/networks'
 * CHAIN_NAMESPACES.includes('eip155') // true
 */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
  'algorand',
  'cip34',
  'elrond',
  'multiversx',
  'near',
  'tezos',
] as const satisfies readonly KnownNamespace[]

/** CAIP-2 namespace syntax: 3 to 8 of `[-a-z0-9]`. */
const NAMESPACE = /^[-a-z0-9]{3,8}$/

/**
 * Whether `value` is a chain namespace: CAIP-2 syntax (3 to 8 of `[-a-z0-9]`), so a family
 * Gangway does not know by name (`'toy'`) passes too.
 *
 * @example
 * import { isChainNamespace } from '@gangway/core'
 * isChainNamespace('eip155') // true
 * isChainNamespace('EIP-155!') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && NAMESPACE.test(value)
}

/**
 * The adapter Gangway ships for each chain family, by its factory's stem (`evm`: `evmAdapter()`
 * from `@gangway/adapter-evm`): what a config error names when no adapter serves a network.
 */
export const ADAPTERS: Record<string, string> = {
  eip155: 'evm',
  solana: 'solana',
  bip122: 'bitcoin',
}
