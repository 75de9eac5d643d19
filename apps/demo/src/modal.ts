import { bitcoinAdapter } from '@gangway/adapter-bitcoin'
import { evmAdapter } from '@gangway/adapter-evm'
import { solanaAdapter } from '@gangway/adapter-solana'
import { LOCALES, type Locale, type ThemeMode } from '@gangway/core'
import { base, mainnet } from '@gangway/core/networks'
import { authFeature } from '@gangway/feature-auth'
import { historyFeature } from '@gangway/feature-history'
import { namesFeature } from '@gangway/feature-names'
import { onrampFeature } from '@gangway/feature-onramp'
import { receiveFeature, sendFeature } from '@gangway/feature-send'
import { swapFeature } from '@gangway/feature-swap'
import { createModal } from '@gangway/modal-shell'
import { walletConnect } from '@gangway/walletconnect'
import {
  demoProjectId,
  devstack,
  devstackBitcoinNetwork,
  devstackRpcUrls,
  devstackServices,
  devstackSolanaNetwork,
} from './devstack'
import { demoSiwx } from './siwx'

export const THEME_KEY = 'gangway-demo-theme'
export const LOCALE_KEY = 'gangway-demo-locale'

/** `?locale=ar`, else the one picked before in the language menu, else the browser's. */
function initialLocale(): Locale | undefined {
  const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search)
  let picked = query.get('locale')
  try {
    picked ??= localStorage.getItem(LOCALE_KEY)
  } catch {}
  return LOCALES.find((locale) => locale === picked)
}

/** Email, social and Farcaster login on the devstack's frame; `?authReadyTimeout=<ms>` shortens the READY wait. */
function demoAuth(frameUrl: string) {
  const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search)
  const readyTimeout = Number(query.get('authReadyTimeout'))
  return authFeature({ frameUrl, ...(readyTimeout > 0 ? { readyTimeout } : {}) })
}

/**
 * `?excludeWallets=<rdns or name>,…`: those wallets hidden (spec §5 "Excluded wallets (by rdns or
 * case-insensitive name) hidden"); none by default.
 */
function excludedWallets(): string[] {
  const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search)
  return (query.get('excludeWallets') ?? '').split(',').filter((entry) => entry.trim() !== '')
}

/**
 * `?adapters=none`: no chain adapters, WalletConnect only (spec §2 "With no adapters and no
 * address: AllWallets on mobile, ConnectingWalletConnectBasic otherwise").
 */
const withoutAdapters =
  new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('adapters') ===
  'none'

/**
 * `?embedded=1`: the modal in embedded mode, rendered inline in the page's own container (see
 * App's EmbeddedHost) instead of appended to the body (spec §2 "In embedded mode, the view is
 * Account if connected, else Connect"; "The modal is appended to the page body unless appending
 * is disabled or embedded mode is on").
 */
export const embedded =
  new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('embedded') ===
  '1'

// The devstack's local Solana chain, when it runs one: the Solana adapter joins the EVM one.
const solanaLocal = devstackSolanaNetwork(devstack)
// Its Bitcoin regtest (an Esplora stand-in over an in-process ledger): the Bitcoin adapter too.
const bitcoinLocal = devstackBitcoinNetwork(devstack)

/** Light unless the visitor picked dark before (kept in localStorage by the theme toggle). */
function initialTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light'
  } catch {
    return 'light'
  }
}

/**
 * The demo's modal: Ethereum and Base, both pointed at the local anvil nodes of the devstack, so
 * balances and signatures never leave 127.0.0.1. Every option the shell has today is set.
 */
export const modal = createModal({
  projectId: demoProjectId,
  networks: [
    mainnet,
    base,
    ...(solanaLocal ? [solanaLocal] : []),
    ...(bitcoinLocal ? [bitcoinLocal] : []),
  ],
  defaultNetwork: mainnet,
  adapters: withoutAdapters
    ? []
    : [
        evmAdapter(),
        ...(solanaLocal ? [solanaAdapter()] : []),
        ...(bitcoinLocal ? [bitcoinAdapter()] : []),
      ],
  // Remote wallets over WalletConnect: its code loads only when a QR view opens or a stored
  // session exists.
  // The devstack's relay has no Verify service (origin attestation), so the demo turns it off;
  // a host on a hosted relay keeps the default.
  walletConnect: walletConnect({ verify: false }),
  // The Activity tab (transaction history), Send, Receive and Swap (on the devstack's Uniswap V2
  // pools): each declares its Account entries up front and loads its code when first used.
  // Sign-in with the wallet only with ?siwx=optional|required (see siwx.ts).
  // Email login (the embedded wallet) when the devstack runs its login frame (another origin).
  features: {
    ...(devstack?.authFrame ? { auth: demoAuth(devstack.authFrame.url) } : {}),
    history: historyFeature(),
    // Send's insufficient-funds Buy opens the on-ramp.
    send: sendFeature({ buyView: 'OnRampProviders' }),
    receive: receiveFeature(),
    ...demoSiwx(),
    // The devstack's convert stand-in swaps on Uniswap V2: its router joins Swap's allow-list.
    swap: swapFeature({
      routers: Object.fromEntries(
        (devstack?.chains ?? [])
          .filter((chain) => chain.contracts.ammRouter)
          .map((chain) => [`eip155:${chain.chainId}`, [chain.contracts.ammRouter!]]),
      ),
    }),
    // Account names: the Account entry for embedded-wallet accounts without a name; the page's
    // card opens the views for any EVM account.
    names: namesFeature(),
    // Buy with fiat: the devstack's on-ramp (its provider page pays real ETH on the dev chain);
    // the second provider has no URL, so its row shows disabled. Deposit from exchange: the
    // devstack's exchange page withdraws 0.05 ETH to the account; the second has no page.
    onramp: onrampFeature({
      providers: [
        { id: 'devstack', label: 'Devstack Pay', feeRange: '1-2%', url: 'generator' },
        { id: 'bank', label: 'Bank transfer' },
      ],
      exchanges: [
        {
          id: 'devstack',
          label: 'Devstack Exchange',
          url: ({ address, caipNetworkId }) => {
            const api = devstackServices(devstack).api
            return api
              ? `${api}/devstack/exchange?${new URLSearchParams({ address, caipNetworkId })}`
              : undefined
          },
        },
        { id: 'elsewhere', label: 'Another exchange', url: () => undefined },
      ],
    }),
  },
  rpcUrls: devstackRpcUrls(devstack),
  services: devstackServices(devstack),
  metadata: {
    name: 'Gangway Swap Demo',
    description: 'A host app for the Gangway wallet modal, on the local devstack.',
    url: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
    icons: [],
  },
  allWallets: true,
  ...(embedded ? { embedded: true } : {}),
  ...(excludedWallets().length ? { excludeWallets: excludedWallets() } : {}),
  themeMode: initialTheme(),
  ...(initialLocale() ? { locale: initialLocale() } : {}),
  themeVariables: { '--gw-accent': '#3360f0' },
  logLevel: 'warn',
})

// Handy in the console and for the e2e tests.
if (typeof window !== 'undefined') Object.assign(window, { __gangwayModal: modal })
