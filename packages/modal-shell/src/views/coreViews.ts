import { type ComponentType, lazy } from 'react'
import type { ViewProps } from '../components/ViewHost/ViewHost.js'
import { addView, type Engine } from '../internal/core.js'
import { allWallets } from './AllWallets/allWalletsView.js'
import { Connect } from './Connect/Connect.js'
import { lateViews } from './lateViewsLoader.js'

// Up front: Connect only (the first paint of a closed modal's first open). The other core views,
// the wallet grid among them, share one chunk fetched when one is first shown or ahead of it
// (lateViewsLoader.ts).

// The WalletConnect views load with their first show (with @gangway/walletconnect itself), from
// the later core views' chunk (see lateViews.tsx for why not a chunk of their own).
const ConnectingWalletConnect = lazy(() =>
  import('./lateViews.js').then((m) => ({
    default: m.ConnectingWalletConnect,
  })),
)
const ConnectingWalletConnectBasic = lazy(() =>
  import('./lateViews.js').then((m) => ({
    default: m.ConnectingWalletConnectBasic,
  })),
)

const coreViews: Record<string, ComponentType<ViewProps>> = {
  Connect,
  AllWallets: allWallets.View,
  ConnectingExternal: lateViews.ConnectingExternal.View,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  Account: lateViews.Account.View,
  Networks: lateViews.Networks.View,
  UnsupportedChain: lateViews.UnsupportedChain.View,
  ApproveTransaction: lateViews.ApproveTransaction.View,
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
