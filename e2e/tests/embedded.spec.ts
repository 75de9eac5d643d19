// Embedded mode in the demo (`?embedded=1`, issue 37 §2 F44): the modal renders inline in the
// page's own container. Spec §2: "In embedded mode, the view is Account if connected, else
// Connect"; "The modal is appended to the page body unless appending is disabled or embedded mode
// is on".
import type { Page } from '@playwright/test'
import { expect, modal, openDemoWith, test, view, WALLET_ID } from './fixtures'

const host = (page: Page) => page.getByTestId('demo-embedded')

/** The address the modal's engine has connected (lower case), if any. */
const connectedAddress = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        __gangwayModal: { engine: { $account: { get(): { address?: string } | undefined } } }
      }
    ).__gangwayModal.engine.$account
      .get()
      ?.address?.toLowerCase(),
  )

/**
 * Where the modal sits: inside the host, or in the container createModal appends to <body>
 * (`body > [data-gw-container] > [data-gw-root]`), and how many such containers there are.
 */
const placement = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('[data-testid=gw-modal]')
    const root = card?.closest('[data-gw-root]')
    return {
      cards: document.querySelectorAll('[data-testid=gw-modal]').length,
      inHost: Boolean(card?.closest('[data-testid=demo-embedded]')),
      appendedToBody: root?.parentElement?.matches('body > [data-gw-container]') ?? false,
      containersOnBody: document.querySelectorAll('body > [data-gw-container]').length,
      embedded: root?.hasAttribute('data-gw-embedded') ?? false,
    }
  })

test('spec §2 embedded mode: inline in the host, Connect when disconnected, Account after connecting and after a reload', async ({
  page,
}) => {
  await openDemoWith(page, { embedded: '1' })
  // Shown without opening it: Connect, inside the page's container, nothing appended to <body>.
  await expect(host(page).getByTestId('gw-modal')).toBeVisible()
  await expect(view(page, 'Connect')).toBeVisible()
  await expect(host(page).getByTestId('gw-view-Connect')).toBeVisible()
  // The page has gone idle (createModal's own mount would have happened by now).
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })))
  await page.waitForTimeout(300)
  expect(await placement(page)).toEqual({
    cards: 1,
    inHost: true,
    appendedToBody: false,
    containersOnBody: 0,
    embedded: true,
  })
  // Inline: no backdrop, no close button.
  await expect(page.locator('.gw-backdrop')).toHaveCount(0)
  await expect(page.getByTestId('gw-modal-close')).toHaveCount(0)

  // Connect from the inline list: the view becomes Account, in the same place.
  await host(page).getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  const address = await page.evaluate(() => window.__gangwayTestWallet.state().accounts[0]!)
  await expect(host(page).getByTestId('gw-view-Account')).toBeVisible()
  expect(await connectedAddress(page)).toBe(address.toLowerCase())
  await expect(view(page, 'Connect')).toHaveCount(0)
  await expect(modal(page)).toHaveCount(1)

  // Reload: the stored session comes back and the inline modal shows Account again.
  await page.reload()
  await expect(page.getByTestId('demo-devstack')).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toBeVisible()
  await expect(host(page).getByTestId('gw-view-Account')).toBeVisible()
  expect(await connectedAddress(page)).toBe(address.toLowerCase())
  await expect(view(page, 'Connect')).toHaveCount(0)
  expect(await placement(page)).toMatchObject({
    cards: 1,
    inHost: true,
    containersOnBody: 0,
  })
})

test('without ?embedded the modal is appended to <body> and shows only when opened', async ({
  page,
}) => {
  await openDemoWith(page, {})
  await expect(host(page)).toHaveCount(0)
  await expect(view(page, 'Connect')).toBeHidden()
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  expect(await placement(page)).toMatchObject({
    cards: 1,
    inHost: false,
    appendedToBody: true,
    containersOnBody: 1,
  })
})
