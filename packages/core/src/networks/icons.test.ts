import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Network } from '../types.js'
import { networkIcon } from './icons.js'
import * as all from './index.js'

const svgOf = (url: string | undefined) => {
  expect(url).toMatch(/^data:image\/svg\+xml,/)
  return decodeURIComponent(url!.slice('data:image/svg+xml,'.length))
}
const BADGE = '#F5A524'

describe('networkIcon: Gangway’s own marks for the networks it ships', () => {
  const shipped = Object.values(all as Record<string, unknown>).filter(
    (n): n is Network => typeof n === 'object' && n !== null && 'caipNetworkId' in n,
  )

  it.each(shipped.map((n) => [n.name, n] as const))('%s has a mark', (_name, network) => {
    const svg = svgOf(networkIcon(network))
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32">.*<\/svg>$/,
    )
    // A testnet carries the badge; a mainnet never does.
    expect(svg.includes(BADGE)).toBe(network.testnet === true)
  })

  it('no two mainnets look the same (Base is not Bitcoin)', () => {
    const mainnets = shipped.filter((n) => !n.testnet).map((n) => networkIcon(n))
    expect(new Set(mainnets).size).toBe(mainnets.length)
  })

  it('finds the mark by image id first: a local regtest named like Bitcoin gets Bitcoin’s, badged', () => {
    const regtest = {
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      testnet: true,
      assets: { imageId: 'bitcoin' },
    } as const
    const svg = svgOf(networkIcon(regtest))
    expect(svg).toContain(BADGE)
    expect(svg.replace(/<circle cx="25.5".*$/, '')).toBe(
      svgOf(networkIcon(all.bitcoin)).replace(/<\/svg>$/, ''),
    )
  })

  it('else by CAIP-2 id: a copy of Base without assets is still Base', () => {
    expect(networkIcon({ caipNetworkId: 'eip155:8453', testnet: false })).toBe(
      networkIcon(all.base),
    )
  })

  it('has none for a network it does not know, nor for an image id that is an Object key', () => {
    expect(networkIcon({ caipNetworkId: 'eip155:31337', testnet: true })).toBeUndefined()
    expect(
      networkIcon({
        caipNetworkId: 'eip155:7',
        testnet: false,
        assets: { imageId: 'constructor' },
      }),
    ).toBeUndefined()
    expect(
      networkIcon({ caipNetworkId: 'eip155:7', testnet: false, assets: { imageId: '__proto__' } }),
    ).toBeUndefined()
  })

  it('imports no code (only types), so a bundler keeps it in the chunk that loads it', () => {
    const source = readFileSync(join(import.meta.dirname, 'icons.ts'), 'utf8')
    const imports = source.match(/^import .*$/gm) ?? []
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true)
  })
})
