/*
 * Every piece of @gangway/core this package uses, in one place.
 */

export type {
  AccountEntry,
  Adapter,
  AdapterCapability,
  AdapterContext,
  AdapterEvent,
  Balance,
  CaipNetworkId,
  Connector,
  ConnectResult,
  Network,
  SendTransactionParameters,
} from '@gangway/core'
export {
  CHAIN_ERROR_CODES,
  ChainNotSupportedError,
  EstimateGasError,
  InvalidChainIdError,
  InvalidSendCallsError,
  NamespaceNotConfiguredError,
  NoActiveAddressError,
  NoRpcUrlError,
  ProviderNotFoundError,
  RpcMethodNotAllowedError,
  SignMessageError,
  SwitchChainNotSupportedError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from '@gangway/core'
export {
  classifyRpcMethod,
  ENS_CACHE_MS,
  ENS_CHAIN_ID,
  FALLBACK_RANK,
  INJECTED_WALLET_WAIT_MS,
  isUserRejection,
  RECEIPT_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
  validateSendCallsParams,
  WALLET_REVOKE_DELAY_MS,
} from '@gangway/core/internal'
