// A wagmi app that adopts the Gangway modal. The part between the two "README" lines is the
// README's "Already on wagmi" quick start, as is; the rest is this example's own: the deployment's
// settings (/settings.json), its wagmi config (./wagmi.ts) and a panel of wagmi hooks.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ExamplePage } from './ExamplePage'
import { loadSettings } from './settings'
import { createWagmiConfig } from './wagmi'

const root = createRoot(document.getElementById('root')!)
const settings = await loadSettings().catch((error: unknown) => {
  // Shown as text; the error then stops the page (and shows in the console).
  root.render(
    <p role="alert" style={{ padding: 16 }}>
      Could not load the settings: {error instanceof Error ? error.message : String(error)}
    </p>,
  )
  throw error
})
// Your wagmi config, unchanged: `createConfig({ chains, transports })`.
const config = createWagmiConfig(settings)

// ---- README "Already on wagmi" ----
import { base, mainnet } from '@gangway/core/networks'
import { ConnectButton, createModal, GangwayProvider } from '@gangway/modal-shell'
import { wagmiAdapter } from '@gangway/wagmi'
import { walletConnect } from '@gangway/walletconnect'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'

const modal = createModal({
  projectId: settings.projectId,
  networks: [mainnet, base],
  // wagmi owns the EVM connections: the modal connects, switches and disconnects through `config`.
  adapters: [wagmiAdapter(config)],
  walletConnect: walletConnect(settings.walletConnect),
  services: settings.services,
})
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <GangwayProvider modal={modal}>
          <ConnectButton />
          {/* your app: every wagmi hook works on the modal's connection */}
          <ExamplePage />
        </GangwayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// ---- end of README ----

root.render(
  <StrictMode>
    <App />
  </StrictMode>,
)
