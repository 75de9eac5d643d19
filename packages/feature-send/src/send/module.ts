import type { Engine, FeatureContext } from '../internal/core.js'
import type { SendFeatureOptions } from '../sendFeature.js'
import { WalletSend } from '../views/WalletSend/WalletSend.js'
import { WalletSendPreview } from '../views/WalletSendPreview/WalletSendPreview.js'
import { WalletSendSelectToken } from '../views/WalletSendSelectToken/WalletSendSelectToken.js'
import { dropSendOptions, setSendOptions } from './options.js'
import { dropSendStore, getSendStore } from './sendStore.js'

/**
 * The module behind `sendFeature().load()`: registers the three Send views (the Account entry is
 * declared in the descriptor) and creates the engine's send state, which follows the account,
 * the network, the router and the modal from now on.
 *
 * @returns The cleanup the engine runs on stop.
 */
export function register(ctx: FeatureContext<Engine, SendFeatureOptions>): () => void {
  const { engine } = ctx
  setSendOptions(engine, ctx.options)
  ctx.views.add('WalletSend', WalletSend)
  ctx.views.add('WalletSendSelectToken', WalletSendSelectToken)
  ctx.views.add('WalletSendPreview', WalletSendPreview)
  getSendStore(engine)
  return () => {
    dropSendStore(engine)
    dropSendOptions(engine)
  }
}
