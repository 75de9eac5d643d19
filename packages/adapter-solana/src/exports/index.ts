// Public API of @gangway/adapter-solana. Entry points re-export by name only (STYLE §10).
// What a host needs: the adapter, its errors (to tell them apart), the wallet chain of a network,
// and the types. The gate's method classes, the commitment mapping and the chain id
// normalisation are the adapter's own plumbing.
export {
  SolanaConfirmationTimeoutError,
  SolanaInsufficientFundsError,
  SolanaInvalidTransferError,
  SolanaRpcError,
  SolanaSendError,
  SolanaUnsupportedTransactionVersionError,
  SolanaWalletFeatureMissingError,
} from '../internal/errors.js'
export { toSolanaWalletChain } from '../networks/walletChain.js'
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
