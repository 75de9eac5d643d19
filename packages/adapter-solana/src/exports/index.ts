// Public API of @gangway/adapter-solana. Entry points re-export by name only (STYLE §10).
export { PREFLIGHT_COMMITMENTS, toCommitment } from '../actions/commitment.js'
export {
  ConfirmationTimeoutError,
  InsufficientSolError,
  InvalidTransferError,
  SolanaRpcError,
  SolanaSendError,
  UnsupportedTransactionVersionError,
  WalletFeatureMissingError,
} from '../internal/errors.js'
export {
  normalizeSolanaChainId,
  SOLANA_CLUSTERS,
  toWalletChain,
} from '../networks/walletChain.js'
export {
  classifySolanaMethod,
  SAFE_SOLANA_METHODS,
  type SolanaMethodClass,
  UNSAFE_SOLANA_METHODS,
} from '../rpc/classifySolanaMethod.js'
export { solanaAdapter } from '../solanaAdapter.js'
export type {
  PreflightCommitment,
  SolanaAdapter,
  SolanaAdapterOptions,
  SolanaConnector,
  SolanaProvider,
  SolanaSendOptions,
  SolanaTransactionRequest,
  SolanaWallet,
} from '../types.js'
