// Public API of @gangway/adapter-evm. Entry points re-export by name only (STYLE §10).
export {
  type EstimateGasParameters,
  estimateGas,
} from '../actions/estimateGas.js'
export {
  type GetEnsProfileParameters,
  type GetEnsProfileReturnType,
  getEnsProfile,
} from '../actions/getEnsProfile.js'
export { getGasPrice } from '../actions/getGasPrice.js'
export { type SignTypedDataParameters, signTypedData } from '../actions/signTypedData.js'
export { waitForReceipt } from '../actions/waitForReceipt.js'
export { evmAdapter } from '../evmAdapter.js'
export type {
  Eip1193Provider,
  EvmAdapter,
  EvmAdapterOptions,
  EvmConnector,
} from '../types.js'
