import type { CaipNetworkId, Network } from '@gangway/core'

/** CAIP-2 references (first 32 characters of the base58 genesis hash) of Solana's clusters. */
const SOLANA_CLUSTERS = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

/**
 * The older WalletConnect ids of the clusters (before CAIP-2 settled on the genesis-hash
 * prefix), accepted on input and read as the current ones.
 */
const LEGACY_IDS: Record<string, string> = {
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': SOLANA_CLUSTERS.mainnet,
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': SOLANA_CLUSTERS.devnet,
}

/**
 * A Solana CAIP-2 id in its current form: the older WalletConnect ids of mainnet and devnet
 * become the genesis-hash ones; anything else is returned as is.
 *
 * @example
 * normalizeSolanaChainId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ') // 'solana:5eykt4Us…'
 */
export function normalizeSolanaChainId(id: string): string {
  const [namespace, reference = ''] = id.split(':')
  if (namespace !== 'solana') return id
  return `solana:${LEGACY_IDS[reference] ?? reference}`
}

const LOCAL_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/

/** Whether a network's RPC is on this machine (a local validator or the devstack's chain). */
function isLocalNetwork(network: Pick<Network, 'rpcUrls'>): boolean {
  const url = network.rpcUrls.default.http[0]
  if (!url) return false
  try {
    return LOCAL_HOSTS.test(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * The chain id a Wallet Standard wallet knows a network by: `solana:mainnet`, `solana:devnet`,
 * `solana:testnet` for the clusters, `solana:localnet` for a network whose RPC is local, else
 * the network's CAIP-2 id.
 */
export function toSolanaWalletChain(network: Network): string {
  const reference = normalizeSolanaChainId(network.caipNetworkId).split(':')[1]
  for (const [name, id] of Object.entries(SOLANA_CLUSTERS))
    if (id === reference) return `solana:${name}`
  return isLocalNetwork(network) ? 'solana:localnet' : network.caipNetworkId
}

/** Whether a network is one of Solana's own clusters (read through the configured RPC). */
export function isSolanaCluster(network: Pick<Network, 'caipNetworkId'>): boolean {
  const reference = normalizeSolanaChainId(network.caipNetworkId).split(':')[1]
  return Object.values(SOLANA_CLUSTERS).includes(reference as never)
}

/** The configured network a (possibly older) CAIP-2 id names. */
export function findSolanaNetwork(
  networks: readonly Network[],
  id: CaipNetworkId | string,
): Network | undefined {
  const wanted = normalizeSolanaChainId(id)
  return networks.find((n) => normalizeSolanaChainId(n.caipNetworkId) === wanted)
}
