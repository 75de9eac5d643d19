// Gangway on a wagmi app, quick-start shape: the app's own wagmi config (as in ConnectKit's and
// RainbowKit's pages: mainnet + base, http() transports), WagmiProvider and QueryClientProvider,
// and the modal on that config through wagmiAdapter; a heading and the connect button. Same dummy
// project id as the peers.
import { base as gwBase, mainnet as gwMainnet } from '@gangway/core/networks'
import { ConnectButton, createModal, GangwayProvider } from '@gangway/modal-shell'
import { wagmiAdapter } from '@gangway/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

const config = createConfig({
  chains: [mainnet, base],
  transports: {
    [mainnet.id]: http(),
    [base.id]: http(),
  },
})

const modal = createModal({
  projectId: '3f1e0c2a9b7d4e6f8a1b2c3d4e5f6a7b',
  networks: [gwMainnet, gwBase],
  adapters: [wagmiAdapter(config)],
})

const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>Gangway + wagmi</h1>
      <ConnectButton />
    </main>
  )
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <GangwayProvider modal={modal}>
          <App />
        </GangwayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
