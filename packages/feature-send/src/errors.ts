import { BaseError, type BaseErrorParameters } from './internal/core.js'

/**
 * The name service answered a lookup with another name than the one asked: its address is not
 * the asked name's, so nothing of the answer is used (the receiver field shows 'No address found
 * for this name').
 */
export class NameMismatchError extends BaseError {
  override name = 'NameMismatchError'
  constructor(params: { asked: string; answered: string }, parameters: BaseErrorParameters = {}) {
    // For developers; the view says it in the visitor's language by the receiver's reason.
    super('No address found for this name', {
      ...parameters,
      details: `asked for ${params.asked}, the name service answered ${params.answered}`,
    })
  }
}
