import { defineError } from './internal/core.js'

/*
 * The errors only EVM requests raise (spec §5 and §8): the batch-call params and the gas
 * estimate. They live with the adapter that throws them, not in core's catalogue (each a
 * `defineError` class of core: one name, one message).
 */

/** Spec §5: wallet_sendCalls params (each `to` starts with 0x; `data` starts with 0x if present). */
export class InvalidSendCallsError extends defineError(
  'InvalidSendCallsError',
  'Invalid wallet_sendCalls params',
) {}

/** Spec §8: estimateGas error. */
export class EstimateGasError extends defineError('EstimateGasError', 'estimateGas error') {}
