// Public API of @gangway/modal-shell. Entry points re-export by name only (STYLE §10).
export { showAccount } from '../actions/showAccount.js'
export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonState,
} from '../components/ConnectButton/ConnectButton.js'
export { GangwayStyles } from '../components/GangwayStyles/GangwayStyles.js'
export { Modal } from '../components/Modal/Modal.js'
export {
  NetworkButton,
  type NetworkButtonState,
} from '../components/NetworkButton/NetworkButton.js'
export type { ViewProps } from '../components/ViewHost/ViewHost.js'
export { GangwayProvider, useGangway } from '../context/GangwayContext.js'
export {
  type CreateModalOptions,
  createModal,
  type GangwayModal,
} from '../createModal/createModal.js'
export {
  type UseAccountParameters,
  type UseAccountReturnType,
  useAccount,
} from '../hooks/useAccount.js'
export { useDisconnect } from '../hooks/useDisconnect.js'
export { type UseModalReturnType, useModal } from '../hooks/useModal.js'
export { useModalEvents } from '../hooks/useModalEvents.js'
export { type ModalPublicState, useModalState } from '../hooks/useModalState.js'
export { type UseModalThemeReturnType, useModalTheme } from '../hooks/useModalTheme.js'
export { type UseNetworkReturnType, useNetwork } from '../hooks/useNetwork.js'
export {
  type UseProviderParameters,
  type UseProviderReturnType,
  useProvider,
} from '../hooks/useProvider.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
// Server rendering: `createModal({ …, initialState: cookieToInitialState(config, cookieHeader) })`.
export {
  cookieToInitialState,
  type InitialState,
  LOCALES,
  type Locale,
  type MessageOverrides,
} from '../internal/core.js'
// The shell's catalogue type (namespace `shell`), declared in core's MessageCatalogues for hosts' typed `messages`.
export type { ShellMessages } from '../messages/catalogue.js'
