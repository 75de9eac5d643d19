import type { LocatorLike, PageLike } from './pageLike.js'
import { testIds } from './testIds.js'

/** How long a helper waits for the modal (ms); Playwright's own default otherwise. */
export type ModalHelperOptions = { timeout?: number }

/**
 * Opens the modal from the host's connect button (or, when connected, the account button) and
 * waits until it shows.
 *
 * @param page A Playwright `Page` showing the host app.
 * @returns The modal (`gw-modal`) as a locator (Playwright's, with a Playwright page).
 *
 * @example
 * import { openModal } from '@gangway/testing'
 * const modal = await openModal(page)
 * await expect(modal.getByTestId('gw-view-Connect')).toBeVisible()
 */
export async function openModal<locator extends LocatorLike>(
  page: PageLike<locator>,
  options: ModalHelperOptions = {},
): Promise<locator> {
  const { timeout } = options
  await page
    .getByTestId(testIds.connectButton)
    .or(page.getByTestId(testIds.accountButton))
    .click({ timeout })
  const modal = page.getByTestId(testIds.modal)
  await modal.waitFor({ state: 'visible', timeout })
  return modal
}
