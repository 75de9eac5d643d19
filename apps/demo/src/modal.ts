import { evmAdapter } from '@gangway/adapter-evm'
import { base, mainnet, type ThemeMode } from '@gangway/core'
import { createModal } from '@gangway/modal-shell'
import { devstack, devstackRpcUrls } from './devstack'

export const THEME_KEY = 'gangway-demo-theme'

/** Light unless the visitor picked dark before (kept in localStorage by the theme toggle). */
export function initialTheme(): ThemeMode {
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
  projectId: 'gangway-demo',
  networks: [mainnet, base],
  defaultNetwork: mainnet,
  adapters: [evmAdapter()],
  rpcUrls: devstackRpcUrls(devstack),
  metadata: {
    name: 'Gangway Swap Demo',
    description: 'A host app for the Gangway wallet modal, on the local devstack.',
    url: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
    icons: [],
  },
  allWallets: true,
  themeMode: initialTheme(),
  themeVariables: { '--gw-accent': '#3360f0' },
  logLevel: 'warn',
})

// Handy in the console and for the e2e tests.
if (typeof window !== 'undefined') Object.assign(window, { __gangwayModal: modal })
