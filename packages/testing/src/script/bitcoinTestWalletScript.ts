import * as v from 'valibot'
import type { CreateBitcoinTestWalletParameters } from '../bitcoin/types.js'
import { parseOptions } from './parseOptions.js'
import { installScript, readBrowserScript } from './readBrowserScript.js'

/** Where and how the Bitcoin test wallet runs in a page. */
export type BitcoinTestWalletScriptOptions = Omit<CreateBitcoinTestWalletParameters, 'storage'> & {
  /** localStorage key of the site's authorization (reloads keep it). */
  storageKey?: string
}

const hex = (bytes: number, what: string) =>
  v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`), `must be ${what}`))
const key = <purpose extends 'payment' | 'ordinals', type extends 'p2wpkh' | 'p2tr'>(
  purpose: purpose,
  addressType: type,
) =>
  v.object({
    purpose: v.literal(purpose),
    addressType: v.literal(addressType),
    address: v.pipe(v.string(), v.minLength(14, 'must be an address')),
    publicKey: hex(33, 'a compressed public key (66 hex digits)'),
    privateKey: hex(32, 'a private key (64 hex digits)'),
  })
const OptionsSchema = v.object({
  accounts: v.pipe(
    v.array(v.object({ payment: key('payment', 'p2wpkh'), ordinals: key('ordinals', 'p2tr') })),
    v.minLength(1, 'must hold at least one account'),
  ),
  name: v.optional(v.string()),
  chains: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^[-a-z0-9]+:\S+$/, 'must be a chain id'))),
  ),
  storageKey: v.optional(v.string()),
})

/**
 * Returns browser JS (one IIFE, prebuilt with the package) that installs the Bitcoin test
 * wallet: registered with the page's Wallet Standard apps, its sats-connect face in
 * `window.btc_providers`, the control API as `window.__gangwayBitcoinWallet`. Private keys are
 * embedded: regtest dev keys only.
 *
 * @param options The regtest accounts.
 * @returns The script's source.
 * @throws {TestWalletOptionsError} The options are not usable.
 * @throws {BrowserScriptMissingError} The package's build lacks its browser script.
 *
 * @example
 * import { bitcoinTestWalletScript } from '@gangway/testing'
 * await page.addInitScript({ content: bitcoinTestWalletScript({ accounts: [account] }) })
 */
export function bitcoinTestWalletScript(options: BitcoinTestWalletScriptOptions): string {
  const config = parseOptions(OptionsSchema, options, 'Bitcoin test wallet options')
  return installScript(readBrowserScript('bitcoin'), '__gangwayBitcoinWalletBundle', config)
}
