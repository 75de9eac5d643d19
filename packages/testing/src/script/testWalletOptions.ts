import * as v from 'valibot'
import { TestWalletOptionsError } from '../errors.js'
import type { TestWalletChain } from '../evm/createTestWallet.js'
import type { TestWalletInfo } from '../evm/testWalletInfo.js'
import { parseOptions } from './parseOptions.js'

/** Where and how the injected EIP-6963 test wallet runs in a page. */
export type TestWalletScriptOptions = {
  /**
   * Private keys (0x + 64 hex digits); their accounts are exposed on connect, the first one
   * selected. They are embedded in the page's script: use dev keys only (anvil's, say).
   */
  accounts: readonly `0x${string}`[]
  /** The JSON-RPC URL of the EVM node the host runs (anvil: http://127.0.0.1:8545), with `chainId`. */
  rpcUrl?: string
  /** The chain of `rpcUrl` (anvil: 31337); with `chains`, the initial one (default the first). */
  chainId?: number
  /** Every chain the wallet knows, instead of `rpcUrl` (a chain without `rpcUrl` cannot read or send). */
  chains?: readonly TestWalletChain[]
  /** EIP-6963 info; default "Gangway Test Wallet", rdns `dev.gangway.testwallet`, a fresh uuid. */
  info?: Partial<TestWalletInfo>
  /** Also set `window.ethereum` (pre-EIP-6963 discovery). Default false. */
  legacy?: boolean
  /** Also install inside iframes (Playwright init scripts run in every frame). Default false. */
  allFrames?: boolean
  /**
   * Remember the site's connection across page loads, as an extension does: the accounts exposed
   * to the site and the wallet's chain are kept in the page's `localStorage` under
   * `__gangwayTestWallet` and restored on the next load (so a reload's silent reconnect,
   * eth_accounts, finds the site connected). `disconnect()`, `forgetSite()` and `reset()` remove
   * it. Default false: each page load starts disconnected.
   */
  persist?: boolean
}

/** What the browser entry's `install` receives: the options resolved to the wallet's own shape. */
export type TestWalletConfig = {
  chains: TestWalletChain[]
  accounts: `0x${string}`[]
  chainId?: number
  info?: Partial<TestWalletInfo>
  legacy?: boolean
  allFrames?: boolean
  persist?: boolean
}

const httpUrl = v.pipe(
  v.string(),
  v.url('is not a URL'),
  v.regex(/^https?:\/\//i, 'must be an http(s) URL'),
)
const chainId = v.pipe(
  v.number('must be a number'),
  v.safeInteger('must be an integer'),
  v.minValue(1, 'must be positive'),
)
const OptionsSchema = v.object({
  accounts: v.pipe(
    v.array(
      v.pipe(
        v.string('must be a string'),
        v.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key: 0x and 64 hex digits'),
      ),
      'must be an array of private keys',
    ),
    v.minLength(1, 'must hold at least one private key'),
  ),
  rpcUrl: v.optional(httpUrl),
  chainId: v.optional(chainId),
  chains: v.optional(
    v.pipe(
      v.array(
        v.object({
          chainId,
          rpcUrl: v.optional(httpUrl),
          name: v.optional(v.string()),
        }),
      ),
      v.minLength(1, 'must hold at least one chain'),
    ),
  ),
  info: v.optional(
    v.object({
      uuid: v.optional(v.string()),
      name: v.optional(v.string()),
      icon: v.optional(
        v.pipe(v.string(), v.startsWith('data:', 'must be a data: URI')) as v.GenericSchema<
          string,
          `data:${string}`
        >,
      ),
      rdns: v.optional(v.string()),
    }),
  ),
  legacy: v.optional(v.boolean()),
  allFrames: v.optional(v.boolean()),
  persist: v.optional(v.boolean('must be true or false')),
})

/**
 * Checks the options of a test wallet and resolves them to its config (`rpcUrl` + `chainId`
 * become one chain; unknown fields are dropped).
 *
 * @throws {TestWalletOptionsError} Naming the first bad field, e.g. "accounts.0 must be a private key…".
 */
export function resolveTestWalletOptions(options: TestWalletScriptOptions): TestWalletConfig {
  const { accounts, rpcUrl, chains, ...rest } = parseOptions(
    OptionsSchema,
    options,
    'Test wallet options',
  )
  if (rpcUrl !== undefined && chains !== undefined)
    throw new TestWalletOptionsError(
      'Test wallet options: give rpcUrl (with chainId) or chains, not both',
    )
  if (rpcUrl === undefined && chains === undefined)
    throw new TestWalletOptionsError(
      'Test wallet options: rpcUrl (with chainId) or chains is required',
    )
  if (rpcUrl !== undefined && rest.chainId === undefined)
    throw new TestWalletOptionsError('Test wallet options: chainId is required with rpcUrl')
  const resolved = chains ?? [{ chainId: rest.chainId!, rpcUrl }]
  if (rest.chainId !== undefined && !resolved.some((chain) => chain.chainId === rest.chainId))
    throw new TestWalletOptionsError(
      `Test wallet options: chainId ${rest.chainId} is not one of the chains`,
    )
  return {
    ...rest,
    accounts: accounts as `0x${string}`[],
    chains: resolved.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
  }
}
