import { formatUsd } from '@gangway/modal-shell/kit'
import { formatUnits, roundDecimal } from '../internal/core.js'
import { isNative } from './actions.js'
import {
  displayAmount,
  maxSlippageAmount,
  minimumReceived,
  networkFeeUsd,
  priceImpact,
  providerFee,
  slippageBps,
  swapRate,
  usdValue,
} from './maths.js'
import { networkFeeWei } from './networkFee.js'
import type { SwapState } from './swapStore.js'

/** The Swap view's computed rows (text), from the state and a quote of the current input. */
export type SwapDetails = {
  fromUsd: string | undefined
  toUsd: string | undefined
  rate: string
  priceImpact: string | undefined
  maxSlippage: string
  minimumReceived: string
  providerFee: string
  networkFee: string | undefined
}

/**
 * The rows the issue asks for, each through core's decimal maths (see `maths.ts` for the
 * definitions): USD values, rate, price impact, max slippage, minimum received, provider fee and
 * network fee in USD. `undefined` until a quote of the current input is there.
 */
export function swapDetails(
  state: SwapState,
  params: { providerFeePercent: string; nativeDecimals: number },
): SwapDetails | undefined {
  const { from, to, quote, slippage, tx } = state
  if (!from || !to || !quote || quote.fromAmount !== state.amount) return undefined
  const fromUsd = usdValue(quote.fromAmount, from.price)
  const toUsd = usdValue(quote.toAmount, to.price)
  const impact =
    from.price && to.price
      ? priceImpact({
          fromAmount: quote.fromAmount,
          fromPrice: from.price,
          toAmount: quote.toAmount,
          toPrice: to.price,
        })
      : undefined
  const bps = slippageBps(slippage) ?? 100n
  const fee = providerFee(quote.fromAmount, params.providerFeePercent)
  const feeUsd = usdValue(fee, from.price)
  const native = state.tokens.find(isNative)
  // One rule before and after the build (networkFee.ts): the gas limit × the standard gas price.
  const gasPrice = tx?.gasPrice ?? state.gasPrice
  const networkFee =
    gasPrice !== undefined && native?.price
      ? formatUsd(
          networkFeeUsd({
            fee: networkFeeWei(gasPrice, tx?.gas),
            nativeDecimals: params.nativeDecimals,
            nativePrice: native.price,
          }),
        )
      : undefined
  return {
    fromUsd: fromUsd && formatUsd(fromUsd),
    toUsd: toUsd && formatUsd(toUsd),
    rate: `1 ${from.symbol} = ${displayAmount(swapRate(quote.fromAmount, quote.toAmount))} ${to.symbol}`,
    priceImpact: impact && `${roundDecimal(impact, 2)}%`,
    maxSlippage: `${slippage}% (${displayAmount(maxSlippageAmount(quote.toAmount, slippage))} ${to.symbol})`,
    minimumReceived: `${displayAmount(formatUnits(minimumReceived(quote.toBase, bps), to.decimals))} ${to.symbol}`,
    providerFee: feeUsd ? formatUsd(feeUsd) : `${displayAmount(fee)} ${from.symbol}`,
    networkFee,
  }
}
