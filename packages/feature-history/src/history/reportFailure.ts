import { BaseError, type Engine, showToast, translate } from '../internal/core.js'
import { historyMessages } from '../messages.js'
import { TRANSACTIONS_FETCH_FAILED } from './constants.js'

/**
 * Reports a failed history request: logged, and the 'Failed to fetch transactions' toast
 * (spec §8) in the locale shown. Returns the failure as a BaseError (cause kept) for the store. @internal
 */
export function reportFailure(engine: Engine, error: unknown): BaseError {
  const failure =
    error instanceof BaseError ? error : new BaseError(TRANSACTIONS_FETCH_FAILED, { cause: error })
  engine.logger.error(TRANSACTIONS_FETCH_FAILED, failure.message)
  showToast(engine, {
    variant: 'error',
    message: translate(engine, 'history', historyMessages, 'fetchFailed'),
  })
  return failure
}
