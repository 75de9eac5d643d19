import { buildInstallScript } from '../browser/installScript.js'
import type { BrowserTestWalletConfig } from './browserEntry.js'

export type BuildTestWalletScriptParameters = BrowserTestWalletConfig

/**
 * Returns browser JS (one IIFE) that creates a test wallet with `parameters`, announces it by
 * EIP-6963 (and as `window.ethereum` with `legacy`), and exposes the control API, the provider
 * and its info as `window.__gangwayTestWallet`. Runs once per page; by default only in the top
 * frame. Private keys are embedded in the script: dev keys only.
 *
 * @example
 * import { buildTestWalletScript, startDevChain } from '@gangway/devstack'
 * const devChain = await startDevChain()
 * await page.addInitScript({
 *   content: await buildTestWalletScript({
 *     chains: devChain.chains,
 *     accounts: [devChain.accounts[0].privateKey],
 *   }),
 * })
 * await page.evaluate(() => window.__gangwayTestWallet.rejectNext())
 */
export async function buildTestWalletScript(
  parameters: BuildTestWalletScriptParameters,
): Promise<string> {
  const config: BrowserTestWalletConfig = {
    chains: parameters.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    accounts: [...parameters.accounts],
    info: parameters.info,
    chainId: parameters.chainId,
    legacy: parameters.legacy,
    allFrames: parameters.allFrames,
  }
  return buildInstallScript(
    new URL('./browserEntry.ts', import.meta.url),
    '__gangwayTestWalletBundle',
    config,
  )
}
