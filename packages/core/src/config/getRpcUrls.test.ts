import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../networks/index.js'
import { getRpcUrls } from './getRpcUrls.js'
import { parseConfig } from './parseConfig.js'

describe('getRpcUrls', () => {
  it('uses the hosted RPC: {rpc}/v1/?chainId={chain}&projectId={id} (spec §7)', () => {
    const config = parseConfig({ projectId: 'abc', networks: [mainnet, base] })
    expect(getRpcUrls(config, base)).toEqual([
      'https://rpc.gangway.dev/v1/?chainId=eip155:8453&projectId=abc',
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
})
