import { type ModalHelperOptions, openModal } from './openModal.js'
import type { PageLike } from './pageLike.js'
import { testIds } from './testIds.js'

/**
 * Disconnects like a visitor: opens the modal from the account button, presses Disconnect
 * (`gw-disconnect`) and waits for the connect button to be back.
 *
 * @param page A Playwright `Page` showing the host app, connected.
 *
 * @example
 * import { disconnect } from '@gangway/testing'
 * await disconnect(page)
 * await expect(page.getByTestId('gw-connect-button')).toBeVisible()
 */
export async function disconnect(page: PageLike, options: ModalHelperOptions = {}): Promise<void> {
  const { timeout } = options
  const modal = await openModal(page, { timeout })
  await modal.getByTestId(testIds.disconnect).click({ timeout })
  await page.getByTestId(testIds.connectButton).waitFor({ state: 'visible', timeout })
}
