import * as v from 'valibot'
import type { BitcoinTestWalletMode, BitcoinTestWalletRequest } from '../bitcoin/types.js'
import {
  type BitcoinTestWalletScriptOptions,
  bitcoinTestWalletScript,
} from '../script/bitcoinTestWalletScript.js'
import { pageControl } from './pageControl.js'
import type { PageLike } from './pageLike.js'

/** Drives the page's Bitcoin test wallet (`window.__gangwayBitcoinWallet`) from the test. */
export type BitcoinTestWalletHandle = {
  /** How prompts are answered from now on ('hang' never answers; 'unsigned' hands PSBTs back unsigned). */
  setMode(mode: BitcoinTestWalletMode): Promise<void>
  /** The wallet switches to account `index` (a `change` event when connected). */
  switchAccount(index: number): Promise<void>
  /** The wallet drops the site (empty accounts in a `change` event). */
  disconnect(): Promise<void>
  /** The addresses the site sees, by purpose ([] until it connects). */
  accounts(): Promise<{ address: string; purpose: string }[]>
  /** The requests the page made, oldest first. */
  requests(): Promise<BitcoinTestWalletRequest[]>
}

const AccountsSchema = v.array(v.object({ address: v.string(), purpose: v.string() }))
const RequestsSchema = v.array(
  v.looseObject({
    method: v.picklist(['connect', 'signMessage', 'signTransaction', 'disconnect']),
    outcome: v.picklist(['approved', 'rejected', 'hung', 'unsigned']),
  }),
) as v.GenericSchema<unknown, BitcoinTestWalletRequest[]>

/**
 * Installs the Bitcoin test wallet (Wallet Standard and sats-connect, real regtest keys) in every
 * document `page` loads from now on, and returns its handle.
 *
 * @param page A Playwright `Page`.
 * @param options The accounts; see `BitcoinTestWalletScriptOptions`.
 * @throws {TestWalletOptionsError} The options are not usable.
 *
 * @example
 * import { installBitcoinTestWallet } from '@gangway/testing'
 * const bitcoin = await installBitcoinTestWallet(page, { accounts: [account] })
 * await page.goto('/')
 * await bitcoin.setMode('reject')
 */
export async function installBitcoinTestWallet(
  page: PageLike,
  options: BitcoinTestWalletScriptOptions,
): Promise<BitcoinTestWalletHandle> {
  await page.addInitScript({ content: bitcoinTestWalletScript(options) })
  const { act, read } = pageControl(page, '__gangwayBitcoinWallet')
  return {
    setMode: (mode) => act('setMode', [mode]),
    switchAccount: (index) => act('switchAccount', [index]),
    disconnect: () => act('disconnect'),
    accounts: () => read(AccountsSchema, 'accounts'),
    requests: () => read(RequestsSchema, 'requests'),
  }
}
