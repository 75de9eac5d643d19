import { buildInstallScript } from '../browser/installScript.js'
import type { BrowserSolanaTestWalletConfig } from './browserEntry.js'

/**
 * Returns browser JS (one IIFE) that installs the Solana test wallet: registered with the page's
 * Wallet Standard apps, its legacy twin as `window.solana`, the control API as
 * `window.__gangwaySolanaWallet`. Secret keys are embedded: dev keys only.
 *
 * @example
 * import { buildSolanaTestWalletScript, startSolanaChain } from '@gangway/devstack'
 * const chain = await startSolanaChain()
 * await page.addInitScript({
 *   content: await buildSolanaTestWalletScript({ rpcUrl: chain.rpcUrl, accounts: [chain.accounts[1].secretKey] }),
 * })
 */
export async function buildSolanaTestWalletScript(
  config: BrowserSolanaTestWalletConfig,
): Promise<string> {
  return buildInstallScript(
    new URL('./browserEntry.ts', import.meta.url),
    '__gangwaySolanaWalletBundle',
    config,
  )
}
