import * as v from 'valibot'
import {
  type SolanaTestWalletScriptOptions,
  solanaTestWalletScript,
} from '../script/solanaTestWalletScript.js'
import type { SolanaTestWalletMode, SolanaTestWalletRequest } from '../solana/types.js'
import { pageControl } from './pageControl.js'
import type { PageLike } from './pageLike.js'

/** What the Solana test wallet holds and shows. */
export type SolanaTestWalletState = {
  /** Whether the site is connected. */
  authorized: boolean
  /** The index of the account shown. */
  active: number
  /** The account shown (base58). */
  address: string
  addresses: string[]
  versioned: boolean
  features: string[]
}

/** Drives the page's Solana test wallet (`window.__gangwaySolanaWallet`) from the test. */
export type SolanaTestWalletHandle = {
  /** How prompts (connect, sign, send) are answered from now on; 'hang' never answers. */
  setMode(mode: SolanaTestWalletMode): Promise<void>
  /** The next `count` prompts (default 1) are rejected, as when the user rejects them. */
  rejectNext(count?: number): Promise<void>
  /** The wallet switches to account `index` (a `change` event). */
  switchAccount(index: number): Promise<void>
  /** The wallet drops the site (empty accounts in a `change` event). */
  disconnect(): Promise<void>
  state(): Promise<SolanaTestWalletState>
  /** The requests the page made, oldest first. */
  requests(): Promise<SolanaTestWalletRequest[]>
}

const StateSchema = v.object({
  authorized: v.boolean(),
  active: v.number(),
  address: v.string(),
  addresses: v.array(v.string()),
  versioned: v.boolean(),
  features: v.array(v.string()),
})
const RequestsSchema = v.array(
  v.looseObject({
    method: v.picklist([
      'connect',
      'signMessage',
      'signTransaction',
      'signAndSendTransaction',
      'disconnect',
    ]),
    outcome: v.picklist(['approved', 'rejected', 'hung']),
  }),
) as v.GenericSchema<unknown, SolanaTestWalletRequest[]>

/**
 * Installs the Solana test wallet (Wallet Standard, real ed25519 keys, sending through the
 * host's Solana node) in every document `page` loads from now on, and returns its handle.
 *
 * @param page A Playwright `Page`.
 * @param options The node's `rpcUrl` and the secret keys; see `SolanaTestWalletScriptOptions`.
 * @throws {TestWalletOptionsError} The options are not usable.
 *
 * @example
 * import { installSolanaTestWallet } from '@gangway/testing'
 * const solana = await installSolanaTestWallet(page, { rpcUrl: 'http://127.0.0.1:8899', accounts: [secretKey] })
 * await page.goto('/')
 * await solana.rejectNext()
 */
export async function installSolanaTestWallet(
  page: PageLike,
  options: SolanaTestWalletScriptOptions,
): Promise<SolanaTestWalletHandle> {
  await page.addInitScript({ content: solanaTestWalletScript(options) })
  const { act, read } = pageControl(page, '__gangwaySolanaWallet')
  return {
    setMode: (mode) => act('setMode', [mode]),
    rejectNext: (count = 1) => act('rejectNext', [count]),
    switchAccount: (index) => act('switchAccount', [index]),
    disconnect: () => act('disconnect'),
    state: () => read(StateSchema, 'state'),
    requests: () => read(RequestsSchema, 'requests'),
  }
}
