import * as v from 'valibot'
import type { CreateSolanaTestWalletParameters } from '../solana/types.js'
import { parseOptions } from './parseOptions.js'
import { installScript, readBrowserScript } from './readBrowserScript.js'

/** Where and how the Solana test wallet runs in a page (its `rpcUrl`: the host's Solana node). */
export type SolanaTestWalletScriptOptions = Omit<CreateSolanaTestWalletParameters, 'storage'> & {
  /** Also set its legacy twin as `window.solana` and `window.phantom.solana`. Default true. */
  legacy?: boolean
  /** localStorage key of the site's authorization (reloads keep it). */
  storageKey?: string
}

const byte = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))
const OptionsSchema = v.object({
  accounts: v.pipe(
    v.array(v.pipe(v.array(byte), v.length(64, 'must be a 64-byte secret key'))),
    v.minLength(1, 'must hold at least one secret key'),
  ),
  rpcUrl: v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/i, 'must be an http(s) URL')),
  name: v.optional(v.string()),
  icon: v.optional(v.pipe(v.string(), v.startsWith('data:', 'must be a data: URL'))),
  chains: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^[-a-z0-9]+:\S+$/, 'must be a chain id'))),
  ),
  versioned: v.optional(v.boolean()),
  legacy: v.optional(v.boolean()),
  storageKey: v.optional(v.string()),
})

/**
 * Returns browser JS (one IIFE, prebuilt with the package) that installs the Solana test
 * wallet: registered with the page's Wallet Standard apps, its legacy twin as `window.solana`,
 * the control API as `window.__gangwaySolanaWallet`. Secret keys are embedded: dev keys only.
 *
 * @param options The node's `rpcUrl` and the secret keys.
 * @returns The script's source.
 * @throws {TestWalletOptionsError} The options are not usable.
 * @throws {BrowserScriptMissingError} The package's build lacks its browser script.
 *
 * @example
 * import { solanaTestWalletScript } from '@gangway/testing'
 * import { Keypair } from '@solana/web3.js'
 * await page.addInitScript({
 *   content: solanaTestWalletScript({
 *     rpcUrl: 'http://127.0.0.1:8899',
 *     accounts: [[...Keypair.generate().secretKey]],
 *   }),
 * })
 */
export function solanaTestWalletScript(options: SolanaTestWalletScriptOptions): string {
  const config = parseOptions(OptionsSchema, options, 'Solana test wallet options')
  return installScript(readBrowserScript('solana'), '__gangwaySolanaWalletBundle', config)
}
