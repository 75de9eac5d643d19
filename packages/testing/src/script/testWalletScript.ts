import { installScript, readBrowserScript } from './readBrowserScript.js'
import { resolveTestWalletOptions, type TestWalletScriptOptions } from './testWalletOptions.js'

/**
 * Returns browser JS (one IIFE, prebuilt with the package) that creates the test wallet,
 * announces it by EIP-6963 (and as `window.ethereum` with `legacy`), and exposes its control
 * API, provider and info as `window.__gangwayTestWallet`. Runs once per page; by default only in
 * the top frame. For runners other than Playwright (which has `installTestWallet`): inject it
 * before the app's scripts. Private keys are embedded in the script: dev keys only.
 *
 * @param options Where the wallet reads and sends (`rpcUrl` + `chainId`, or `chains`) and its keys.
 * @returns The script's source.
 * @throws {TestWalletOptionsError} The options are not usable.
 * @throws {BrowserScriptMissingError} The package's build lacks its browser script.
 *
 * @example
 * import { testWalletScript } from '@gangway/testing'
 * const script = testWalletScript({
 *   rpcUrl: 'http://127.0.0.1:8545', // anvil
 *   chainId: 31337,
 *   accounts: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
 * })
 * await browser.execute(script) // WebdriverIO, Puppeteer's evaluateOnNewDocument, a <script>…
 */
export function testWalletScript(options: TestWalletScriptOptions): string {
  const config = resolveTestWalletOptions(options)
  return installScript(readBrowserScript('evm'), '__gangwayTestWalletBundle', config)
}
