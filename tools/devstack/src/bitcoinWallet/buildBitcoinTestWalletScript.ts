import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { BrowserBitcoinTestWalletConfig } from './browserEntry.js'

let bundle: Promise<string> | undefined

/** The wallet bundle (@scure/btc-signer included), built once per process. */
function buildBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./browserEntry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__gangwayBitcoinWalletBundle',
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
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `;(function(){\n${await buildBundle()}\n__gangwayBitcoinWalletBundle.install(${json})\n})();\n`
}
