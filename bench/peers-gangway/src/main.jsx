// Gangway, quick-start shape: the modal with the EVM adapter on [mainnet, base], a heading and
// the connect button. Same dummy project id as the peers.
import { evmAdapter } from '@gangway/adapter-evm'
import { base, mainnet } from '@gangway/core/networks'
import { ConnectButton, createModal, GangwayProvider } from '@gangway/modal-shell'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const modal = createModal({
  projectId: '3f1e0c2a9b7d4e6f8a1b2c3d4e5f6a7b',
  networks: [mainnet, base],
  adapters: [evmAdapter()],
})

function App() {
  return (
    <main>
      <h1>Gangway</h1>
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
