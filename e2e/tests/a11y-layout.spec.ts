// WCAG 2.2 AA beyond axe (issue 36 §2): what axe cannot measure, measured in the browser.
// - 2.3.3 / reduced motion: under `prefers-reduced-motion: reduce` nothing in the modal moves
//   (card, views, shake, spinners), and the spinner still shows (a still ring).
// - 1.4.4 Resize text and 1.4.10 Reflow: at 200 % zoom of a 1280×800 window (640×400 CSS px at
//   device scale 2) and at 320 CSS px wide, no text in Connect, Account, Send and Swap runs past
//   a box that clips it (the card, a row, a field) and the card fits the window.
// - 2.5.8 Target size (minimum): every button, link, input and select of every view the demo
//   shows is at least 24×24 CSS px (links inside a sentence excepted, as 2.5.8 does).
// - Right-to-left: with `dir="rtl"` on the modal root the header's back button sits on the
//   right and points right, a list row's icon is on the right, addresses read left-to-right,
//   and no stylesheet of the modal's sets a physical left/right property.
import type { Locator, Page } from '@playwright/test'
import { connectWallet, expect, modal, openDemo, shot, test, view, WALLET_ID } from './fixtures'
import { FEATURE_VIEWS as TOUR_FEATURE_VIEWS } from './tour'

type Modal = { open(args?: { view: string; data?: unknown }): void }
const openView = (page: Page, name: string) =>
  page.evaluate(
    (v) => (window as unknown as { __gangwayModal: Modal }).__gangwayModal.open({ view: v }),
    name,
  )

/** The views the demo's features add (tour.ts), and Register name: opened with `open({ view })`. */
const FEATURE_VIEWS = [...TOUR_FEATURE_VIEWS, 'RegisterAccountName']

/** Settles a view's entrance (150 ms) so boxes are measured where they end up. */
const settle = (page: Page) => page.waitForTimeout(250)

/**
 * Visits every view the demo shows (as axe.spec does) and calls `check` on each, with its name.
 * Connected at the end.
 */
async function tour(page: Page, check: (name: string) => Promise<void>) {
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await settle(page)
  await check('Connect')
  await page.getByTestId('gw-wallet-all').click()
  await expect(view(page, 'AllWallets')).toBeVisible()
  await expect(page.getByTestId('gw-wallet-grid')).toBeVisible()
  await settle(page)
  await check('AllWallets')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-balance')).toContainText('ETH')
  await settle(page)
  await check('Account')
  for (const tab of ['NFTs', 'Activity']) {
    await page.getByTestId(`gw-tab-${tab}`).click()
    await settle(page)
    await check(`Account (${tab})`)
  }
  await page.getByTestId('gw-account-network').click()
  await expect(view(page, 'Networks')).toBeVisible()
  await settle(page)
  await check('Networks')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  for (const name of FEATURE_VIEWS) {
    await openView(page, name)
    await expect(view(page, name), `${name} opens`).toBeVisible()
    await settle(page)
    await check(name)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  }
  await page.getByTestId('demo-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await settle(page)
  await check('ApproveTransaction')
  await page.getByTestId('gw-request-reject').click()
}

// --- 2.5.8 Target size -------------------------------------------------------------------------

/** The targets under 24×24 CSS px in the dialog and the Gangway buttons on the page. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=option]'
    const small: string[] = []
    for (const root of document.querySelectorAll('[data-gw-root]')) {
      const candidates = root.matches(selector)
        ? [root, ...root.querySelectorAll(selector)]
        : [...root.querySelectorAll(selector)]
      for (const el of candidates) {
        if (el.closest('[inert], [hidden], [aria-hidden=true]')) continue
        const style = getComputedStyle(el)
        if (style.visibility !== 'visible' || style.display === 'none') continue
        // A visually hidden native control (a custom radio): its label is what is pressed.
        let target: Element = el
        if (Number(style.opacity) === 0) {
          const label = el.closest('label')
          if (!label) continue
          target = label
        }
        const r = target.getBoundingClientRect()
        if (r.width === 0 && r.height === 0) continue
        // 2.5.8's inline exception: a link inside a sentence.
        const parent = target.parentElement
        const inSentence =
          parent?.tagName === 'P' &&
          [...parent.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim())
        if (inSentence) continue
        if (r.width < 23.5 || r.height < 23.5) {
          const name =
            target.getAttribute('data-testid') ??
            (target.getAttribute('aria-label') ||
              `${target.tagName.toLowerCase()}.${target.className}`)
          small.push(`${name} ${Math.round(r.width * 10) / 10}×${Math.round(r.height * 10) / 10}`)
        }
      }
    }
    return small
  })
}

for (const where of ['desktop', '390x844'] as const) {
  test.describe(where, () => {
    if (where === '390x844')
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    test(`2.5.8: every button, link and field of every view is at least 24×24 CSS px (${where})`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await openDemo(page)
      const small: string[] = []
      await tour(page, async (name) => {
        for (const s of await smallTargets(page)) small.push(`${name}: ${s}`)
      })
      expect(small).toEqual([])
    })
  })
}

// --- 1.4.4 Resize text, 1.4.10 Reflow ----------------------------------------------------------

/**
 * Text that runs past a box that clips it (overflow other than visible: the card, a row, a
 * field), sideways; and whether the modal's layer does. Visually hidden text is left out.
 */
function clippedText(dialog: Locator) {
  return dialog.evaluate((card) => {
    const problems: string[] = []
    // The card itself (its layer is fixed to the window) must fit; the page around it is the
    // host's (the demo's header alone is 347 px wide).
    const layer = card.closest('.gw-layer')
    if (layer && layer.scrollWidth > layer.clientWidth + 1)
      problems.push(
        `the modal's layer scrolls sideways (${layer.scrollWidth} > ${layer.clientWidth})`,
      )
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const el = node.parentElement
      if (!text || !el || el.closest('.gw-sr, [hidden], [aria-hidden=true]')) continue
      const style = getComputedStyle(el)
      if (style.visibility !== 'visible') continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const r = range.getBoundingClientRect()
      if (r.width === 0) continue
      for (let box: Element | null = el; box; box = box.parentElement) {
        const s = getComputedStyle(box)
        if (box !== card && s.overflowX === 'visible') {
          continue
        }
        const b = box.getBoundingClientRect()
        if (r.left < b.left - 1 || r.right > b.right + 1) {
          const who =
            box.getAttribute('data-testid') ?? `${box.tagName.toLowerCase()}.${box.className}`
          problems.push(
            `"${text.slice(0, 40)}" runs past ${who} (${Math.round(r.width)} px in ${Math.round(b.width)} px)`,
          )
          break
        }
        if (box === card) break
      }
    }
    const c = card.getBoundingClientRect()
    if (c.left < -1 || c.right > window.innerWidth + 1)
      problems.push('the card is wider than the window')
    return problems
  })
}

/** Connect, Account, Send and Swap, each checked for clipped text. */
async function reflowTour(page: Page, label: string) {
  const problems: string[] = []
  const check = async (name: string) => {
    await settle(page)
    for (const p of await clippedText(modal(page))) problems.push(`${name}: ${p}`)
    await shot(page, `a11y-${label}-${name}`)
  }
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await check('Connect')
  await page.keyboard.press('Escape')
  await connectWallet(page)
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-balance')).toContainText('ETH')
  await check('Account')
  await page.getByTestId('gw-action-send').click()
  await expect(view(page, 'WalletSend')).toBeVisible()
  await page.getByTestId('gw-send-amount').fill('0.5')
  await check('WalletSend')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await openView(page, 'Swap')
  await expect(page.getByTestId('gw-swap-from-amount')).toBeVisible()
  await check('Swap')
  expect(problems).toEqual([])
}

test.describe('200 % zoom', () => {
  // What a 1280×800 window shows at 200 % browser zoom: 640×400 CSS px, two device px each.
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })
  test('1.4.4: at 200 % zoom no text in Connect, Account, Send or Swap is cut off', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemo(page)
    await reflowTour(page, 'zoom200')
  })
})

test.describe('320 CSS px', () => {
  // 1.4.10's width: a 1280 px window at 400 % zoom. Not `isMobile`: a phone's browser widens
  // its layout viewport to a host page wider than the screen, which would hide what we measure.
  test.use({ viewport: { width: 320, height: 640 } })
  test('1.4.10: at 320 CSS px wide no text in Connect, Account, Send or Swap is cut off and the card fits the window', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await openDemo(page)
    await reflowTour(page, 'reflow320')
  })
})

// --- Reduced motion ----------------------------------------------------------------------------

test('reduced motion: the card, the views, the shake and the spinners do not move; the spinner still shows', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openDemo(page)
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  const card = modal(page)
  const animation = (l: Locator) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el)
      return {
        name: s.animationName,
        transition: s.transitionDuration.split(',').every((d) => Number.parseFloat(d) === 0),
        running: el.getAnimations().length,
      }
    })
  expect(await animation(card)).toEqual({ name: 'none', transition: true, running: 0 })
  // The view that enters (the view transition) neither slides nor fades, and swaps at once.
  await page.getByTestId('gw-wallet-all').click()
  await expect(view(page, 'AllWallets')).toBeVisible()
  await expect(page.locator('.gw-view[data-phase]')).toHaveCount(0)
  expect(await animation(page.locator('.gw-view'))).toEqual({
    name: 'none',
    transition: true,
    running: 0,
  })
  await page.keyboard.press('Escape')
  await expect(card).toBeHidden()

  // A spinner (connecting) shows as a still ring: visible, its accent arc there, not rotating.
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await page.evaluate(() => window.__gangwayTestWallet.delayNext(3000))
  await view(page, 'Connect').getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(view(page, 'ConnectingExternal')).toBeVisible()
  const spinner = view(page, 'ConnectingExternal').locator('.gw-spinner')
  await expect(spinner).toBeVisible()
  expect(await animation(spinner)).toEqual({ name: 'none', transition: true, running: 0 })
  const ring = await spinner.evaluate((el) => {
    const s = getComputedStyle(el)
    return { top: s.borderTopColor, bottom: s.borderBottomColor, width: s.borderTopWidth }
  })
  expect(ring.top).not.toBe(ring.bottom)
  expect(Number.parseFloat(ring.width)).toBeGreaterThan(0)
  // The shake (closing refused) is only an attribute: nothing animates.
  await card.evaluate((el) => el.setAttribute('data-shake', ''))
  expect(await animation(card)).toEqual({ name: 'none', transition: true, running: 0 })
  await card.evaluate((el) => el.removeAttribute('data-shake'))
  await expect(page.getByTestId('gw-account-button')).toBeVisible({ timeout: 15_000 })
  // And without the preference, the same card does animate (the check above can fail).
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  expect((await animation(card)).name).not.toBe('none')
})

// --- Right-to-left -----------------------------------------------------------------------------

/** Sets `dir` on the modal's root (as the locale will). */
const setDir = (page: Page, dir: 'rtl' | 'ltr') =>
  page.evaluate((d) => {
    for (const root of document.querySelectorAll('[data-gw-root]')) root.setAttribute('dir', d)
  }, dir)

const box = async (l: Locator) => {
  const b = await l.boundingBox()
  if (!b) throw new Error('not on screen')
  return { left: b.x, right: b.x + b.width, center: b.x + b.width / 2 }
}

/** Rules of the modal's stylesheets that set a physical left/right property. */
function physicalRules(page: Page) {
  return page.evaluate(() => {
    const sheets = [...document.adoptedStyleSheets, ...document.styleSheets]
    const found: string[] = []
    // A value is required: Chrome spells a shorthand with var() as its longhands with empty
    // values ('border-left-color: ;'), which the sheet never wrote.
    const physical =
      /(^|[\s;{])((margin|padding|border)-(left|right)[a-z-]*|left|right|border-(top|bottom)-(left|right)-radius)\s*:\s*[^;\s]/
    const lopsided = (v: string) => {
      const parts = v.trim().split(/\s+(?![^(]*\))/)
      return parts.length === 4 && parts[1] !== parts[3]
    }
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules?.length)
          visit((rule as CSSGroupingRule).cssRules)
        if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes('data-gw-root')) continue
        const text = rule.style.cssText
        const style = rule.style
        if (
          physical.test(text) ||
          /text-align:\s*(left|right)/.test(text) ||
          /float:\s*(left|right)/.test(text) ||
          lopsided(style.getPropertyValue('padding')) ||
          lopsided(style.getPropertyValue('margin'))
        )
          found.push(`${rule.selectorText} { ${text} }`)
      }
    }
    for (const sheet of sheets) {
      try {
        visit(sheet.cssRules)
      } catch {
        // another origin's sheet
      }
    }
    return found
  })
}

test('right-to-left: back on the right and mirrored, row icons on the right, addresses left-to-right, no physical left/right in any sheet', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openDemo(page)
  await setDir(page, 'rtl')
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  const card = await box(modal(page))
  // A list row: the wallet's icon is at the start (right), its name after it.
  const row = page.getByTestId(`gw-wallet-${WALLET_ID}`)
  const icon = await box(row.locator('img, .gw-img').first())
  const name = await box(row.locator('.gw-item-main'))
  expect(icon.center, 'the row icon is right of the name').toBeGreaterThan(name.center)
  await page.getByTestId('gw-wallet-all').click()
  await expect(view(page, 'AllWallets')).toBeVisible()
  await settle(page)
  const back = page.getByTestId('gw-modal-back')
  expect((await box(back)).center, 'back is on the right').toBeGreaterThan(card.center)
  expect((await box(page.getByTestId('gw-modal-close'))).center).toBeLessThan(card.center)
  // The back arrow points right (to the start): mirrored.
  const mirrored = (svg: Locator) =>
    svg.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)
  expect(await mirrored(back.locator('svg')), 'the back arrow is mirrored').toBe(-1)
  // The first wallet tile is on the right: the grid runs from the start.
  const tiles = page.getByTestId('gw-wallet-grid').locator('li')
  const first = await box(tiles.nth(0))
  const second = await box(tiles.nth(1))
  expect(first.center).toBeGreaterThan(second.center)
  await shot(page, 'a11y-rtl-AllWallets')
  await page.keyboard.press('Escape')

  await setDir(page, 'ltr')
  await connectWallet(page)
  await setDir(page, 'rtl')
  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-balance')).toContainText('ETH')
  await settle(page)
  // The address reads left-to-right inside the right-to-left view.
  const address = page.getByTestId('gw-account-address')
  await expect(address).toHaveCSS('direction', 'ltr')
  await expect(address).toHaveCSS('unicode-bidi', 'isolate')
  await expect(page.getByTestId('gw-account-balance')).toHaveCSS('unicode-bidi', 'isolate')
  // A row's chevron (next) points to the end (left): mirrored.
  const chevron = page.getByTestId('gw-account-network').locator('svg').last()
  expect(await mirrored(chevron)).toBe(-1)
  await shot(page, 'a11y-rtl-Account')
  await page.keyboard.press('Escape')
  // Every feature's sheet loaded, then none sets a physical side.
  for (const name of FEATURE_VIEWS) {
    await openView(page, name)
    await expect(view(page, name)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  }
  await openView(page, 'WalletReceive')
  await expect(view(page, 'WalletReceive')).toBeVisible()
  // The test wallet's account shows its name on the chip (a name keeps its own direction).
  await expect(page.getByTestId('gw-receive-address').locator('bdi')).toHaveCSS(
    'unicode-bidi',
    'isolate',
  )
  await shot(page, 'a11y-rtl-WalletReceive')
  await openView(page, 'Swap')
  await expect(page.getByTestId('gw-swap-from-amount')).toBeVisible()
  await shot(page, 'a11y-rtl-Swap')
  expect(await physicalRules(page)).toEqual([])
})
