// axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every view the demo shows, in light and dark, on a
// desktop window and a 390x844 phone: 0 violations (issue 36 §2). One page per theme × viewport;
// the views are visited in sequence, as views.spec tours them, then the feature views the demo
// enables are opened with the host's `open({ view })`. Each axe run is scoped to the modal's
// root and the connect/account button (every `[data-gw-root]` element): the demo page around
// them is the host's, not ours. A failure lists every violation: rule, view, theme, viewport,
// and the first nodes' targets with axe's summary of what fails.
// Screenshots of Connect and Account per theme and viewport: e2e/artifacts/axe-<theme>-<viewport>-<View>.png.
// The tour and the Audit live in tour.ts (i18n-layout.spec runs them in Arabic too).
import type { Page } from '@playwright/test'
import { expect, openDemo, shot, test } from './fixtures'
import { Audit, axePath, tour } from './tour'

async function run(page: Page, theme: 'light' | 'dark', where: string) {
  await openDemo(page)
  if (theme === 'dark') await page.getByTestId('demo-theme-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await page.addScriptTag({ path: axePath })
  const audit = new Audit(page, `${theme}, ${where}`)
  await tour(page, async (name) => {
    await audit.check(name)
    if (name === 'Connect' || name === 'Account') await shot(page, `axe-${audit.name}-${name}`)
  })
  audit.report()
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe, ${theme}, desktop: 0 WCAG 2.2 A/AA violations on every view`, async ({ page }) => {
    test.setTimeout(120_000)
    await run(page, theme, 'desktop')
  })

  test.describe('390x844', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    test(`axe, ${theme}, 390x844: 0 WCAG 2.2 A/AA violations on every view`, async ({ page }) => {
      test.setTimeout(120_000)
      await run(page, theme, '390x844')
    })
  })
}
