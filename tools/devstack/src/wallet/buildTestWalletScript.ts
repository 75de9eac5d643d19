import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { BrowserTestWalletConfig } from './browserEntry.js'

export type BuildTestWalletScriptParameters = BrowserTestWalletConfig

let bundle: Promise<string> | undefined

/** The wallet bundle (viem included), built once per process: ~0.3 s. */
function buildBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./browserEntry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__gangwayTestWalletBundle',
    platform: 'browser',
    target: 'es2020',
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  bundle.catch(() => {
    bundle = undefined
  })
  return bundle
}

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
  // `</` is escaped so the script can also be inlined in a <script> tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `;(function(){\n${await buildBundle()}\n__gangwayTestWalletBundle.install(${json})\n})();\n`
}
