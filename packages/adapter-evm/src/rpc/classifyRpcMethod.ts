// The eip155 method classes of spec §6; another family's adapter (solana_signMessage…) keeps its
// own lists next to its provider.

/**
 * Read-only requests that pass without approval. Spec §6: "Safe methods (no approval): read-only
 * chain queries, eth_sendRawTransaction, wallet_getCapabilities, wallet_getCallsStatus,
 * wallet_getAssets, user-operation queries".
 */
export const SAFE_RPC_METHODS = [
  // read-only chain queries
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  // already signed: the wallet's approval happened when it was signed
  'eth_sendRawTransaction',
  // wallet queries
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // user-operation queries
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
] as const

/**
 * Requests that open ApproveTransaction first. Spec §6: "Unsafe (need approval): personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction, Solana sign/send methods (the Solana adapter's), wallet_sendCalls,
 * wallet_grantPermissions, wallet_revokePermissions, eth_sendUserOperation".
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/**
 * Wallet-control requests of spec §7 that the wallet prompts for itself (accounts, permissions,
 * chain switch and add), so Gangway passes them on without its own approval view.
 */
export const WALLET_RPC_METHODS = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

/** How a wallet request is handled (spec §4, §6). */
export type RpcMethodClass = 'safe' | 'unsafe' | 'wallet' | 'refused'

/**
 * Classifies a wallet request: `safe` passes, `unsafe` needs the visitor's approval
 * (ApproveTransaction), `wallet` prompts in the wallet itself, and anything else is `refused`
 * (spec §5 "RPC methods not in the known list rejected"; §6 'Requested RPC call is not allowed').
 * Method names are matched exactly.
 *
 * @example
 * import { classifyRpcMethod } from '@gangway/adapter-evm'
 * classifyRpcMethod('eth_call') // 'safe'
 * classifyRpcMethod('personal_sign') // 'unsafe'
 * classifyRpcMethod('eth_sign') // 'refused'
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if ((SAFE_RPC_METHODS as readonly string[]).includes(method)) return 'safe'
  if ((UNSAFE_RPC_METHODS as readonly string[]).includes(method)) return 'unsafe'
  if ((WALLET_RPC_METHODS as readonly string[]).includes(method)) return 'wallet'
  return 'refused'
}
