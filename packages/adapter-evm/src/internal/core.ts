/*
 * Every piece of @gangway/core this package uses, in one place. Pieces core does not export yet
 * are imported from its sources here only, so moving to `@gangway/core` is a one-file change.
 */
export {
  CHAIN_ERROR_CODES,
  ChainNotSupportedError,
  EstimateGasError,
  InvalidChainIdError,
  NamespaceNotConfiguredError,
  NoActiveAddressError,
  ProviderNotFoundError,
  RpcMethodNotAllowedError,
  SignMessageError,
  SwitchChainNotSupportedError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from '../../../core/src/errors/catalogue.js'
export {
  ENS_CACHE_MS,
  ENS_CHAIN_ID,
  FALLBACK_RANK,
  INJECTED_WALLET_WAIT_MS,
  RECEIPT_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
  WALLET_REVOKE_DELAY_MS,
} from '../../../core/src/constants/constants.js'
