/*
 * Every piece of @gangway/core this package uses, in one place.
 */

export type {
  BaseErrorParameters,
  CaipNetworkId,
  ChainNamespace,
  Engine,
  Logger,
  RemoteSessionBridge,
  RemoteSessionProvider,
  WalletConnectClient,
  WalletConnectState,
  WalletLink,
  WalletListEntry,
} from '@gangway/core'
export {
  AdapterNotFoundError,
  addRecentWallet,
  BaseError,
  ChainNotSupportedError,
  ConnectBeforeRequestError,
  connect,
  findNetwork,
  getRpcUrls,
  HttpRequestError,
  InvalidResponseError,
  isChainNamespace,
  isUserRejection,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  RequestAbortedError,
  RPC_TIMEOUT_MS,
  SignClientNotInitializedError,
  TimeoutError,
  UserRejectedRequestError,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core'
