// The platform test page: the devstack's EVM chain and test wallet, plus a throwaway feature
// (../toy-feature) and a throwaway adapter for a made-up chain family (testkit's toyAdapter), each
// plugged in through the public contracts only.
import { evmAdapter } from '@gangway/adapter-evm'
import { defineNetwork } from '@gangway/core'
import { mainnet } from '@gangway/core/networks'
import { ConnectButton, createModal, GangwayProvider } from '@gangway/modal-shell'
import { toyAdapter, toyNetwork } from '@gangway/testkit/toyAdapter'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { toyFeature } from '../toy-feature/toyFeature.js'

type Devstack = {
  chains: { chainId: number; rpcUrl: string }[]
  services: { urls: { walletList: string; api: string; analytics: string } } | null
}
const devstack = (window as { __GANGWAY_DEVSTACK__?: Devstack }).__GANGWAY_DEVSTACK__

// A second network of the made-up family: its adapter cannot switch, so it is never offered.
const toyTwo = defineNetwork({ ...toyNetwork, id: 2, caipNetworkId: 'toy:2', name: 'Toy Two' })

const modal = createModal({
  projectId: 'gangway-platform-test',
  networks: [mainnet, toyNetwork, toyTwo],
  defaultNetwork: mainnet,
  adapters: [evmAdapter(), toyAdapter()],
  features: { toy: toyFeature({ greeting: 'Hello from a feature nobody edited core for' }) },
  // The devstack's chain that stands for mainnet (rpcUrls names configured networks only).
  rpcUrls: Object.fromEntries(
    (devstack?.chains ?? [])
      .filter((c) => c.chainId === mainnet.id)
      .map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]]),
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
