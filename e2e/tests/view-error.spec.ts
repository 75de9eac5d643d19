// A view that throws (as an on-ramp view did with `providers: 'coinbase'`: "TypeError:
// n.providers.map is not a function") shows the designed error state in light and dark, never the
// raw error; its cause goes to the console through the engine's logger. Screenshots in
// e2e/artifacts/<mode>-ViewError.png.
import type { Page } from '@playwright/test'
import { expect, modal, openDemo, shot, test, view } from './fixtures'

type Registry = { setKey(name: string, view: unknown): void }

/** Registers a view that throws on render (what a broken feature view does) and opens it. */
async function openBrokenView(page: Page) {
  await page.evaluate(() => {
    const { engine, open } = (
      window as unknown as {
        __gangwayModal: { engine: { $views: Registry }; open(args: { view: string }): void }
      }
    ).__gangwayModal
    // An arrow (React calls it as a component): it runs in the page, not as one of ours.
    const broken = () => {
      throw new TypeError('n.providers.map is not a function')
    }
    engine.$views.setKey('Broken', broken)
    open({ view: 'Broken' })
  })
}

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: a view that throws shows the designed error state, and the cause is logged`, async ({
    page,
  }) => {
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await openDemo(page)
    if (mode === 'dark') await page.getByTestId('demo-theme-toggle').click()
    await openBrokenView(page)
    const failed = view(page, 'Broken')
    await expect(failed).toBeVisible()
    await expect(failed).toHaveAttribute('role', 'alert')
    await expect(failed).toContainText('This view is not available')
    await expect(failed).toContainText('Something went wrong')
    await expect(failed).not.toContainText('TypeError')
    await expect(failed.getByTestId('gw-view-retry')).toHaveText('Try again')
    await expect(failed.getByTestId('gw-view-back')).toHaveText('Close')
    await shot(page, `${mode}-ViewError`)
    expect(logged.some((line) => line.includes('The view Broken failed'))).toBe(true)
    // Close leaves it (the only view): the modal closes.
    await failed.getByTestId('gw-view-back').click()
    await expect(modal(page)).toBeHidden()
  })
}
