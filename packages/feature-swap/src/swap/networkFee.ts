import { SWAP_GAS_LIMIT } from '../constants.js'

/*
 * The network fee, one rule everywhere (Swap before the build, the preview after it, Max and the
 * native balance − gas): the gas limit the swap is sent with × the data API's standard gas price.
 * The limit is SWAP_GAS_LIMIT unless the service's estimate is higher, so the fee shown before the
 * build is the fee shown after it (at the same gas price) and never less than what the wallet can
 * charge; unused gas is refunded.
 */

/** The gas limit a swap is sent with: the service's estimate, at least `SWAP_GAS_LIMIT`. */
export function swapGasLimit(estimate?: bigint): bigint {
  return estimate !== undefined && estimate > SWAP_GAS_LIMIT ? estimate : SWAP_GAS_LIMIT
}

/** The network fee in wei: the gas limit (before the build, `SWAP_GAS_LIMIT`) × the gas price. */
export function networkFeeWei(gasPrice: bigint, estimate?: bigint): bigint {
  return swapGasLimit(estimate) * gasPrice
}
