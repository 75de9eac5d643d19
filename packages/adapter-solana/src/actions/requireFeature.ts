import { WalletFeatureMissingError } from '../internal/errors.js'
import type { SolanaWallet } from '../types.js'

/** Throws WalletFeatureMissingError when the wallet does not have `feature` now. */
export function requireFeature(wallet: SolanaWallet, feature: string): void {
  if (!wallet.features().includes(feature))
    throw new WalletFeatureMissingError(wallet.name, feature)
}
