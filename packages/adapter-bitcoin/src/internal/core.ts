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
  ChainNotSupportedError,
  type Connector,
  defineNetwork,
  formatUnits,
  InvalidRequestParamsError,
  NamespaceNotConfiguredError,
  type Network,
  NoActiveAddressError,
  ProviderNotFoundError,
  parseUnits,
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
  INJECTED_WALLET_WAIT_MS,
  RECEIPT_TIMEOUT_MS,
  RPC_TIMEOUT_MS,
} from '@gangway/core/internal'
