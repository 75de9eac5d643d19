import { useStore } from '@nanostores/react'
import { useEngine } from '../../context/GangwayContext.js'
import { findViewProvider, type RouterData, type ViewName } from '../../internal/core.js'

const TITLES: Record<string, string> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  ApproveTransaction: 'Approve Request',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
}

/**
 * The header title. Only ConnectingExternal needs the connectors (the wallet's name), so only this
 * small component re-renders when they change, not the whole frame.
 */
export function Title({
  id,
  view,
  data,
}: {
  id: string
  view: ViewName
  data: RouterData | undefined
}) {
  const engine = useEngine()
  const connectors = useStore(engine.$connectors)
  const connector =
    view === 'ConnectingExternal'
      ? connectors.find((c) => c.id === data?.connectorId)
      : view === 'ConnectingWalletConnect'
        ? (data?.wallet as { name?: string } | undefined)
        : undefined
  // Feature views: the title their feature declares, else 'RegisterAccountName' → 'Register Account Name'.
  const title =
    connector?.name ??
    TITLES[view] ??
    findViewProvider(engine, view)?.title ??
    view.replace(/([a-z])([A-Z])/g, '$1 $2')
  return <h2 id={id}>{title}</h2>
}
