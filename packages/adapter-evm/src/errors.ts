import { BaseError, type BaseErrorParameters } from './internal/core.js'

/*
 * The errors only EVM requests raise (spec §5 and §8): the batch-call params and the gas
 * estimate. They live with the adapter that throws them, not in core's catalogue.
 */

type P = BaseErrorParameters

/** Spec §5: wallet_sendCalls params (each `to` starts with 0x; `data` starts with 0x if present). */
export class InvalidSendCallsError extends BaseError {
  override name = 'InvalidSendCallsError'
  constructor(p: P = {}) {
    super('Invalid wallet_sendCalls params', p)
  }
}

/** Spec §8: estimateGas error. */
export class EstimateGasError extends BaseError {
  override name = 'EstimateGasError'
  constructor(p: P = {}) {
    super('estimateGas error', p)
  }
}
