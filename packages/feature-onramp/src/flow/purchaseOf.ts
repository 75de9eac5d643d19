import type { Engine } from '../internal/core.js'
import type { OnRampPurchase } from '../onrampFeature.js'
import { networkName } from '../service/onrampService.js'
import type { OnrampRuntime } from '../state.js'

/** The purchase as the visitor set it up, or `undefined` while nothing EVM is connected. */
export function purchaseOf(engine: Engine, runtime: OnrampRuntime): OnRampPurchase | undefined {
  const account = engine.$accounts.get().eip155
  const network = engine.$activeNetwork.get()
  const loaded = runtime.$options.get()
  if (!account?.address || network?.chainNamespace !== 'eip155' || !loaded) return undefined
  const chainId = String(network.id)
  const asset = runtime.$asset.get() ?? network.nativeCurrency.symbol
  return {
    address: account.address,
    chainId,
    network: networkName(loaded.options, asset, chainId),
    asset,
    fiatAmount: runtime.$amount.get(),
    fiat: runtime.$fiat.get(),
  }
}
