import { connectWallet, expect, modal, openDemo, test, view } from './fixtures'

const activeTestId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)

test('Escape closes the modal and focus returns to the button that opened it', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').focus()
  await page.keyboard.press('Enter')
  await expect(view(page, 'Connect')).toBeVisible()
  // Focus moved into the dialog.
  expect(await modal(page).evaluate((card) => card.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  expect(await activeTestId(page)).toBe('gw-connect-button')

  // The same from the account button once connected.
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  expect(await activeTestId(page)).toBe('gw-account-button')
})

test('focus trap: Tab and Shift+Tab cycle inside the dialog', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  const card = modal(page)
  const inside = () => card.evaluate((el) => el.contains(document.activeElement))
  const seen = new Set<string>()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await inside(), `focus inside the dialog after Tab #${i + 1}`).toBe(true)
    seen.add((await activeTestId(page)) ?? '?')
  }
  // It cycled: the close button and both wallet entries were reached.
  expect(seen).toContain('gw-modal-close')
  expect(seen).toContain('gw-wallet-all')
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inside(), `focus inside the dialog after Shift+Tab #${i + 1}`).toBe(true)
  }
  await expect(card).toHaveAttribute('aria-modal', 'true')
  await expect(card).toHaveAccessibleName('Connect Wallet')
})
