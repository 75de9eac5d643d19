import type { Engine, FeatureContext } from '../internal/core.js'
import type { SwapFeatureOptions } from '../swapFeature.js'
import { Swap } from '../views/Swap/Swap.js'
import { SwapPreview } from '../views/SwapPreview/SwapPreview.js'
import { SwapSelectToken } from '../views/SwapSelectToken/SwapSelectToken.js'
import { dropSwapSettings, setSwapSettings } from './settings.js'
import { dropSwapStore, getSwapStore } from './swapStore.js'

/**
 * The module behind `swapFeature().load()`: registers the three Swap views (the Account entry is
 * declared in the descriptor) and creates the engine's swap state, which follows the account,
 * the network, the router and the modal from now on.
 *
 * @returns The cleanup the engine runs on stop.
 */
export function register(ctx: FeatureContext<Engine, SwapFeatureOptions>): () => void {
  const { engine } = ctx
  setSwapSettings(engine, ctx.options, ctx.storage)
  ctx.views.add('Swap', Swap)
  ctx.views.add('SwapSelectToken', SwapSelectToken)
  ctx.views.add('SwapPreview', SwapPreview)
  getSwapStore(engine)
  return () => {
    dropSwapStore(engine)
    dropSwapSettings(engine)
  }
}
