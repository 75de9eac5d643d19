// The demo-like host: the quick start (bench/peers-gangway) plus every package the demo enables
// (WalletConnect; the history, send, receive, swap, email login, names and on-ramp features), a heading and the connect button. Measured by
// scripts/host-size.mjs against the floor; add each new feature the demo enables here too.
import { evmAdapter } from '@gangway/adapter-evm'
import { base, mainnet } from '@gangway/core/networks'
import { authFeature } from '@gangway/feature-auth'
import { historyFeature } from '@gangway/feature-history'
import { namesFeature } from '@gangway/feature-names'
import { onrampFeature } from '@gangway/feature-onramp'
import { receiveFeature, sendFeature } from '@gangway/feature-send'
import { swapFeature } from '@gangway/feature-swap'
import { ConnectButton, createModal, GangwayProvider } from '@gangway/modal-shell'
import { walletConnect } from '@gangway/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const modal = createModal({
  projectId: '3f1e0c2a9b7d4e6f8a1b2c3d4e5f6a7b',
  networks: [mainnet, base],
  adapters: [evmAdapter()],
  walletConnect: walletConnect(),
  features: {
    history: historyFeature(),
    send: sendFeature(),
    receive: receiveFeature(),
    swap: swapFeature(),
    auth: authFeature({ frameUrl: 'https://login.example.com/frame' }),
    names: namesFeature(),
    onramp: onrampFeature(),
  },
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
