import { buildInstallScript } from '../browser/installScript.js'
import type { BrowserBitcoinTestWalletConfig } from './browserEntry.js'

/**
 * Returns browser JS (one IIFE) that installs the Bitcoin test wallet: registered with the page's
 * Wallet Standard apps, the control API as `window.__gangwayBitcoinWallet`. Private keys are
 * embedded: regtest dev keys only.
 *
 * @example
 * import { bitcoinTestAccounts, buildBitcoinTestWalletScript } from '@gangway/devstack'
 * await page.addInitScript({
 *   content: await buildBitcoinTestWalletScript({ accounts: bitcoinTestAccounts.slice(0, 2) }),
 * })
 */
export async function buildBitcoinTestWalletScript(
  config: BrowserBitcoinTestWalletConfig,
): Promise<string> {
  return buildInstallScript(
    new URL('./browserEntry.ts', import.meta.url),
    '__gangwayBitcoinWalletBundle',
    config,
  )
}
