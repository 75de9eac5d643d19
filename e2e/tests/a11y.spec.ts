import type { Locator, Page } from '@playwright/test'
import { connectWallet, expect, modal, openDemo, test, view, WALLET_ID } from './fixtures'

declare global {
  interface Window {
    __risen?: Promise<string>
  }
}

const activeTestId = (page: Page) =>
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

test('a click moves focus into the dialog once it has painted; keys pressed at once still reach it', async ({
  page,
}) => {
  await openDemo(page)
  const opener = page.getByTestId('gw-connect-button')
  // Escape right after the click closes, and focus goes back to the button.
  await opener.click()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  expect(await activeTestId(page)).toBe('gw-connect-button')
  // Tab right after the click lands inside the dialog, not on the page under it.
  await opener.click()
  await page.keyboard.press('Tab')
  expect(await modal(page).evaluate((card) => card.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  // Left alone, the dialog itself takes the focus.
  await opener.click()
  await expect(modal(page)).toBeFocused()
})

test('the warmed-up card waits with its animation paused and rises in on the first open (spec §2: 120 ms)', async ({
  page,
}) => {
  await openDemo(page)
  await expect(page.locator('.gw-layer[data-warm]')).toBeAttached()
  const card = modal(page)
  const animations = () =>
    card.evaluate((el) =>
      el.getAnimations().map((a) => `${(a as CSSAnimation).animationName} ${a.playState}`),
    )
  expect(await animations()).toEqual(['gw-rise paused'])
  await card.evaluate((el) => {
    window.__risen = new Promise((resolve) =>
      el.addEventListener('animationend', (e) => resolve((e as AnimationEvent).animationName), {
        once: true,
      }),
    )
  })
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  expect(await page.evaluate(() => window.__risen)).toBe('gw-rise')
})

test('focus trap: Tab and Shift+Tab cycle inside the dialog', async ({ page }) => {
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  const card = modal(page)
  const inside = () => card.evaluate((el) => el.contains(document.activeElement))
  const seen = new Set<string>()
  for (let i = 0; i < 10; i++) {
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

/** Every visible button in the dialog has an accessible name; every image is decorative. */
async function expectNamedButtons(dialog: Locator) {
  const buttons = await dialog.locator('button:visible').all()
  expect(buttons.length).toBeGreaterThan(0)
  for (const button of buttons) await expect(button).toHaveAccessibleName(/\S/)
  const alts = await dialog
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))
  expect(alts.every((alt) => alt === '')).toBe(true)
}

/** The contrast of each secondary text (muted, tags, tabs) against what it is drawn on. */
function secondaryContrasts(dialog: Locator) {
  return dialog.locator('.gw-muted, .gw-tag, .gw-tab, .gw-ph').evaluateAll((els) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
    const lum = ([r, g, b]: number[]) => {
      const f = (c: number) => {
        const v = c / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!)
    }
    const background = (el: Element | null): number[] => {
      for (let n = el; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor)
        if (c.length === 3 || c[3]! > 0) return c.slice(0, 3)
      }
      return [255, 255, 255]
    }
    return els
      .filter(
        (el) => !el.closest('[aria-hidden=true]') && el.getAttribute('aria-hidden') !== 'true',
      )
      .map((el) => {
        const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(background(el))]
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
        return { text: el.textContent?.trim().slice(0, 30), ratio: Math.round(ratio * 100) / 100 }
      })
  })
}

async function expectContrast(dialog: Locator) {
  const contrasts = await secondaryContrasts(dialog)
  expect(contrasts.length).toBeGreaterThan(0)
  for (const c of contrasts) {
    expect(c.ratio, `contrast of "${c.text}"`).toBeGreaterThanOrEqual(4.5)
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: named buttons, decorative icons, visible focus rings, secondary text ≥ 4.5:1`, async ({
    page,
  }) => {
    await openDemo(page)
    if (theme === 'dark') await page.getByTestId('demo-theme-toggle').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)

    // The connect button shows a focus ring of its own (it is the theme root itself).
    // The network button, then Tab: keyboard focus (header order: network, connect).
    await page.getByTestId('gw-network-button').focus()
    await page.keyboard.press('Tab')
    expect(await activeTestId(page)).toBe('gw-connect-button')
    await expect(page.getByTestId('gw-connect-button')).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('Enter')
    const dialog = modal(page)
    await expect(view(page, 'Connect')).toBeVisible()
    await expectNamedButtons(dialog)
    // The wallet's name is read once: the icon adds nothing to the button's name.
    await expect(page.getByTestId(`gw-wallet-${WALLET_ID}`)).toHaveAccessibleName(
      'Gangway Test Wallet Installed',
    )
    // Keyboard focus shows a 2 px accent ring.
    const accent = await dialog.evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--gw-accent').trim(),
    )
    expect(accent).not.toBe('')
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!)
        return { style: s.outlineStyle, width: s.outlineWidth }
      })
      expect(ring, `focus ring on Tab #${i + 1}`).toEqual({ style: 'solid', width: '2px' })
    }
    await expectContrast(dialog)
    await page.keyboard.press('Escape')

    await connectWallet(page)
    await page.getByTestId('gw-account-button').click()
    await expect(view(page, 'Account')).toBeVisible()
    await expect(page.getByTestId('gw-account-balance')).toContainText('ETH')
    await expectNamedButtons(dialog)
    await expectContrast(dialog)
  })
}

test('focus returns to the account button, never <body>, when the opener is disabled by the time the modal closes', async ({
  page,
}) => {
  await openDemo(page)
  await connectWallet(page)
  // The demo's Sign button opens the approval from the keyboard and stays disabled while the
  // request is pending: when Escape rejects it, the button cannot take focus back.
  await page.getByTestId('demo-sign').focus()
  await page.keyboard.press('Enter')
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await expect(page.getByTestId('demo-sign')).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
  expect(await activeTestId(page)).toBe('gw-account-button')
  await expect(page.getByTestId('gw-account-button')).toBeFocused()
})

test('focus goes to the connect button when the opener is gone at close', async ({ page }) => {
  await openDemo(page)
  // A host button that opens the modal and is removed while it is open (as a card that
  // re-renders, or a menu that closes, does).
  await page.evaluate(() => {
    const button = document.createElement('button')
    button.textContent = 'Open wallet'
    button.dataset.testid = 'host-opener'
    button.addEventListener('click', () => {
      ;(window as unknown as { __gangwayModal: { open(): void } }).__gangwayModal.open()
      setTimeout(() => button.remove(), 50)
    })
    document.querySelector('main')?.prepend(button)
  })
  await page.getByTestId('host-opener').focus()
  await page.keyboard.press('Enter')
  await expect(view(page, 'Connect')).toBeVisible()
  await expect(page.getByTestId('host-opener')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  expect(await activeTestId(page)).toBe('gw-connect-button')
})
