import { ModalHelperError } from '../errors.js'
import type { ModalHelperOptions } from './openModal.js'
import type { PageLike } from './pageLike.js'
import { testIds } from './testIds.js'

/**
 * The connected account's full address, as the modal's account button (`gw-account-button`)
 * carries it in its title (it shows a name or a shortened address). Waits for the button.
 *
 * @param page A Playwright `Page` showing the host app.
 * @throws {ModalHelperError} No account button in time (nothing connected), or it has no address.
 *
 * @example
 * import { readAccount } from '@gangway/testing'
 * expect(await readAccount(page)).toBe(wallet.addresses[0])
 */
export async function readAccount(
  page: PageLike,
  options: ModalHelperOptions = {},
): Promise<string> {
  const button = page.getByTestId(testIds.accountButton)
  try {
    await button.waitFor({ state: 'visible', timeout: options.timeout })
  } catch (cause) {
    throw new ModalHelperError(
      `readAccount: no account button (${testIds.accountButton}) on the page: is a wallet connected?`,
      { cause },
    )
  }
  const address = (await button.getAttribute('title'))?.trim()
  if (!address)
    throw new ModalHelperError(
      `readAccount: the account button (${testIds.accountButton}) has no address in its title`,
    )
  return address
}
