import { describe, expect, it } from 'vitest'
import { defineNetwork } from '../networks/defineNetwork.js'
import { base, mainnet } from '../networks/index.js'
import { getRpcUrls, isProxiedNetwork } from './getRpcUrls.js'
import { parseConfig } from './parseConfig.js'

const ownChain = defineNetwork({
  id: 999_001,
  caipNetworkId: 'eip155:999001',
  chainNamespace: 'eip155',
  name: 'Own chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://rpc.own-chain.example', 'https://rpc2.own-chain.example'] },
  },
})

describe('getRpcUrls', () => {
  it('uses the hosted RPC proxy by default: {rpc}/v1/?chainId={chain}&projectId={id} (spec §7)', () => {
    const config = parseConfig({ projectId: 'abc', networks: [mainnet, base] })
    expect(getRpcUrls(config, base)).toEqual([
      'https://rpc.walletconnect.org/v1/?chainId=eip155:8453&projectId=abc',
    ])
  })

  it('follows a services.api override', () => {
    const config = parseConfig({
      projectId: 'abc',
      networks: [mainnet],
      services: { api: 'http://127.0.0.1:4000/' },
    })
    expect(getRpcUrls(config, mainnet)).toEqual([
      'http://127.0.0.1:4000/v1/?chainId=eip155:1&projectId=abc',
    ])
  })

  it("prefers the host's own rpcUrls for that network only", () => {
    const config = parseConfig({
      projectId: 'abc',
      networks: [mainnet, base],
      rpcUrls: { 'eip155:1': ['http://127.0.0.1:8545', 'https://eth.merkle.io'] },
    })
    expect(getRpcUrls(config, mainnet)).toEqual(['http://127.0.0.1:8545', 'https://eth.merkle.io'])
    expect(getRpcUrls(config, base)[0]).toContain('chainId=eip155:8453')
  })

  it('a chain the proxy does not serve reads from its own rpcUrls (no hosted service at all)', () => {
    const config = parseConfig({ projectId: 'abc', networks: [ownChain] })
    expect(getRpcUrls(config, ownChain)).toEqual([
      'https://rpc.own-chain.example',
      'https://rpc2.own-chain.example',
    ])
    // Only an id (a signed message's chain that is not configured): nothing to read from.
    expect(getRpcUrls(config, { caipNetworkId: 'eip155:999001' })).toEqual([])
  })

  it('knows the proxied chains: every bundled EVM network and Solana cluster (Bitcoin reads Esplora)', () => {
    for (const id of ['eip155:1', 'eip155:8453', 'eip155:10', 'eip155:42161', 'eip155:137'])
      expect(isProxiedNetwork(id)).toBe(true)
    expect(isProxiedNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isProxiedNetwork('bip122:000000000019d6689c085ae165831e93')).toBe(false)
    expect(isProxiedNetwork('eip155:31337')).toBe(false)
    expect(isProxiedNetwork('solana:localnet')).toBe(false)
    expect(isProxiedNetwork('eip155:')).toBe(false)
  })
})
