// Gangway's quick start in a Vite app: one modal for the page, created once the deployment's
// settings are loaded, then the ConnectButton and a useAccount readout.
import { evmAdapter } from '@gangway/adapter-evm'
import { base, mainnet } from '@gangway/core/networks'
import { ConnectButton, createModal, GangwayProvider, useAccount } from '@gangway/modal-shell'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadSettings } from './settings'

function AccountStatus() {
  const { address, status } = useAccount()
  return (
    <p data-testid="example-account">
      {address
        ? `${status === 'connected' ? 'Connected' : 'Reconnecting'}: ${address}`
        : 'Not connected'}
    </p>
  )
}

const root = createRoot(document.getElementById('root')!)

loadSettings().then(
  (settings) => {
    const modal = createModal({
      projectId: settings.projectId,
      networks: [mainnet, base],
      adapters: [evmAdapter()],
      ...(settings.rpcUrls ? { rpcUrls: settings.rpcUrls } : {}),
      ...(settings.services ? { services: settings.services } : {}),
      metadata: {
        name: 'Gangway on Vite',
        description: 'A Vite + React app with the Gangway wallet modal.',
        url: window.location.origin,
        icons: [],
      },
    })
    root.render(
      <StrictMode>
        <GangwayProvider modal={modal}>
          <main>
            <header
              data-testid="example-header"
              style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16 }}
            >
              <strong>Gangway on Vite</strong>
              <ConnectButton />
            </header>
            <section style={{ padding: 16 }}>
              <AccountStatus />
              <p>A static Vite build; its settings come from /settings.json.</p>
            </section>
          </main>
        </GangwayProvider>
      </StrictMode>,
    )
  },
  (error: unknown) => {
    // Shown as text, and in the console for whoever deploys it.
    console.error('[gangway example] could not load the settings:', error)
    root.render(
      <p role="alert" style={{ padding: 16 }}>
        Could not load the settings: {error instanceof Error ? error.message : String(error)}
      </p>,
    )
  },
)
