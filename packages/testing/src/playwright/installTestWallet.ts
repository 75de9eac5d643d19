import * as v from 'valibot'
import type { Address } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type {
  TestWalletMode,
  TestWalletRequestLogEntry,
  TestWalletState,
} from '../evm/createTestWallet.js'
import type { TestWalletScriptOptions } from '../script/testWalletOptions.js'
import { testWalletScript } from '../script/testWalletScript.js'
import { pageControl } from './pageControl.js'
import type { PageLike } from './pageLike.js'

/** Drives the page's test wallet (`window.__gangwayTestWallet`) from the test. */
export type TestWalletHandle = {
  /** The addresses of the `accounts` keys, in order (the first is selected on connect). */
  readonly addresses: readonly Address[]
  /** The next prompting request (connect, sign, send, switch…) is approved. */
  approveNext(): Promise<void>
  /** The next prompting request fails with 4001, as when the user rejects it. */
  rejectNext(): Promise<void>
  /** The next prompting request is never answered (the prompt left open). */
  hangNext(): Promise<void>
  /** The next prompting request waits `ms` before it is answered. */
  delayNext(ms: number): Promise<void>
  /** How prompting requests are answered when nothing is queued. Default 'approve'. */
  setMode(mode: TestWalletMode): Promise<void>
  /** The wallet itself switches to `chainId` (as the user does in the extension): chainChanged. */
  switchChain(chainId: number): Promise<void>
  /** The wallet exposes `addresses` (first = selected; [] = none): accountsChanged. */
  emitAccountsChanged(addresses: readonly Address[]): Promise<void>
  /**
   * The wallet drops the site (disconnect event, 4900); a later connect asks again. Forgets the
   * stored connection (`persist`).
   */
  disconnect(): Promise<void>
  /**
   * The wallet forgets the site behind the page's back, with no event (the extension locked, or
   * the site removed in it): eth_accounts answers [], the stored connection (`persist`) is gone,
   * so the next page load starts disconnected; a later connect asks again.
   */
  forgetSite(): Promise<void>
  /**
   * Back to the initial state: no accounts exposed, first chain, mode 'approve', empty log; the
   * stored connection (`persist`) is forgotten.
   */
  reset(): Promise<void>
  /** The accounts exposed to the page ([] until it connects). */
  accounts(): Promise<Address[]>
  state(): Promise<TestWalletState>
  /** Every provider request the page made, oldest first. */
  requests(): Promise<TestWalletRequestLogEntry[]>
}

const AddressSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)) as v.GenericSchema<
  unknown,
  Address
>
const StateSchema = v.object({
  chainId: v.number(),
  accounts: v.array(AddressSchema),
  connected: v.boolean(),
  mode: v.picklist(['approve', 'reject']),
  chains: v.array(
    v.object({ chainId: v.number(), rpcUrl: v.optional(v.string()), name: v.optional(v.string()) }),
  ),
})
const RequestsSchema = v.array(
  v.object({
    method: v.string(),
    params: v.optional(v.unknown()),
    status: v.picklist(['pending', 'ok', 'error']),
    decision: v.optional(v.picklist(['approved', 'rejected'])),
    result: v.optional(v.unknown()),
    error: v.optional(v.object({ code: v.number(), message: v.string() })),
  }),
) as v.GenericSchema<unknown, TestWalletRequestLogEntry[]>

/**
 * Installs the injected EIP-6963 test wallet in every document `page` loads from now on (a
 * Playwright init script: call it before `page.goto`), and returns a handle that drives it.
 * The wallet signs with the given keys and sends to the host's EVM node (anvil, hardhat…).
 *
 * @param page A Playwright `Page`.
 * @param options The node (`rpcUrl` + `chainId`, or `chains`) and the keys; see `TestWalletScriptOptions`.
 * @returns The handle; its methods need a document loaded after this call.
 * @throws {TestWalletOptionsError} The options are not usable.
 *
 * @example
 * import { connect, installTestWallet } from '@gangway/testing'
 * test('connects', async ({ page }) => {
 *   const wallet = await installTestWallet(page, {
 *     rpcUrl: 'http://127.0.0.1:8545', // anvil
 *     chainId: 31337,
 *     accounts: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
 *   })
 *   await page.goto('/')
 *   expect(await connect(page)).toBe(wallet.addresses[0])
 * })
 */
export async function installTestWallet(
  page: PageLike,
  options: TestWalletScriptOptions,
): Promise<TestWalletHandle> {
  // Checks the options first: a bad key throws here, before the page is touched.
  await page.addInitScript({ content: testWalletScript(options) })

  const { act, read } = pageControl(page, '__gangwayTestWallet')
  const state = () => read(StateSchema, 'state')

  return {
    addresses: options.accounts.map((key) => privateKeyToAddress(key)),
    approveNext: () => act('approveNext'),
    rejectNext: () => act('rejectNext'),
    hangNext: () => act('hangNext'),
    delayNext: (ms) => act('delayNext', [ms]),
    setMode: (mode) => act('setMode', [mode]),
    switchChain: (chainId) => act('switchChain', [chainId]),
    emitAccountsChanged: (addresses) => act('emitAccountsChanged', [[...addresses]]),
    disconnect: () => act('disconnect'),
    forgetSite: () => act('forgetSite'),
    reset: () => act('reset'),
    accounts: async () => (await state()).accounts,
    state,
    requests: () => read(RequestsSchema, 'requests'),
  }
}
