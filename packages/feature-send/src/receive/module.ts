import type { Engine, FeatureContext } from '../internal/core.js'
import { WalletCompatibleNetworks } from '../views/WalletCompatibleNetworks/WalletCompatibleNetworks.js'
import { WalletReceive } from '../views/WalletReceive/WalletReceive.js'

/** The module behind `receiveFeature().load()`: registers WalletReceive and WalletCompatibleNetworks. */
export function register(ctx: FeatureContext<Engine, Record<string, never>>): void {
  ctx.views.add('WalletReceive', WalletReceive)
  ctx.views.add('WalletCompatibleNetworks', WalletCompatibleNetworks)
}
