import { createHash } from 'node:crypto'
import { testWalletDefaults } from '@gangway/testing'
import { describe, expect, it } from 'vitest'
import { catalogueChains } from './types.js'
import { walletCatalogue, walletCatalogueSize } from './walletCatalogue.js'
import { walletFixtureIds } from './walletFixtures.js'
import { walletImageType } from './walletImageType.js'

const wallets = walletCatalogue()
const byId = (id: string) => wallets.find((wallet) => wallet.id === id)

describe('walletCatalogue', () => {
  it('holds ~620 wallets with unique 64-hex ids, unique names, uuid-like image ids, listing order', () => {
    expect(wallets).toHaveLength(walletCatalogueSize)
    expect(walletCatalogueSize).toBe(620)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
    expect(new Set(wallets.map((w) => w.name)).size).toBe(wallets.length)
    const imageIds = wallets.flatMap((w) => (w.image_id ? [w.image_id] : []))
    expect(new Set(imageIds).size).toBe(imageIds.length)
    // A few have no image (`null`, as the real service sends it); the fixtures all have one.
    expect(wallets.length - imageIds.length).toBe(15)
    for (const wallet of wallets) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      if (wallet.image_id !== null)
        expect(wallet.image_id).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        )
      expect(wallet.chains.length).toBeGreaterThan(0)
    }
    expect(wallets.map((w) => w.order)).toEqual(wallets.map((_, i) => i + 1))
    const rdns = wallets.flatMap((w) => (w.rdns ? [w.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
  })

  it('is deterministic and frozen', () => {
    const digest = createHash('sha256').update(JSON.stringify(wallets)).digest('hex')
    // Changing the generator changes every test's wallet ids: do it on purpose only.
    expect(digest).toBe(EXPECTED_DIGEST)
    expect(Object.isFrozen(wallets)).toBe(true)
    expect(Object.isFrozen(wallets[10])).toBe(true)
    expect(Object.isFrozen(wallets[10]!.chains)).toBe(true)
  })

  it('varies names, chains, links, rdns, badges and image types', () => {
    expect(wallets.some((w) => w.name === 'Nimbus' || w.name.startsWith('Nimbus '))).toBe(true)
    expect(wallets.some((w) => / Wallet$/.test(w.name))).toBe(true)
    expect(wallets.some((w) => / Vault$/.test(w.name))).toBe(true)
    for (const chain of Object.values(catalogueChains))
      expect(wallets.filter((w) => w.chains.includes(chain)).length).toBeGreaterThan(30)
    expect(new Set(wallets.map((w) => w.chains.join())).size).toBeGreaterThan(6)
    const share = (test: (w: (typeof wallets)[number]) => boolean) =>
      wallets.filter(test).length / wallets.length
    expect(share((w) => /^[a-z]+:\/\/$/.test(w.mobile_link ?? ''))).toBeGreaterThan(0.3)
    expect(
      share((w) => /^https:\/\/[a-z0-9]+\.app\/wc$/.test(w.mobile_link ?? '')),
    ).toBeGreaterThan(0.3)
    expect(share((w) => w.mobile_link === null)).toBeGreaterThan(0.05)
    expect(share((w) => w.desktop_link !== null)).toBeGreaterThan(0.1)
    expect(share((w) => w.webapp_link !== null)).toBeGreaterThan(0.1)
    expect(share((w) => w.webapp_link === null)).toBeGreaterThan(0.5)
    expect(share((w) => w.rdns !== null)).toBeGreaterThan(0.4)
    expect(share((w) => w.rdns === null)).toBeGreaterThan(0.3)
    expect(share((w) => w.badge_type === 'certified')).toBeGreaterThan(0.05)
    expect(share((w) => w.badge_type === 'certified')).toBeLessThan(0.3)
    expect(share((w) => !!w.image_id && walletImageType(w.image_id) === 'svg')).toBeGreaterThan(
      0.05,
    )
    expect(share((w) => !!w.image_id && walletImageType(w.image_id) === 'png')).toBeGreaterThan(0.7)
  })

  it('contains the fixtures with their fixed ids on the first page', () => {
    expect(byId(walletFixtureIds.metaMask)).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask' })
    expect(byId(walletFixtureIds.trustWallet)).toMatchObject({
      name: 'Trust Wallet',
      rdns: 'com.trustwallet.app',
    })
    expect(byId(walletFixtureIds.testWallet)).toMatchObject({
      name: 'Gangway Test Wallet',
      rdns: testWalletDefaults.rdns,
    })
    expect(byId(walletFixtureIds.remoteWallet)).toMatchObject({
      name: 'Gangway Remote Wallet',
      chains: ['eip155:1', 'eip155:8453'],
      mobile_link: 'gangwayremote://',
      desktop_link: 'gangwayremote://',
      webapp_link: 'http://127.0.0.1/remote-wallet',
    })
    expect(byId(walletFixtureIds.xssName)?.name).toBe('<img src=x onerror=alert(1)>')
    expect(byId(walletFixtureIds.javascriptLink)?.mobile_link).toBe('javascript:alert(1)//')
    const firstPage = wallets.slice(0, 20).map((w) => w.id)
    expect(firstPage).toEqual(expect.arrayContaining(Object.values(walletFixtureIds)))
  })
})

const EXPECTED_DIGEST = '257a7af99f47141567609e9a8329e55b5b20c5cd9ce61924c57e7365f192b1f6'
