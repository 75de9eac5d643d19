// @gangway/core/networks: every network Gangway ships (spec §9 chains) and the namespaces.
// Define others with `defineNetwork` from '@gangway/core'.
export {
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
} from '../networks/index.js'
export {
  CHAIN_NAMESPACES,
  isChainNamespace,
} from '../networks/namespaces.js'
