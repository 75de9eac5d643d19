import type { Engine, FeatureContext } from './internal/core.js'
import type { OnrampFeatureOptions } from './onrampFeature.js'
import { createRuntime, dropRuntime } from './state.js'
import { BuyInProgress } from './views/BuyInProgress/BuyInProgress.js'
import { DepositFromExchange } from './views/DepositFromExchange/DepositFromExchange.js'
import { FundWallet } from './views/FundWallet/FundWallet.js'
import { OnRampProviders } from './views/OnRampProviders/OnRampProviders.js'

/**
 * The module behind `onrampFeature().load()`: registers FundWallet, OnRampProviders,
 * BuyInProgress and DepositFromExchange and creates the engine's on-ramp state.
 *
 * @returns The cleanup the engine runs on stop (a watched provider window is let go).
 */
export function register(ctx: FeatureContext<Engine, OnrampFeatureOptions>): () => void {
  const { engine } = ctx
  createRuntime(engine, ctx.options, (message) => engine.logger.warn(message))
  ctx.views.add('FundWallet', FundWallet)
  ctx.views.add('OnRampProviders', OnRampProviders)
  ctx.views.add('BuyInProgress', BuyInProgress)
  ctx.views.add('DepositFromExchange', DepositFromExchange)
  return () => dropRuntime(engine)
}
