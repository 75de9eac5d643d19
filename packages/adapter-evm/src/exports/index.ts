// Public API of @gangway/adapter-evm. Entry points re-export by name only (STYLE §10).
export {
  type EstimateGasParameters,
  estimateGas,
} from '../actions/estimateGas.js'
export { getGasPrice } from '../actions/getGasPrice.js'
export { type SignTypedDataParameters, signTypedData } from '../actions/signTypedData.js'
export { waitForReceipt } from '../actions/waitForReceipt.js'
export { EstimateGasError, InvalidSendCallsError } from '../errors.js'
export { evmAdapter } from '../evmAdapter.js'
export {
  classifyRpcMethod,
  type RpcMethodClass,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  WALLET_RPC_METHODS,
} from '../rpc/classifyRpcMethod.js'
export { type SendCallsParams, validateSendCallsParams } from '../rpc/validateSendCallsParams.js'
export type {
  Eip1193Provider,
  EvmAdapter,
  EvmAdapterExtensions,
  EvmAdapterOptions,
  EvmConnector,
  EvmTransactionRequest,
  SendCallsParameters,
} from '../types.js'
