// Wallet-request rules in one place (spec §5, §6).
export {
  classifyRpcMethod,
  type RpcMethodClass,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  WALLET_RPC_METHODS,
} from './classifyRpcMethod.js'
export { isUserRejection } from './isUserRejection.js'
export { type SendCallsParams, validateSendCallsParams } from './validateSendCallsParams.js'
