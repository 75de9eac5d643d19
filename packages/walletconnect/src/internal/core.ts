/*
 * Every piece of @gangway/core this package uses, in one place.
 */

export type {
  BaseErrorParameters,
  CaipNetworkId,
  ChainNamespace,
  Engine,
  Logger,
  WalletConnectClient,
  WalletConnectState,
  WalletLink,
  WalletListEntry,
} from '@gangway/core'
export {
  AdapterNotFoundError,
  addRecentWallet,
  BaseError,
  CHAIN_NAMESPACES,
  ChainNotSupportedError,
  ConnectBeforeRequestError,
  classifyRpcMethod,
  connect,
  engineSignal,
  findNetwork,
  getRpcUrls,
  HttpRequestError,
  InvalidResponseError,
  isUserRejection,
  onStop,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  RequestAbortedError,
  RPC_TIMEOUT_MS,
  SignClientNotInitializedError,
  TimeoutError,
  UserRejectedRequestError,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core'
