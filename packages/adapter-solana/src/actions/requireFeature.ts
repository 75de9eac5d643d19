import { SolanaWalletFeatureMissingError } from '../internal/errors.js'
import type { SolanaWallet } from '../types.js'

/** Throws SolanaWalletFeatureMissingError when the wallet does not have `feature` now. */
export function requireFeature(wallet: SolanaWallet, feature: string): void {
  if (!wallet.features().includes(feature))
    throw new SolanaWalletFeatureMissingError(wallet.name, feature)
}
