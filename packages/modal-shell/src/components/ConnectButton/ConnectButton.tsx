import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { useEngine, useGangway } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import {
  type AccountState,
  type ChainNamespace,
  formatAddress,
  formatBalance,
  type Network,
  open,
} from '../../internal/core.js'
import { frameMessages } from '../../messages/frame.js'
import { useRootProps } from '../../theme/useRootProps.js'
import { useAccountProfile } from '../../views/Account/useAccountProfile.js'
import { Avatar } from '../Avatar/Avatar.js'

/** What `<ConnectButton.Custom>` hands its render function. */
export type ConnectButtonState = {
  namespace: ChainNamespace
  status: AccountState['status']
  isConnected: boolean
  address: string | undefined
  /** Profile name, else the address as 4…6. */
  displayName: string | undefined
  /**
   * Formatted balance with symbol ('1.234 ETH'; '1,234 ETH' in German: the locale shown),
   * `undefined` while loading or disconnected.
   */
  displayBalance: string | undefined
  profileImage: string | null | undefined
  network: Network | undefined
  /** Opens the modal (Connect, or Account when connected: the spec's opening rules). */
  open: () => void
  openNetworks: () => void
  /**
   * Loads the modal's code ahead of the open (`modal.preload()`): wire it to your button's
   * pointer-enter and focus so the first open is instant.
   */
  preload: () => void
}

/** What `<ConnectButton>` accepts. */
export type ConnectButtonProps = {
  /** Text of the disconnected button. Default 'Connect Wallet' (in the locale shown). */
  label?: string
  /** The namespace to show (default: the active one). */
  namespace?: ChainNamespace
  /** Whether the account button shows the balance. Default true. */
  showBalance?: boolean
}

function useConnectButtonState(namespace?: ChainNamespace): ConnectButtonState {
  const engine = useEngine()
  const modal = useGangway()
  const active = useStore(engine.$activeNamespace)
  const ns = namespace ?? active
  const account = useStore(engine.$accounts, { keys: [ns] })[ns]
  const network = useStore(engine.$activeNetworks, { keys: [ns] })[ns]
  // The locale shown (what useLocale reads; inline, so the up-front bundle gains no hook).
  const { locale } = useStore(engine.$i18n)
  const address = account?.address
  const isConnected = account?.status === 'connected' && Boolean(address)
  // The name from the identity endpoint replaces the address once known.
  useAccountProfile(ns, isConnected ? address : undefined, network?.caipNetworkId)
  return {
    namespace: ns,
    status: account?.status ?? 'disconnected',
    isConnected,
    address,
    displayName: address && (account.profileName || formatAddress(address)),
    displayBalance:
      // A known balance stays shown while it refreshes (token balances share the flag).
      isConnected && (!account.balanceLoading || account.balance !== undefined)
        ? formatBalance(
            account.balance,
            account.balanceSymbol ?? network?.nativeCurrency.symbol,
            locale,
          )
        : undefined,
    profileImage: account?.profileImage,
    network,
    open: () => open(engine, namespace ? { namespace } : {}),
    openNetworks: () => open(engine, { view: 'Networks', ...(namespace ? { namespace } : {}) }),
    preload: modal.preload,
  }
}

/**
 * The connect button: "Connect Wallet" (`gw-connect-button`), and once connected the account
 * button (`gw-account-button`: avatar, name or address 4…6, balance) that opens Account.
 * For your own markup use `<ConnectButton.Custom>{(state) => …}</ConnectButton.Custom>`.
 *
 * @example
 * import { ConnectButton } from '@gangway/modal-shell'
 * <ConnectButton label="Sign in" showBalance={false} />
 */
export function ConnectButton({ label, namespace, showBalance = true }: ConnectButtonProps) {
  const t = useT('shell', frameMessages)
  const state = useConnectButtonState(namespace)
  const rootProps = useRootProps()
  // A connection the server rendered (`initialState`) shows as the account while the wallet
  // confirms it (`reconnecting`), so the first render in the browser matches the server's.
  const shown = state.isConnected || (state.status === 'reconnecting' && state.address)
  if (!shown || !state.address) {
    return (
      <button
        type="button"
        {...rootProps}
        className="gw-cbtn"
        data-testid="gw-connect-button"
        aria-busy={state.status === 'connecting' || state.status === 'reconnecting' || undefined}
        onClick={state.open}
        onPointerEnter={state.preload}
        onFocus={state.preload}
      >
        {state.status === 'disconnected' ? (label ?? t('connectWallet')) : t('connecting')}
      </button>
    )
  }
  return (
    <button
      type="button"
      {...rootProps}
      className="gw-cbtn"
      data-kind="account"
      data-testid="gw-account-button"
      aria-busy={state.status === 'reconnecting' || undefined}
      title={state.address}
      onClick={state.open}
      onPointerEnter={state.preload}
      onFocus={state.preload}
    >
      <Avatar address={state.address} image={state.profileImage} size={28} />
      <bdi>{state.displayName}</bdi>
      {showBalance && (
        // One left-to-right isolate: '10000 ETH' in a right-to-left page too.
        <span className="gw-cbtn-balance" dir="ltr">
          {state.displayBalance ?? (
            <span className="gw-skeleton" role="img" aria-label={t('loadingBalance')} />
          )}
        </span>
      )}
    </button>
  )
}

/**
 * Headless connect button: renders whatever `children` returns for the current state.
 *
 * @example
 * import { ConnectButton } from '@gangway/modal-shell'
 * <ConnectButton.Custom>
 *   {({ isConnected, displayName, open }) => (
 *     <button onClick={open}>{isConnected ? displayName : 'Connect'}</button>
 *   )}
 * </ConnectButton.Custom>
 */
ConnectButton.Custom = function ConnectButtonCustom({
  children,
  namespace,
}: {
  children: (state: ConnectButtonState) => ReactNode
  namespace?: ChainNamespace
}) {
  return children(useConnectButtonState(namespace))
}
