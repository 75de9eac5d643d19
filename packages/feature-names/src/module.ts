import type { Engine, FeatureContext } from './internal/core.js'
import type { NamesFeatureOptions } from './namesFeature.js'
import { createRuntime, namesState } from './state.js'
import { ChooseAccountName } from './views/ChooseAccountName/ChooseAccountName.js'
import { RegisterAccountName } from './views/RegisterAccountName/RegisterAccountName.js'
import { RegisterAccountNameSuccess } from './views/RegisterAccountNameSuccess/RegisterAccountNameSuccess.js'

/**
 * The module behind `namesFeature().load()`: registers the three names views (the Account entry
 * is declared in the descriptor) and creates the engine's names state.
 *
 * @returns The cleanup the engine runs on stop.
 */
export function register(ctx: FeatureContext<Engine, NamesFeatureOptions>): () => void {
  const { engine } = ctx
  createRuntime(engine, ctx.options)
  ctx.views.add('ChooseAccountName', ChooseAccountName)
  ctx.views.add('RegisterAccountName', RegisterAccountName)
  ctx.views.add('RegisterAccountNameSuccess', RegisterAccountNameSuccess)
  return () => {
    namesState.drop(engine)
  }
}
