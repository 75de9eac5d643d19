import type { Network } from '../types.js'

const HEX_CHAIN_ID = /^0x[0-9a-f]+$/i

/**
 * Finds a configured network by CAIP-2 id (`'eip155:8453'`), chain id (`8453`, `'8453'`) or the
 * hex chain id EIP-1193 wallets report (`'0x2105'`).
 *
 * @returns the network, or `undefined` when it is not configured (spec §5: "Chain id not in
 * configured chains rejected" — the caller decides how).
 *
 * @example
 * import { base, mainnet } from '@gangway/core/networks'
 * import { findNetwork } from '@gangway/core/internal'
 * findNetwork([mainnet, base], '0x2105') // base
 */
export function findNetwork<TNetwork extends Pick<Network, 'id' | 'caipNetworkId'>>(
  networks: readonly TNetwork[],
  idOrCaip: string | number,
): TNetwork | undefined {
  if (typeof idOrCaip === 'string' && idOrCaip.includes(':')) {
    return networks.find((n) => n.caipNetworkId === idOrCaip)
  }
  const id =
    typeof idOrCaip === 'string' && HEX_CHAIN_ID.test(idOrCaip)
      ? String(Number.parseInt(idOrCaip, 16))
      : String(idOrCaip)
  return networks.find((n) => String(n.id) === id)
}
