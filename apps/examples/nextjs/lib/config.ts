// The modal's config, in one module the server (for cookieToInitialState) and the browser (for
// createModal) both import. What differs per deployment comes from the server's environment and
// reaches the browser as plain props (see app/layout.tsx).
import { evmAdapter } from '@gangway/adapter-evm'
import type { ModalConfig } from '@gangway/core'
import { base, mainnet } from '@gangway/core/networks'

/** What the server reads from its environment; plain JSON, passed to the client as a prop. */
export type Settings = {
  projectId: string
  /** Custom RPC per CAIP-2 network id (`GANGWAY_RPC_URL` points Ethereum at a local node). */
  rpcUrls: Record<string, string[]>
  /**
   * The hosted services' base URLs (`GANGWAY_WALLET_LIST_URL`, `GANGWAY_API_URL`,
   * `GANGWAY_ANALYTICS_URL`); unset, Gangway's defaults (the WalletConnect network's).
   */
  services?: { walletList: string; api: string; analytics: string }
}

export function readSettings(env: Record<string, string | undefined>): Settings {
  const { GANGWAY_WALLET_LIST_URL: walletList, GANGWAY_API_URL: api } = env
  const analytics = env.GANGWAY_ANALYTICS_URL
  return {
    projectId: env.GANGWAY_PROJECT_ID ?? 'gangway-example-nextjs',
    rpcUrls: env.GANGWAY_RPC_URL ? { 'eip155:1': [env.GANGWAY_RPC_URL] } : {},
    ...(walletList && api && analytics ? { services: { walletList, api, analytics } } : {}),
  }
}

export function gangwayConfig(settings: Settings): ModalConfig {
  return {
    projectId: settings.projectId,
    networks: [mainnet, base],
    adapters: [evmAdapter()],
    rpcUrls: settings.rpcUrls,
    ...(settings.services ? { services: settings.services } : {}),
    // Cookies, so the server sees what the visitor's last visit left (app/layout.tsx).
    storage: 'cookie',
    metadata: {
      name: 'Gangway on Next.js',
      description: 'A Next.js App Router app with the Gangway wallet modal.',
      url: 'http://localhost:3000',
      icons: [],
    },
  }
}
