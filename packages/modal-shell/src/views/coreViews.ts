import { type ComponentType, lazy } from 'react'
import type { ViewProps } from '../components/ViewHost/ViewHost.js'
import { addView, type Engine } from '../internal/core.js'
import { Account } from './Account/Account.js'
// The wallet grid loads with its first show (Connect asks for it ahead).
import { AllWalletsView as AllWallets } from './AllWallets/loadAllWallets.js'
import { ApproveTransaction } from './ApproveTransaction/ApproveTransaction.js'
import { Connect } from './Connect/Connect.js'
import { ConnectingExternal } from './ConnectingExternal/ConnectingExternal.js'
import { Networks } from './Networks/Networks.js'
import { UnsupportedChain } from './UnsupportedChain/UnsupportedChain.js'

// The WalletConnect views load with their first show (with @gangway/walletconnect itself).
const ConnectingWalletConnect = lazy(() =>
  import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then((m) => ({
    default: m.ConnectingWalletConnect,
  })),
)
const ConnectingWalletConnectBasic = lazy(() =>
  import('./ConnectingWalletConnect/ConnectingWalletConnect.js').then((m) => ({
    default: m.ConnectingWalletConnectBasic,
  })),
)

const coreViews: Record<string, ComponentType<ViewProps>> = {
  Connect,
  AllWallets,
  ConnectingExternal,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  Account,
  Networks,
  UnsupportedChain,
  ApproveTransaction,
}

/**
 * Adds the shell's views to the engine's `$views` registry, the same registry features use. A
 * view a feature registered first is kept (a host can replace a core view). @internal
 */
export function registerCoreViews(engine: Engine): void {
  const registered = engine.$views.get()
  for (const [name, view] of Object.entries(coreViews)) {
    if (!(name in registered)) addView(engine, name, view)
  }
}
