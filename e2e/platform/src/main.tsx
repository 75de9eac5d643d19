// The platform test page: the devstack's EVM chain and test wallet, plus a throwaway feature
// (../toy-feature) and a throwaway adapter for a made-up chain family (../toy-adapter), each
// plugged in through the public contracts only.
import { evmAdapter } from '@gangway/adapter-evm'
import { mainnet } from '@gangway/core'
import { ConnectButton, createModal, GangwayProvider } from '@gangway/modal-shell'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { toyAdapter, toyNetwork } from '../toy-adapter/toyAdapter.js'
import { toyFeature } from '../toy-feature/toyFeature.js'

type Devstack = {
  chains: { chainId: number; rpcUrl: string }[]
  services: { urls: { walletList: string; api: string; analytics: string } } | null
}
const devstack = (window as { __GANGWAY_DEVSTACK__?: Devstack }).__GANGWAY_DEVSTACK__

const modal = createModal({
  projectId: 'gangway-platform-test',
  networks: [mainnet, toyNetwork],
  defaultNetwork: mainnet,
  adapters: [evmAdapter(), toyAdapter()],
  features: { toy: toyFeature({ greeting: 'Hello from a feature nobody edited core for' }) },
  rpcUrls: Object.fromEntries(
    (devstack?.chains ?? []).map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]]),
  ),
  ...(devstack?.services ? { services: devstack.services.urls } : {}),
  analytics: false,
  logLevel: 'warn',
})
Object.assign(window, { __gangwayModal: modal })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GangwayProvider modal={modal}>
      <main style={{ padding: 24 }}>
        <h1>Platform test page</h1>
        <ConnectButton />
      </main>
    </GangwayProvider>
  </StrictMode>,
)
