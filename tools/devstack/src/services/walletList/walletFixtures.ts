import { testWalletDefaults } from '@gangway/testing'
import { catalogueChains as c, type WalletListEntry } from './types.js'

/** Fixed ids of the catalogue's well-known wallets (MetaMask's and Trust's are the real ones). */
export const walletFixtureIds = {
  metaMask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  trustWallet: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  /** rdns = the injected test wallet's (`dev.gangway.testwallet`). */
  testWallet: 'e44bf01379f47389734ccedccc091c96c4e27484304f663cc3a9089854271f96',
  /** The remote (WalletConnect) test wallet: `gangwayremote://` links. */
  remoteWallet: '1e9a40a352341069d4aa51fde047b62576eb81bb4db046c185af61e61517f1e1',
  /** Named `<img src=x onerror=alert(1)>`: valid data a client must render as text. */
  xssName: 'bd498bd79d07ec9709a2e981384827b1cb900f244660dbfebf00c9d05d86ca11',
  /** `mobile_link` is `javascript:alert(1)//`: a deep-link template a client must never open. */
  javascriptLink: '916d0ae9da587025fc95585fd30835238950163f325917b0f9f3a9dfe9e0c59e',
} as const

const entry = (
  fields: Pick<WalletListEntry, 'id' | 'name' | 'image_id' | 'chains' | 'order'> &
    Partial<WalletListEntry>,
): WalletListEntry => ({
  // The wire order of the hosted service.
  id: fields.id,
  name: fields.name,
  image_id: fields.image_id,
  rdns: fields.rdns ?? null,
  chains: fields.chains,
  mobile_link: fields.mobile_link ?? null,
  desktop_link: fields.desktop_link ?? null,
  webapp_link: fields.webapp_link ?? null,
  homepage: fields.homepage ?? 'https://example.com/',
  order: fields.order,
  badge_type: fields.badge_type ?? 'none',
  app_store: fields.app_store ?? null,
  play_store: fields.play_store ?? null,
})

/** The well-known entries tests rely on, in listing order (they sit on the first page). */
export const walletFixtures: readonly WalletListEntry[] = Object.freeze(
  [
    entry({
      id: walletFixtureIds.metaMask,
      name: 'MetaMask',
      image_id: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
      rdns: 'io.metamask',
      chains: [c.ethereum, c.base, c.optimism],
      mobile_link: 'metamask://',
      homepage: 'https://metamask.io/',
      order: 1,
      badge_type: 'certified',
      app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    }),
    entry({
      id: walletFixtureIds.trustWallet,
      name: 'Trust Wallet',
      image_id: '7677b54f-3486-46e2-4e37-bf8747814f00',
      rdns: 'com.trustwallet.app',
      chains: [c.ethereum, c.base, c.optimism, c.solana, c.bitcoin],
      mobile_link: 'trust://',
      homepage: 'https://trustwallet.com/',
      order: 2,
      badge_type: 'certified',
      app_store: 'https://apps.apple.com/app/apple-store/id1288339409',
      play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    }),
    entry({
      id: walletFixtureIds.remoteWallet,
      name: 'Gangway Remote Wallet',
      image_id: '5f0c6a1e-2b7d-4c38-9e41-d2a7f3b80c01',
      chains: [c.ethereum, c.base],
      mobile_link: 'gangwayremote://',
      desktop_link: 'gangwayremote://',
      webapp_link: 'http://127.0.0.1/remote-wallet',
      homepage: 'https://gangway.dev/',
      order: 3,
    }),
    entry({
      id: walletFixtureIds.testWallet,
      name: testWalletDefaults.name,
      image_id: '0b5fff00-6a3c-4e0d-8f27-1c9d5e4b7a02',
      rdns: testWalletDefaults.rdns,
      chains: [c.ethereum, c.base],
      homepage: 'https://gangway.dev/',
      order: 4,
    }),
    entry({
      id: walletFixtureIds.xssName,
      name: '<img src=x onerror=alert(1)>',
      image_id: 'd1e5c0de-0000-4bad-8bad-1c0ffee0a003',
      chains: [c.ethereum],
      mobile_link: 'https://xss-wallet.example/wc',
      homepage: 'https://xss-wallet.example/',
      order: 6,
    }),
    entry({
      id: walletFixtureIds.javascriptLink,
      name: 'Deeplink Trap Wallet',
      image_id: 'a11ce000-7a7a-4bad-9bad-0d15ea5e0004',
      chains: [c.ethereum, c.base],
      mobile_link: 'javascript:alert(1)//',
      homepage: 'https://deeplink-trap.example/',
      order: 9,
    }),
  ].map((wallet) => Object.freeze(wallet)),
)
