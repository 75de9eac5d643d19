// The core views the first paint of Connect does not need, in one chunk (one request, loaded when
// one of them is first shown or ahead of it; see coreViews.ts), with their stylesheet. The
// WalletConnect views and the Account tabs' panels are here too rather than in chunks of their
// own: every dynamic import target that shares code with the page up front makes a host bundler
// (Vite) split that shared code into more files the page loads before interaction, and each file
// compresses apart (4.2 KiB gzip up front in the quick-start host).
import type { ComponentType } from 'react'
import type { ViewProps } from '../components/ViewHost/ViewHost.js'
import { useViewStyles } from '../theme/useViewStyles.js'
import { Account as AccountView } from './Account/Account.js'
import { AllWallets as AllWalletsView } from './AllWallets/AllWallets.js'
import { ApproveTransaction as ApproveTransactionView } from './ApproveTransaction/ApproveTransaction.js'
import { ConnectingExternal as ConnectingExternalView } from './ConnectingExternal/ConnectingExternal.js'
import { lateCss } from './lateStyles.js'
import { Networks as NetworksView } from './Networks/Networks.js'
import { UnsupportedChain as UnsupportedChainView } from './UnsupportedChain/UnsupportedChain.js'

function withSheet(View: ComponentType<ViewProps>): ComponentType<ViewProps> {
  return function LateView(props: ViewProps) {
    useViewStyles('core-views', lateCss)
    return <View {...props} />
  }
}

export {
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
} from './ConnectingWalletConnect/ConnectingWalletConnect.js'

export const Account = withSheet(AccountView)
export const AllWallets = withSheet(AllWalletsView)
export const ApproveTransaction = withSheet(ApproveTransactionView)
export const ConnectingExternal = withSheet(ConnectingExternalView)
export const Networks = withSheet(NetworksView)
export const UnsupportedChain = withSheet(UnsupportedChainView)
