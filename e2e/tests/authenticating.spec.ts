// Spec §8 toast "'Authenticating...' (loading)" (issue 37 §3): a social login on the devstack's
// login frame, whose exchange of the provider's result the test holds at the frame's server for
// that one login (`/control/social-hold`, by the login's OAuth state: no other test's login
// waits), so the loading toast is seen while the exchange is really pending.
import type { Page } from '@playwright/test'
import { expect, frameControl, modal, openDemo, short, test, view } from './fixtures'

const toasts = (page: Page) => page.getByTestId('gw-toast')

/**
 * Starts a GitHub login, holds its exchange at the frame and continues in the provider's window:
 * returns once the frame's server has the exchange waiting. Returns the login's state.
 */
async function heldSocialLogin(page: Page): Promise<string> {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  const opened = page.waitForEvent('popup')
  await page.getByTestId('gw-social-github').click()
  const popup = await opened
  await expect(popup.locator('#continue')).toBeVisible()
  const state = new URL(popup.url()).searchParams.get('state')!
  expect(state).toMatch(/^[0-9a-f]{64}$/)
  await frameControl('/social-hold', { state })
  // Before the provider answers, nothing is being authenticated.
  await expect(view(page, 'ConnectingSocial')).toBeVisible()
  await expect(toasts(page)).toHaveCount(0)
  await popup.locator('#continue').click()
  await expect
    .poll(
      async () => (await frameControl<{ waiting: number }>(`/social-hold?state=${state}`)).waiting,
    )
    .toBe(1)
  return state
}

test("spec §8 toast 'Authenticating...' (loading): shown while the frame exchanges the social login's result, gone once the wallet connects", async ({
  page,
}) => {
  const state = await heldSocialLogin(page)

  const authenticating = toasts(page).filter({ hasText: 'Authenticating...' })
  await expect(authenticating).toBeVisible()
  await expect(authenticating).toHaveAttribute('data-variant', 'loading')
  await expect(toasts(page)).toHaveCount(1)
  // The exchange is still held: the toast stays (a loading toast has no time limit) and
  // nothing is connected yet.
  await page.waitForTimeout(3000)
  await expect(authenticating).toBeVisible()
  await expect(page.getByTestId('gw-account-button')).toHaveCount(0)

  await frameControl('/social-release', { state })
  const { address } = await frameControl<{ address: string }>(
    `/address?email=${encodeURIComponent('social:github')}`,
  )
  await expect(page.getByTestId('gw-account-button')).toContainText(short(address))
  await expect(modal(page)).toBeHidden()
  await expect(toasts(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('gw:social-username'))).toBe(
    JSON.stringify('github-user'),
  )
})

test("'Authenticating...' gives way to the error toast when the frame refuses the social login's result; nothing connects", async ({
  page,
}) => {
  const state = await heldSocialLogin(page)
  const authenticating = toasts(page).filter({ hasText: 'Authenticating...' })
  await expect(authenticating).toHaveAttribute('data-variant', 'loading')

  await frameControl('/social-release', { state, fail: true })
  const refused = toasts(page).filter({ hasText: 'Social sign-in refused' })
  await expect(refused).toBeVisible()
  await expect(refused).toHaveAttribute('data-variant', 'error')
  await expect(authenticating).toHaveCount(0)
  await expect(page.getByTestId('gw-social-error')).toHaveText('Social sign-in refused')
  await expect(page.getByTestId('gw-account-button')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('gw:social-username'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('gw:email-login-used'))).toBeNull()
})
