import { isZeroAmount, toBaseUnits } from '../internal/core.js'

/** Where the receiver stands after parsing and any lookup. */
export type ReceiverStatus =
  | { status: 'empty' }
  | { status: 'resolving' }
  | { status: 'valid'; address: string; name?: string | undefined; avatar?: string | undefined }
  | { status: 'invalid'; reason: 'format' | 'checksum' | 'notFound' }

/** What the Send button is judged on: everything in base units (BigInt), nothing as a float. */
export type SendRuleInput = {
  token:
    | {
        decimals: number
        /** The balance of the token in base units. */
        balance: bigint
        native: boolean
      }
    | undefined
  amount: string
  receiver: ReceiverStatus
  /** The network fee in the native currency's base units, when known. */
  fee?: bigint | undefined
  /** The native balance in base units, when known (the fee is paid from it). */
  nativeBalance?: bigint | undefined
}

/** The first failing rule, or `'preview'`: the Send button says `check.<rule>` of Send's messages. */
export type SendCheck =
  | 'selectToken'
  | 'addAmount'
  | 'incorrectValue'
  | 'insufficientFunds'
  | 'addAddress'
  | 'invalidAddress'
  | 'resolving'
  | 'preview'

/**
 * The Send button's state: the first failing rule in the order of issue 13 — select token, add
 * amount, incorrect value, insufficient funds, add address, invalid address — else Preview.
 * Insufficient funds covers the amount above the balance and, spec §5 "Insufficient gas", a
 * native balance of zero or below the fee (the native amount plus the fee, for the native
 * currency).
 *
 * @example
 * getSendCheck({ token: undefined, amount: '1', receiver: { status: 'empty' } }) // 'selectToken'
 */
export function getSendCheck(input: SendRuleInput): SendCheck {
  const { token, amount, receiver, fee, nativeBalance } = input
  if (!token) return 'selectToken'
  if (amount.trim() === '' || (isZeroAmount(amount) && /^\d*\.?\d*$/.test(amount)))
    return 'addAmount'
  const value = toBaseUnits(amount, token.decimals)
  if (value === undefined || value <= 0n) return 'incorrectValue'
  if (value > token.balance) return 'insufficientFunds'
  if (token.native) {
    if (fee !== undefined && value + fee > token.balance) return 'insufficientFunds'
  } else if (nativeBalance !== undefined) {
    if (nativeBalance === 0n || (fee !== undefined && fee > nativeBalance))
      return 'insufficientFunds'
  }
  if (receiver.status === 'empty') return 'addAddress'
  if (receiver.status === 'invalid') return 'invalidAddress'
  if (receiver.status === 'resolving') return 'resolving'
  return 'preview'
}
