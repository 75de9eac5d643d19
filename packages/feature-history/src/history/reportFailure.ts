import { BaseError, type Engine, showToast, TOAST_MESSAGES } from '../internal/core.js'

/**
 * Reports a failed history request: logged, and the 'Failed to fetch transactions' toast
 * (spec §8). Returns the failure as a BaseError (cause kept) for the store. @internal
 */
export function reportFailure(engine: Engine, error: unknown): BaseError {
  const failure =
    error instanceof BaseError
      ? error
      : new BaseError(TOAST_MESSAGES.transactionsFetchFailed, { cause: error })
  engine.logger.error(TOAST_MESSAGES.transactionsFetchFailed, failure.message)
  showToast(engine, { variant: 'error', message: TOAST_MESSAGES.transactionsFetchFailed })
  return failure
}
