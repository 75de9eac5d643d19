import { testWalletDefaults } from '../evm/testWalletInfo.js'
import { type ModalHelperOptions, openModal } from './openModal.js'
import type { PageLike } from './pageLike.js'
import { readAccount } from './readAccount.js'
import { testIds } from './testIds.js'

export type ConnectOptions = ModalHelperOptions & {
  /** The wallet's id in the modal (an injected wallet's is its EIP-6963 rdns). Default the test wallet's. */
  walletId?: string
}

/**
 * Connects like a visitor: opens the modal, picks the wallet, and waits for the account button.
 * The wallet answers as it is scripted (`rejectNext()` before this makes it fail: the modal's
 * error then shows, and this throws once the timeout passes).
 *
 * @param page A Playwright `Page` showing the host app, disconnected.
 * @returns The connected address (see `readAccount`).
 * @throws {ModalHelperError} No account button after connecting.
 *
 * @example
 * import { connect, installTestWallet } from '@gangway/testing'
 * const wallet = await installTestWallet(page, { rpcUrl, chainId: 31337, accounts: [key] })
 * await page.goto('/')
 * expect(await connect(page)).toBe(wallet.addresses[0])
 */
export async function connect(page: PageLike, options: ConnectOptions = {}): Promise<string> {
  const { walletId = testWalletDefaults.rdns, timeout } = options
  const modal = await openModal(page, { timeout })
  await modal.getByTestId(testIds.wallet(walletId)).first().click({ timeout })
  return readAccount(page, { timeout })
}
