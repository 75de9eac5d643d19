import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { BrowserSolanaTestWalletConfig } from './browserEntry.js'

let bundle: Promise<string> | undefined

/** The wallet bundle (web3.js included), built once per process. */
function buildBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./browserEntry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__gangwaySolanaWalletBundle',
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
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `;(function(){\n${await buildBundle()}\n__gangwaySolanaWalletBundle.install(${json})\n})();\n`
}
