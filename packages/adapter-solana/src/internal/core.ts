/*
 * Every piece of @gangway/core this package uses, in one place.
 */

export {
  type AccountEntry,
  type Adapter,
  type AdapterContext,
  type AdapterDescriptor,
  BaseError,
  type BaseErrorParameters,
  type CaipNetworkId,
  ChainNotSupportedError,
  type Connector,
  formatUnits,
  InvalidRequestParamsError,
  NamespaceNotConfiguredError,
  type Network,
  NoActiveAddressError,
  NoActiveNetworkError,
  NoRpcUrlError,
  ProviderNotFoundError,
  parseUnits,
  type RemoteSessionBridge,
  type RemoteSessionProvider,
  type RemoteWalletCapability,
  type RemoteWalletSupport,
  RpcMethodNotAllowedError,
  type SendTransactionParameters,
  type SentTransaction,
  SignMessageError,
  type TransferEstimate,
  type TransferParameters,
  UserRejectedRequestError,
} from '@gangway/core'
export {
  copyRequestParams,
  createWalletIds,
  INJECTED_WALLET_WAIT_MS,
  isUserRejection,
  RECEIPT_TIMEOUT_MS,
  RPC_TIMEOUT_MS,
  runApproved,
} from '@gangway/core/internal'
