import { MINUS_OPERATIONS, PLUS_OPERATIONS } from '../constants/constants.js'

/**
 * The sign shown before a transaction amount (spec §9 "Plus sign for receive, deposit, borrow,
 * claim; minus for withdraw, repay, burn").
 *
 * @returns '+', '-' or '' for any other operation type.
 *
 * @example
 * import { getAmountSign } from '@gangway/core/internal'
 * getAmountSign('receive') // '+'
 */
export function getAmountSign(operationType: string | undefined): '+' | '-' | '' {
  const type = operationType?.toLowerCase() ?? ''
  if ((PLUS_OPERATIONS as readonly string[]).includes(type)) return '+'
  if ((MINUS_OPERATIONS as readonly string[]).includes(type)) return '-'
  return ''
}
