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
  /** A smart account: spec §5 "Insufficient gas … smart accounts exempt" (the fee is not checked). */
  smartAccount?: boolean | undefined
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
 * currency). A smart account is exempt from the gas part: only the amount above the balance counts.
 *
 * @example
 * getSendCheck({ token: undefined, amount: '1', receiver: { status: 'empty' } }) // 'selectToken'
 */
export function getSendCheck(input: SendRuleInput): SendCheck {
  const { token, amount, receiver, fee, nativeBalance, smartAccount } = input
  if (!token) return 'selectToken'
  if (amount.trim() === '' || (isZeroAmount(amount) && /^\d*\.?\d*$/.test(amount)))
    return 'addAmount'
  const value = toBaseUnits(amount, token.decimals)
  if (value === undefined || value <= 0n) return 'incorrectValue'
  if (value > token.balance) return 'insufficientFunds'
  if (!smartAccount && lacksGas(token, value, fee, nativeBalance)) return 'insufficientFunds'
  if (receiver.status === 'empty') return 'addAddress'
  if (receiver.status === 'invalid') return 'invalidAddress'
  if (receiver.status === 'resolving') return 'resolving'
  return 'preview'
}

/** Spec §5 "Insufficient gas": a native balance of zero, or one below the fee (plus the amount, for the native currency). */
function lacksGas(
  token: { balance: bigint; native: boolean },
  value: bigint,
  fee: bigint | undefined,
  nativeBalance: bigint | undefined,
): boolean {
  if (token.native) return fee !== undefined && value + fee > token.balance
  if (nativeBalance === undefined) return false
  return nativeBalance === 0n || (fee !== undefined && fee > nativeBalance)
}
