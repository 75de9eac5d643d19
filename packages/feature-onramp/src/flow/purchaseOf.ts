import type { Engine } from '../internal/core.js'
import type { OnRampPurchase } from '../onrampFeature.js'
import { networkName } from '../service/onrampService.js'
import type { OnrampRuntime } from '../state.js'
import { wholeAmount } from './wholeAmount.js'

/**
 * The purchase as the visitor set it up (the amount in whole units, as the service's generator
 * takes it), or `undefined` while nothing EVM is connected or the amount is not a whole one.
 */
export function purchaseOf(engine: Engine, runtime: OnrampRuntime): OnRampPurchase | undefined {
  const account = engine.$accounts.get().eip155
  const network = engine.$activeNetwork.get()
  const loaded = runtime.$options.get()
  const amount = wholeAmount(runtime.$amount.get())
  if (!account?.address || network?.chainNamespace !== 'eip155' || !loaded || amount === undefined)
    return undefined
  const chainId = String(network.id)
  const asset = runtime.$asset.get() ?? network.nativeCurrency.symbol
  return {
    address: account.address,
    chainId,
    network: networkName(loaded.options, asset, chainId),
    asset,
    fiatAmount: String(amount),
    fiat: runtime.$fiat.get(),
  }
}
