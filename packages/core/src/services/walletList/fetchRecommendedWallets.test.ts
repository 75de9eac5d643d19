import { walletFixtureIds } from '@gangway/devstack'
import { describe, expect, it } from 'vitest'
import { RECOMMENDED_WALLETS } from '../../constants/constants.js'
import { addRecentWallet } from '../../storage/addRecentWallet.js'
import { useEmulator } from './_emulator.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'

const service = useEmulator()

describe('fetchRecommendedWallets', () => {
  it('recommends the service top 4 (spec §9)', async () => {
    const wallets = await fetchRecommendedWallets(service.engine())
    expect(wallets).toHaveLength(RECOMMENDED_WALLETS)
    expect(wallets.map((w) => w.name).slice(0, 2)).toEqual(['MetaMask', 'Trust'])
  })

  it('puts the featured wallets first, in the configured order', async () => {
    const engine = service.engine({
      featuredWalletIds: [walletFixtureIds.xssName, walletFixtureIds.remoteWallet],
    })
    const wallets = await fetchRecommendedWallets(engine)
    expect(wallets.map((w) => w.id).slice(0, 3)).toEqual([
      walletFixtureIds.xssName,
      walletFixtureIds.remoteWallet,
      walletFixtureIds.metaMask,
    ])
    expect(wallets).toHaveLength(RECOMMENDED_WALLETS)
  })

  it('still fills 4 slots when the top wallets are installed or recent', async () => {
    const engine = service.engine()
    engine.$connectors.set([
      {
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      },
    ])
    addRecentWallet(engine.storage, { id: walletFixtureIds.trustWallet, name: 'Trust' })
    const wallets = await fetchRecommendedWallets(engine)
    expect(wallets).toHaveLength(RECOMMENDED_WALLETS)
    const ids = wallets.map((w) => w.id)
    expect(ids).not.toContain(walletFixtureIds.metaMask)
    expect(ids).not.toContain(walletFixtureIds.trustWallet)
  })
})
