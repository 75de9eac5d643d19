import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/catalogue.js'
import type { Network } from '../types.js'
import { defineNetwork } from './defineNetwork.js'
import * as all from './index.js'
import { CHAIN_NAMESPACES } from './namespaces.js'
import { NetworkSchema } from './networkSchema.js'

const shipped = {
  mainnet: ['eip155:1', 'Ethereum', false],
  base: ['eip155:8453', 'Base', false],
  optimism: ['eip155:10', 'OP Mainnet', false],
  arbitrum: ['eip155:42161', 'Arbitrum One', false],
  polygon: ['eip155:137', 'Polygon', false],
  sepolia: ['eip155:11155111', 'Sepolia', true],
  bsc: ['eip155:56', 'BNB Smart Chain', false],
  avalanche: ['eip155:43114', 'Avalanche', false],
  zksync: ['eip155:324', 'ZKsync', false],
  gnosis: ['eip155:100', 'Gnosis', false],
  solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', false],
  solanaDevnet: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', true],
  solanaTestnet: ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', true],
  bitcoin: ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', false],
  bitcoinTestnet: ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', true],
} as const

describe('shipped networks (spec §9 chains)', () => {
  const byName = all as unknown as Record<string, Network>

  it.each(Object.entries(shipped))(
    '%s has its CAIP id, name and testnet flag',
    (key, [caip, name, testnet]) => {
      const network = byName[key]!
      expect(network.caipNetworkId).toBe(caip)
      expect(network.name).toBe(name)
      expect(network.testnet).toBe(testnet)
      expect(`${network.chainNamespace}:${network.id}`).toBe(caip)
    },
  )

  it.each(Object.keys(shipped))('%s passes the Network schema (every spec §3 field)', (key) => {
    const network = byName[key]!
    const problems: string[] = []
    expect(NetworkSchema(network, '', problems)).toBe(true)
    expect(problems).toEqual([])
    for (const field of ['nativeCurrency', 'rpcUrls', 'blockExplorers', 'assets'] as const) {
      expect(network[field]).toBeDefined()
    }
  })

  it('EVM chain ids are numbers (spec §9 "Default chain 1")', () => {
    expect(all.mainnet.id).toBe(1)
    expect(all.base.id).toBe(8453)
  })

  it('has no duplicate CAIP ids', () => {
    const ids = Object.keys(shipped).map((k) => byName[k]!.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('namespaces (spec §3)', () => {
  it('lists every chain namespace of spec §3', () => {
    expect(CHAIN_NAMESPACES).toEqual([
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
    ])
  })
})

describe('defineNetwork', () => {
  const dev = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet: true,
  } as const

  it('returns the same object when valid', () => {
    expect(defineNetwork(dev)).toBe(dev)
  })

  it('rejects a caipNetworkId that does not match namespace:id', () => {
    expect(() => defineNetwork({ ...dev, caipNetworkId: 'eip155:1' })).toThrow(ConfigError)
    try {
      defineNetwork({ ...dev, caipNetworkId: 'eip155:1' })
    } catch (e) {
      expect((e as ConfigError).issues).toEqual([
        'caipNetworkId: Invalid input: expected chainNamespace:id, "eip155:31337", received "eip155:1"',
      ])
    }
  })

  it('accepts a chain family core does not know by name (CAIP-2 namespace syntax)', () => {
    const toy = { ...dev, id: 1, caipNetworkId: 'toy:1', chainNamespace: 'toy' } as const
    expect(defineNetwork(toy)).toBe(toy)
  })

  it('reports every bad field on its own line', () => {
    const bad = {
      ...dev,
      chainNamespace: 'Cardano!',
      name: undefined,
      rpcUrls: { default: { http: ['javascript:alert(1)'] } },
    } as unknown as Network
    try {
      defineNetwork(bad)
      expect.unreachable()
    } catch (e) {
      expect((e as ConfigError).issues).toEqual([
        'chainNamespace: Invalid input: "Cardano!" is not a CAIP-2 namespace',
        'name: Expected string received undefined',
        'rpcUrls.default.http.0: Invalid input: expected an http, https, ws or wss URL, received "javascript:alert(1)"',
      ])
    }
  })
})
