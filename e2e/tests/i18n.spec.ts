// Issue 36 §1, in the browser: the modal speaks the locale the host or the visitor picks. An
// English page fetches no catalogue at all; switching to German fetches German chunks and no
// other language's; Arabic mirrors the layout while addresses stay left-to-right; screenshots of
// Connect, Account, Send and Swap in Arabic, Japanese and German, light and dark
// (e2e/artifacts/i18n-<locale>-<theme>-<View>.png).
import type { Page, Request } from '@playwright/test'
import { connectWallet, expect, modal, openDemo, openDemoWith, shot, test, view } from './fixtures'

const LOCALES = [
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh-CN',
  'zh-TW',
]

/** The locale a script's file name says it is a catalogue of (`de-B3x9.js`), if any. */
const localeOf = (request: Request) => {
  const file = new URL(request.url()).pathname.split('/').pop() ?? ''
  return LOCALES.find((l) => file.startsWith(`${l}-`) && file.endsWith('.js'))
}

/** Every catalogue chunk the page fetches from now on, by locale. */
function watchCatalogues(page: Page) {
  const fetched: string[] = []
  page.on('request', (request) => {
    const locale = localeOf(request)
    if (locale) fetched.push(`${locale}: ${new URL(request.url()).pathname}`)
  })
  return fetched
}

const setLocale = (page: Page, locale: string) =>
  page.evaluate(
    (l) =>
      (
        window as unknown as { __gangwayModal: { setLocale(l: string): Promise<void> } }
      ).__gangwayModal.setLocale(l),
    locale,
  )

const openView = (page: Page, name: string) =>
  page.evaluate(
    (v) =>
      (
        window as unknown as { __gangwayModal: { open(args: { view: string }): void } }
      ).__gangwayModal.open({ view: v }),
    name,
  )

test('English fetches no catalogue; German fetches German chunks only, and the modal reads German', async ({
  page,
}) => {
  const fetched = watchCatalogues(page)
  await openDemoWith(page, { locale: 'en' })
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await expect(modal(page).getByRole('heading')).toHaveText('Connect Wallet')
  expect(fetched, 'catalogues fetched by an English page').toEqual([])

  await setLocale(page, 'de')
  await expect(modal(page).getByRole('heading')).toHaveText('Wallet verbinden')
  await expect(page.getByTestId('gw-modal-close')).toHaveAttribute('aria-label', 'Schließen')
  await expect(page.locator('[data-gw-root]').first()).toHaveAttribute('lang', 'de')
  expect(fetched.length, 'German chunks fetched').toBeGreaterThan(0)
  expect(fetched.filter((line) => !line.startsWith('de:'))).toEqual([])

  // Back to English: nothing more is fetched, the English source is in the page already.
  const before = fetched.length
  await setLocale(page, 'en')
  await expect(modal(page).getByRole('heading')).toHaveText('Connect Wallet')
  expect(fetched).toHaveLength(before)
})

test('the browser’s language is the default: a Japanese visitor reads Japanese', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' })
  const page = await context.newPage()
  try {
    await openDemo(page)
    await expect(page.getByTestId('gw-connect-button')).toHaveText('ウォレットを接続')
  } finally {
    await context.close()
  }
})

test('Arabic mirrors the modal; the address stays left-to-right', async ({ page }) => {
  await openDemoWith(page, { locale: 'ar' })
  await expect(page.getByTestId('gw-connect-button')).toHaveText('ربط المحفظة')
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  const root = modal(page).locator('xpath=ancestor::*[@data-gw-root][1]')
  await expect(root).toHaveAttribute('dir', 'rtl')
  await page.getByTestId('gw-account-network').click()
  await expect(view(page, 'Networks')).toBeVisible()
  // The header runs right to left: Back at the right edge, Close at the left.
  const back = await page.getByTestId('gw-modal-back').boundingBox()
  const close = await page.getByTestId('gw-modal-close').boundingBox()
  expect(back!.x).toBeGreaterThan(close!.x)
  await page.getByTestId('gw-modal-back').click()
  // The account's name or address is isolated and reads left to right inside the mirrored
  // button (its characters in their own order).
  const name = page.getByTestId('gw-account-button').locator('bdi')
  await expect(name).toHaveText(/^(0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}|[a-z0-9.-]+\.eth)$/)
  expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
  expect(
    await page.getByTestId('gw-account-button').evaluate((el) => getComputedStyle(el).direction),
  ).toBe('rtl')
})

for (const locale of ['ar', 'ja', 'de'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots: Connect, Account, Send and Swap in ${locale}, ${theme}`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await openDemoWith(page, { locale })
      if (theme === 'dark') await page.getByTestId('demo-theme-toggle').click()
      await page.getByTestId('gw-connect-button').click()
      await expect(view(page, 'Connect')).toBeVisible()
      await expect(page.locator('[data-gw-root]').first()).toHaveAttribute('lang', locale)
      await shot(page, `i18n-${locale}-${theme}-Connect`)
      await page.keyboard.press('Escape')
      await connectWallet(page)
      await page.getByTestId('gw-account-button').click()
      await expect(page.getByTestId('gw-account-balance')).toContainText('ETH')
      await shot(page, `i18n-${locale}-${theme}-Account`)
      for (const name of ['WalletSend', 'Swap']) {
        await page.keyboard.press('Escape')
        await expect(modal(page)).toBeHidden()
        await openView(page, name)
        await expect(view(page, name)).toBeVisible()
        await page.waitForTimeout(300)
        await shot(page, `i18n-${locale}-${theme}-${name}`)
      }
    })
  }
}
