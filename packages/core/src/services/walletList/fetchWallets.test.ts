import { walletCatalogueSize, walletFixtureIds } from '@gangway/devstack'
import { describe, expect, it } from 'vitest'
import { WALLETS_PAGE_SIZE } from '../../constants/constants.js'
import { ForbiddenError, ServiceUnavailableError } from '../../errors/serviceErrors.js'
import { addRecentWallet } from '../../storage/addRecentWallet.js'
import type { Connector } from '../../types.js'
import { useEmulator } from './_emulator.js'
import { fetchWallets } from './fetchWallets.js'

const service = useEmulator()

describe('fetchWallets', () => {
  it("sends exactly the spec's query parameters: projectId, st, sv, page, entries, include, exclude, chains", async () => {
    const engine = service.engine({
      projectId: 'proj-1',
      includeWalletIds: [walletFixtureIds.metaMask, walletFixtureIds.trustWallet],
      excludeWalletIds: [walletFixtureIds.trustWallet],
    })
    const page = await fetchWallets(engine, { page: 1 })
    expect(page.data.map((w) => w.name)).toEqual(['MetaMask'])
    const [query] = service.walletQueries()
    expect(query).toEqual({
      projectId: 'proj-1',
      st: engine.config.sdkType,
      sv: engine.config.sdkVersion,
      page: '1',
      entries: String(WALLETS_PAGE_SIZE),
      include: `${walletFixtureIds.metaMask},${walletFixtureIds.trustWallet}`,
      exclude: walletFixtureIds.trustWallet,
      chains: 'eip155:1,eip155:8453',
    })
    expect(
      Object.keys(query!).every((k) =>
        [
          'projectId',
          'st',
          'sv',
          'page',
          'entries',
          'include',
          'exclude',
          'chains',
          'search',
          'badge_type',
        ].includes(k),
      ),
    ).toBe(true)
  })

  it('pages through every wallet of the configured chains, 40 at a time, each once', async () => {
    const engine = service.engine()
    const ids: string[] = []
    let page = 1
    let count = 0
    for (;;) {
      const result = await fetchWallets(engine, { page })
      expect(result.data.length).toBeLessThanOrEqual(WALLETS_PAGE_SIZE)
      ids.push(...result.data.map((w) => w.id))
      count = result.count
      if (!result.hasMore) break
      page++
    }
    expect(count).toBeGreaterThan(300)
    expect(count).toBeLessThanOrEqual(walletCatalogueSize)
    expect(page).toBe(Math.ceil(count / WALLETS_PAGE_SIZE))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(count)
  })

  it("shows 'Trust Wallet' as 'Trust', and hides excluded wallets by rdns or case-insensitive name", async () => {
    const plain = await fetchWallets(service.engine(), { page: 1, entries: 6 })
    expect(plain.data.map((w) => w.name)).toContain('Trust')
    expect(plain.data.map((w) => w.name)).not.toContain('Trust Wallet')
    const excluding = service.engine({ excludeWallets: ['io.metamask', 'TRUST WALLET'] })
    const page = await fetchWallets(excluding, { page: 1, entries: 6 })
    const names = page.data.map((w) => w.name)
    expect(names).not.toContain('MetaMask')
    expect(names).not.toContain('Trust')
    expect(names).toContain('Gangway Remote Wallet')
  })

  it('drops wallets already listed: announced by rdns, recent by id or rdns', async () => {
    const engine = service.engine()
    const announced: Connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.metamask' },
    }
    engine.$connectors.set([announced])
    addRecentWallet(engine.storage, { id: walletFixtureIds.trustWallet, name: 'Trust Wallet' })
    addRecentWallet(engine.storage, {
      id: 'dev.gangway.testwallet',
      name: 'Gangway Test Wallet',
      rdns: 'dev.gangway.testwallet',
    })
    const { data } = await fetchWallets(engine, { page: 1, entries: 10 })
    const ids = data.map((w) => w.id)
    expect(ids).not.toContain(walletFixtureIds.metaMask)
    expect(ids).not.toContain(walletFixtureIds.trustWallet)
    expect(ids).not.toContain(walletFixtureIds.testWallet)
    expect(ids).toContain(walletFixtureIds.remoteWallet)
  })

  it('drops malformed entries and never passes an unsafe link on', async () => {
    service.emulator.setSwitch('walletList', 'malformed')
    const { data } = await fetchWallets(service.engine(), { page: 1 })
    // The 40 valid entries stay; of the broken ones only the well-formed wallet with a
    // javascript: link does, with that link removed.
    const extra = data.filter((w) => w.id.startsWith('badbad'))
    expect(data.length - extra.length).toBe(WALLETS_PAGE_SIZE)
    expect(extra.length).toBeGreaterThan(0)
    for (const wallet of extra) {
      expect(wallet.name).toMatch(/ Link$/)
      expect(wallet.mobile_link).toBeNull()
    }
    for (const wallet of data) {
      expect(typeof wallet.id).toBe('string')
      expect(typeof wallet.name).toBe('string')
      expect(wallet.image_id === undefined || typeof wallet.image_id === 'string').toBe(true)
      expect(wallet.chains === undefined || Array.isArray(wallet.chains)).toBe(true)
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link])
        expect(link ?? '').not.toMatch(/^javascript:/i)
    }
  })

  it('keeps a valid wallet whose name is markup as plain data', async () => {
    const { data } = await fetchWallets(service.engine(), { page: 1 })
    const wallet = data.find((w) => w.id === walletFixtureIds.xssName)
    expect(wallet?.name).toBe('<img src=x onerror=alert(1)>')
    const trap = data.find((w) => w.id === walletFixtureIds.javascriptLink)
    expect(trap?.mobile_link).toBeNull()
  })

  it('fails with the named errors on 403 and 503', async () => {
    service.emulator.setSwitch('walletList', 'forbidden')
    await expect(fetchWallets(service.engine(), { page: 1 })).rejects.toBeInstanceOf(ForbiddenError)
    service.emulator.setSwitch('walletList', 'unavailable')
    await expect(fetchWallets(service.engine(), { page: 1 })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    )
  })
})
