import type { Network } from '@gangway/core'

/*
 * Bitcoin's networks by CAIP-2 id (`bip122:` + the first 32 hex characters of the genesis block
 * hash), their Wallet Standard chain names and address prefixes. Mainnet and testnet3 are core's
 * `bitcoin` and `bitcoinTestnet`; testnet4, signet and regtest are here.
 */

/** The CAIP-2 references (genesis hash prefixes) of Bitcoin's networks. */
export const BITCOIN_GENESIS = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  testnet4: '00000000da84f2bafbbc53dee25a72ae',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

/** A Bitcoin network's name (its Wallet Standard chain is `bitcoin:` + it). */
export type BitcoinNetworkName = keyof typeof BITCOIN_GENESIS

/** Address parameters as @scure/btc-signer takes them. */
export type BitcoinAddressParams = {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

const TEST = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const ADDRESS_PARAMS: Record<BitcoinNetworkName, BitcoinAddressParams> = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  testnet: TEST,
  testnet4: TEST,
  signet: TEST,
  regtest: { ...TEST, bech32: 'bcrt' },
}

/** Which Bitcoin network a CAIP-2 id names, if any. */
export function bitcoinNetworkName(caipNetworkId: string): BitcoinNetworkName | undefined {
  const [namespace, reference] = caipNetworkId.split(':')
  if (namespace !== 'bip122') return undefined
  return (Object.keys(BITCOIN_GENESIS) as BitcoinNetworkName[]).find(
    (name) => BITCOIN_GENESIS[name] === reference,
  )
}

/**
 * The chain a Wallet Standard wallet knows a network by (`bitcoin:mainnet`, `bitcoin:testnet`,
 * `bitcoin:testnet4`, `bitcoin:signet`, `bitcoin:regtest`); else the CAIP-2 id.
 *
 * @example
 * toBitcoinWalletChain(bitcoin) // 'bitcoin:mainnet'
 */
export function toBitcoinWalletChain(network: Pick<Network, 'caipNetworkId'>): string {
  const name = bitcoinNetworkName(network.caipNetworkId)
  return name ? `bitcoin:${name}` : network.caipNetworkId
}

/** The address parameters of a network (unknown bip122 networks read as mainnet's: refused sends). */
export function addressParams(network: Pick<Network, 'caipNetworkId'>): BitcoinAddressParams {
  return ADDRESS_PARAMS[bitcoinNetworkName(network.caipNetworkId) ?? 'mainnet']
}

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

const network = (
  name: BitcoinNetworkName,
  label: string,
  esplora: string,
  explorer?: string,
): Network => ({
  id: BITCOIN_GENESIS[name],
  caipNetworkId: `bip122:${BITCOIN_GENESIS[name]}`,
  chainNamespace: 'bip122',
  name: label,
  nativeCurrency: btc,
  // An Esplora REST base: Bitcoin has no public JSON-RPC (balances, fees and broadcast go here).
  rpcUrls: { default: { http: [esplora] } },
  ...(explorer ? { blockExplorers: { default: { name: 'Mempool', url: explorer } } } : {}),
  testnet: true,
  assets: { imageId: 'bitcoin' },
})

/** Bitcoin Testnet4 (BIP-94), read through mempool.space's Esplora. */
export const bitcoinTestnet4: Network = network(
  'testnet4',
  'Bitcoin Testnet4',
  'https://mempool.space/testnet4/api',
  'https://mempool.space/testnet4',
)

/** Bitcoin Signet, read through mempool.space's Esplora. */
export const bitcoinSignet: Network = network(
  'signet',
  'Bitcoin Signet',
  'https://mempool.space/signet/api',
  'https://mempool.space/signet',
)

/**
 * Bitcoin regtest, read through a local Esplora (electrs' default regtest port); pass
 * `esploraUrls` to the adapter (or define your own network) for another one.
 */
export const bitcoinRegtest: Network = network(
  'regtest',
  'Bitcoin Regtest',
  'http://127.0.0.1:3002',
)
