/*
 * Every piece of @gangway/core this package uses, in one place.
 */

export {
  AdapterNotFoundError,
  BaseError,
  type BaseErrorParameters,
  type CaipNetworkId,
  type ChainNamespace,
  ChainNotSupportedError,
  ConnectBeforeRequestError,
  connect,
  HttpRequestError,
  InvalidResponseError,
  type Logger,
  type PairingRequest,
  type RemoteSessionBridge,
  type RemoteSessionProvider,
  RequestAbortedError,
  SignClientNotInitializedError,
  TimeoutError,
  UserRejectedRequestError,
  type WalletConnectClient,
  type WalletConnectState,
  type WalletLink,
  type WalletListEntry,
} from '@gangway/core'
export {
  addRecentWallet,
  buildPairingRequests,
  type Engine,
  engineSignal,
  findNetwork,
  getRpcUrls,
  isSafeWalletLink,
  isUserRejection,
  onStop,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  RPC_TIMEOUT_MS,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core/internal'
export { isChainNamespace } from '@gangway/core/networks'
