import { BaseError, type BaseErrorParameters } from '../errors/base.js'

/** A value that is not a decimal number ('abc', NaN, Infinity). */
export class InvalidDecimalError extends BaseError {
  override name = 'InvalidDecimalError'
  constructor(p: BaseErrorParameters = {}) {
    super('Invalid decimal number', p)
  }
}

/** A decimal division by zero. */
export class DivisionByZeroError extends BaseError {
  override name = 'DivisionByZeroError'
  constructor(p: BaseErrorParameters = {}) {
    super('Division by zero', p)
  }
}
