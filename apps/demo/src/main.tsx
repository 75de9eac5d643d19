import { GangwayProvider } from '@gangway/modal-shell'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { modal } from './modal'
import './styles.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GangwayProvider modal={modal}>
      <App />
    </GangwayProvider>
  </StrictMode>,
)
