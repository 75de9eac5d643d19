import { describe, expect, it } from 'vitest'
import { queryWallets } from './queryWallets.js'
import { catalogueChains } from './types.js'
import { walletCatalogue } from './walletCatalogue.js'
import { walletFixtureIds } from './walletFixtures.js'

const wallets = walletCatalogue()

describe('queryWallets', () => {
  it('pages 1-based through everything, in listing order', () => {
    const first = queryWallets(wallets, { page: 1, entries: 40 })
    expect(first.count).toBe(wallets.length)
    expect(first.data).toEqual(wallets.slice(0, 40))
    expect(queryWallets(wallets, { page: 3, entries: 40 }).data).toEqual(wallets.slice(80, 120))
    const last = queryWallets(wallets, { page: 16, entries: 40 })
    expect(last.data).toEqual(wallets.slice(600))
    expect(queryWallets(wallets, { page: 17, entries: 40 })).toEqual({ count: 620, data: [] })
  })

  it('searches names case-insensitively, trimmed', () => {
    const { count, data } = queryWallets(wallets, { page: 1, entries: 100, search: '  AURORA ' })
    expect(count).toBeGreaterThan(1)
    expect(data.every((w) => w.name.toLowerCase().includes('aurora'))).toBe(true)
    expect(count).toBe(wallets.filter((w) => w.name.includes('Aurora')).length)
    expect(queryWallets(wallets, { page: 1, entries: 5, search: 'metamask' }).data[0]?.id).toBe(
      walletFixtureIds.metaMask,
    )
    expect(queryWallets(wallets, { page: 1, entries: 5, search: 'zzzz' })).toEqual({
      count: 0,
      data: [],
    })
    expect(queryWallets(wallets, { page: 1, entries: 5, search: '   ' }).count).toBe(620)
  })

  it('include keeps only those ids, exclude drops ids (and wins over include)', () => {
    const include = [walletFixtureIds.trustWallet, walletFixtureIds.metaMask, 'f'.repeat(64)]
    expect(
      queryWallets(wallets, { page: 1, entries: 10, include }).data.map((w) => w.name),
    ).toEqual(['MetaMask', 'Trust Wallet'])
    const exclude = [walletFixtureIds.metaMask, walletFixtureIds.xssName]
    const excluded = queryWallets(wallets, { page: 1, entries: 1000, exclude })
    expect(excluded.count).toBe(618)
    expect(excluded.data.map((w) => w.id)).not.toContain(walletFixtureIds.metaMask)
    expect(queryWallets(wallets, { page: 1, entries: 10, include, exclude }).count).toBe(1)
  })

  it('chains match when a wallet supports any of them; badge_type=certified keeps certified ones', () => {
    const solana = queryWallets(wallets, {
      page: 1,
      entries: 1000,
      chains: [catalogueChains.solana],
    })
    expect(solana.count).toBeGreaterThan(50)
    expect(solana.data.every((w) => w.chains.includes(catalogueChains.solana))).toBe(true)
    const either = queryWallets(wallets, {
      page: 1,
      entries: 1000,
      chains: [catalogueChains.solana, catalogueChains.bitcoin],
    })
    expect(either.count).toBe(
      wallets.filter((w) =>
        w.chains.some((c) => c === catalogueChains.solana || c === catalogueChains.bitcoin),
      ).length,
    )
    expect(either.count).toBeGreaterThan(solana.count)
    expect(queryWallets(wallets, { page: 1, entries: 1, chains: ['eip155:999'] }).count).toBe(0)
    const certified = queryWallets(wallets, { page: 1, entries: 1000, badgeType: 'certified' })
    expect(certified.count).toBe(wallets.filter((w) => w.badge_type === 'certified').length)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(queryWallets(wallets, { page: 1, entries: 1, badgeType: 'none' }).count).toBe(620)
  })
})
