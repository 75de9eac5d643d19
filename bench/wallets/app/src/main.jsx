// The wallet-list benchmark page: the quick-start shape of bench/peers-gangway, with every chain
// of the devstack catalogue configured (so the wallet list holds all 620 of its wallets) and the
// services pointed at the emulator given as `?services=<base url>`.
import { evmAdapter } from '@gangway/adapter-evm'
import { base, bitcoin, mainnet, optimism, solana } from '@gangway/core/networks'
import { ConnectButton, createModal, GangwayProvider } from '@gangway/modal-shell'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const servicesUrl = new URLSearchParams(location.search).get('services')
const modal = createModal({
  projectId: 'bench-wallets',
  networks: [mainnet, base, optimism, solana, bitcoin],
  adapters: [evmAdapter()],
  services: servicesUrl
    ? {
        walletList: `${servicesUrl}/wallets`,
        api: `${servicesUrl}/api`,
        analytics: `${servicesUrl}/pulse`,
      }
    : {},
})
window.__bench = modal

function App() {
  return (
    <main>
      <h1>Gangway wallet list</h1>
      <ConnectButton />
    </main>
  )
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <GangwayProvider modal={modal}>
      <App />
    </GangwayProvider>
  </StrictMode>,
)
