// Issue 36 §3: "The Connect view fits: wallets, then email, then socials laid out without
// orphans; when the card scrolls, a visible cue (fade or shadow) says so; on the phone sheet
// too." The card's scrolling area (.gw-body) fades its bottom edge into the card while there is
// more below (pure CSS: a sticky ::after whose opacity follows the scroll position,
// animation-timeline: scroll()); at the end the fade is gone.
// And in Arabic a token row's amount reads "10000 ETH": one left-to-right isolate.
// Screenshots: e2e/artifacts/scroll-cue-<viewport>-<theme>-<where>.png.
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { connectWallet, expect, modal, openDemoWith, shot, test, view } from './fixtures'

/**
 * A screenshot with the scroll-driven cue as shown: fixtures' `shot` disables animations, which
 * cancels the cue's (a scroll-timeline animation has no end to fast-forward to).
 */
const cueShot = (page: Page, name: string) =>
  page.screenshot({ path: join(import.meta.dirname, '..', 'artifacts', `${name}.png`) })

/** The scrolling area's size and the cue's computed style (the fade's opacity). */
const cues = (page: Page) =>
  modal(page)
    .locator('.gw-body')
    .evaluate((body) => {
      const cue = (pseudo: string) => {
        const s = getComputedStyle(body, pseudo)
        return { content: s.content, position: s.position, opacity: Number(s.opacity) }
      }
      return {
        scrolls: body.scrollHeight > body.clientHeight + 1,
        atEnd: body.scrollTop + body.clientHeight >= body.scrollHeight - 1,
        bottom: cue('::after'),
      }
    })

const scrollTo = (page: Page, where: 'start' | 'middle' | 'end') =>
  modal(page)
    .locator('.gw-body')
    .evaluate((body, w) => {
      const max = body.scrollHeight - body.clientHeight
      body.scrollTop = w === 'start' ? 0 : w === 'end' ? max : Math.round(max / 2)
    }, where)

/** Waits for the view's entrance to settle and the scroll timeline to be sampled (a frame). */
const settle = (page: Page) => page.waitForTimeout(250)

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  // A desktop window too short for the Connect card.
  'short desktop': { viewport: { width: 1280, height: 480 } },
} as const

test.describe.configure({ mode: 'parallel' })

for (const [where, use] of Object.entries(VIEWPORTS)) {
  test.describe(where, () => {
    test.use(use)
    for (const theme of ['light', 'dark'] as const) {
      test(`${where}, ${theme}: Connect's scrolling card shows a fade where there is more, none at the end`, async ({
        page,
      }) => {
        // German (long words) on the phone fills the sheet; English on the short desktop does.
        await openDemoWith(page, where === 'phone' ? { locale: 'de' } : {})
        if (theme === 'dark') await page.getByTestId('demo-theme-toggle').click()
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await page.getByTestId('gw-connect-button').click()
        await expect(view(page, 'Connect')).toBeVisible()
        await settle(page)
        const name = `scroll-cue-${where.replace(' ', '-')}-${theme}`

        const start = await cues(page)
        expect(start.scrolls, 'the Connect card scrolls here (the case the cue is for)').toBe(true)
        // At the top: more below, the fade shown.
        expect(start.bottom).toEqual({ content: '""', position: 'sticky', opacity: 1 })
        await cueShot(page, `${name}-top`)

        await scrollTo(page, 'middle')
        await settle(page)
        const middle = await cues(page)
        expect(middle.bottom.opacity).toBe(1)
        await cueShot(page, `${name}-middle`)

        await scrollTo(page, 'end')
        await settle(page)
        const end = await cues(page)
        expect(end.atEnd).toBe(true)
        // At the end nothing more below: the fade is gone.
        expect(end.bottom.opacity).toBe(0)
        await cueShot(page, `${name}-end`)
      })
    }
  })
}

test.describe('reduced motion', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  })
  test('the cue stays under prefers-reduced-motion (it follows the scroll, it does not move)', async ({
    page,
  }) => {
    await openDemoWith(page, { locale: 'de' })
    await page.getByTestId('gw-connect-button').click()
    await expect(view(page, 'Connect')).toBeVisible()
    await settle(page)
    const start = await cues(page)
    expect(start.scrolls).toBe(true)
    expect(start.bottom.opacity).toBe(1)
    await scrollTo(page, 'end')
    await settle(page)
    expect((await cues(page)).bottom.opacity).toBe(0)
  })
})

test.describe('a card that fits', () => {
  test.use({ viewport: { width: 1280, height: 2000 } })
  test('no cue when nothing scrolls', async ({ page }) => {
    await openDemoWith(page, {})
    await page.getByTestId('gw-connect-button').click()
    await expect(view(page, 'Connect')).toBeVisible()
    await settle(page)
    const fits = await cues(page)
    expect(fits.scrolls).toBe(false)
    expect(fits.bottom.opacity).toBe(0)
  })
})

test.describe('Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('a token row reads "<amount> ETH": the amount and its symbol are one LTR isolate', async ({
    page,
  }) => {
    await openDemoWith(page, { locale: 'ar' })
    await expect(page.locator('[data-gw-root]').first()).toHaveAttribute('dir', 'rtl')
    await connectWallet(page)
    await page.getByTestId('gw-account-button').click()
    await expect(view(page, 'Account')).toBeVisible()
    const row = page.getByTestId('gw-token-ETH')
    await expect(row).toBeVisible()
    const quantity = row.getByTestId('gw-token-quantity')
    await expect(quantity).toHaveText(/ ETH$/)
    const read = await quantity.evaluate((line) => {
      const isolate = line.querySelector('bdi')
      // Where the symbol and the digits are drawn: left to right, the digits come first.
      const range = document.createRange()
      const text = isolate?.firstChild ?? line.firstChild
      const content = text?.textContent ?? ''
      const box = (from: number, to: number) => {
        range.setStart(text as Node, from)
        range.setEnd(text as Node, to)
        return range.getBoundingClientRect()
      }
      const symbolAt = content.lastIndexOf('ETH')
      return {
        lineDirection: getComputedStyle(line).direction,
        isolateDir: isolate?.getAttribute('dir') ?? null,
        isolateDirection: isolate ? getComputedStyle(isolate).direction : null,
        digitsLeftOfSymbol: box(0, 1).left < box(symbolAt, symbolAt + 3).left,
      }
    })
    expect(read).toEqual({
      lineDirection: 'rtl',
      isolateDir: 'ltr',
      isolateDirection: 'ltr',
      digitsLeftOfSymbol: true,
    })
    await shot(page, 'scroll-cue-ar-phone-Account-Tokens')
  })
})
