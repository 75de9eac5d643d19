import { balanceToBaseUnits, isZeroAmount, toBaseUnits } from '../internal/core.js'
import type { swapMessages } from '../messages.js'
import type { SwapState } from './swapStore.js'

type CheckOf<K> = K extends `check.${infer C}` ? C : never

/** What the Swap button says: its text is the message `check.<SwapCheck>`. */
export type SwapCheck = CheckOf<keyof typeof swapMessages>

/**
 * The Swap button's rule ("the button says what is missing or wrong … else Review
 * swap"), in this order: network not supported, loading, select token, enter amount, incorrect
 * value, insufficient balance, insufficient balance for gas (the network fee, networkFee.ts, is
 * paid in the native currency), insufficient liquidity (the service's reason), quote unavailable,
 * getting a quote, else Review swap. A native source up to its whole balance passes as long as the
 * balance covers the fee: the preview builds it for balance − gas, as Max does.
 *
 * A smart account is exempt from the gas rule (spec §5 "Insufficient gas: … smart accounts
 * exempt").
 *
 * @param gas.reserve the gas kept for the swap, in native base units
 * @param gas.nativeBalance the native balance in base units (the gas is paid from it)
 * @param gas.smartAccount the connected account is a smart account
 */
export function getSwapCheck(
  state: Pick<SwapState, 'status' | 'from' | 'to' | 'amount' | 'quote' | 'quoting' | 'quoteError'>,
  gas: { reserve: bigint; nativeBalance: bigint; native: boolean; smartAccount?: boolean },
): SwapCheck {
  const { status, from, to, amount, quote, quoteError } = state
  if (status === 'unsupported') return 'unsupported'
  if (status !== 'ready') return 'loading'
  if (!from || !to) return 'selectToken'
  if (isZeroAmount(amount)) return 'enterAmount'
  const base = toBaseUnits(amount, from.decimals)
  if (base === undefined) return 'incorrectValue'
  if (base > balanceToBaseUnits(from.balance, from.decimals)) return 'insufficientBalance'
  // A native source: the amount itself is lowered to balance − gas in the preview when needed.
  if (!gas.smartAccount && gas.reserve >= gas.nativeBalance) return 'insufficientGas'
  if (quoteError === 'insufficientLiquidity') return 'insufficientLiquidity'
  if (quoteError === 'failed') return 'quoteFailed'
  if (!quote || quote.fromAmount !== amount) return 'quoting'
  return 'review'
}
