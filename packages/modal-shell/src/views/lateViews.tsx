// The core views the first paint of Connect does not need, in one chunk (one request, loaded when
// the modal opens or when one of them is first shown; see coreViews.ts), with their stylesheet.
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

export const Account = withSheet(AccountView)
export const AllWallets = withSheet(AllWalletsView)
export const ApproveTransaction = withSheet(ApproveTransactionView)
export const ConnectingExternal = withSheet(ConnectingExternalView)
export const Networks = withSheet(NetworksView)
export const UnsupportedChain = withSheet(UnsupportedChainView)
