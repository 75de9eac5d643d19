import { BaseError, type BaseErrorParameters } from './base.js'

/*
 * The errors of wallet requests that only the batch and gas-estimate actions raise (spec §8).
 * In a module of their own, so a host bundles them with the code that throws them, not in its
 * first chunk (issue 12). `@gangway/core` exports them with the rest of the catalogue.
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
