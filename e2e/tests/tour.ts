// The tour of every view the demo shows, and the axe audit run on each: shared by axe.spec
// (every view × light/dark × desktop/390×844) and i18n-layout.spec (the same views in German,
// Finnish and Arabic). The tour calls `check(name)` once each view is on screen; `page` and
// `page-connected` are the host page with the modal closed.
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { expect, modal, settleAnimations, test, view, WALLET_ID } from './fixtures'

export const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeNode = { target: unknown[]; failureSummary?: string }
type AxeViolation = { id: string; impact?: string; help: string; nodes: AxeNode[] }
type AxeResults = { violations: AxeViolation[]; passes: unknown[] }

declare global {
  interface Window {
    axe: { run(context: unknown, options: unknown): Promise<AxeResults> }
  }
}

/** The views opened with `open({ view })` once connected: those of the features the demo enables. */
export const FEATURE_VIEWS = [
  'WalletSend',
  'WalletSendSelectToken',
  'WalletReceive',
  'WalletCompatibleNetworks',
  'Swap',
  'SwapSelectToken',
  'FundWallet',
  'OnRampProviders',
  'DepositFromExchange',
  'Transactions',
  'ChooseAccountName',
]

/**
 * Violations known and owned by another package, each listed here by rule, view and target so
 * none passes unseen: they are printed (and annotated on the test) on every run instead of
 * failing it. Anything else fails. Remove an entry when its package fixes it (the run says so).
 * WCAG 2.5.3 Label in Name: the accessible name must contain the visible text.
 */
// None left: Swap's labels and the Receive chip's now start with their visible text (WCAG 2.5.3).
const KNOWN: { rule: string; view: string; target: string }[] = []

export class Audit {
  readonly failures: string[] = []
  readonly visited: string[] = []
  readonly known = new Set<string>()
  constructor(
    private readonly page: Page,
    private readonly where: string,
  ) {}

  /** For file names: `dark-390x844`. */
  get name() {
    return this.where.replace(', ', '-')
  }

  /** Runs axe on the Gangway roots in the page now; records what it finds under `name`. */
  async check(name: string) {
    // Settle the view's entrance so axe reads final colours (opacity animations would blend):
    // every finite animation and transition running now has finished, however slow the machine
    // (a fixed 200 ms wait let a fading view fail contrast in a loaded CI run).
    await settleAnimations(this.page)
    const results = await this.page.evaluate(
      (tags) =>
        window.axe.run(
          { include: [['[data-gw-root]']] },
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        ),
      TAGS,
    )
    this.visited.push(name)
    for (const v of results.violations) {
      const isKnown = (n: AxeNode) =>
        KNOWN.some(
          (k) =>
            k.rule === v.id &&
            k.view === name &&
            JSON.stringify(n.target) === JSON.stringify([k.target]),
        )
      for (const n of v.nodes.filter(isKnown))
        this.known.add(`${v.id} in ${name}: ${JSON.stringify(n.target)}`)
      const unknown = v.nodes.filter((n) => !isKnown(n))
      if (unknown.length === 0) continue
      const nodes = unknown
        .slice(0, 3)
        .map(
          (n) =>
            `    ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
        )
      this.failures.push(
        `${v.id} (${v.impact ?? '?'}) in ${name} [${this.where}]: ${v.help}; ${unknown.length} node(s)\n${nodes.join('\n')}`,
      )
    }
  }

  report() {
    const known = [...this.known]
    const gone = KNOWN.filter(
      (k) =>
        !known.some(
          (line) =>
            line.startsWith(`${k.rule} in ${k.view}:`) && line.endsWith(JSON.stringify([k.target])),
        ),
    )
    const note = [
      ...known.map((line) => `known (another package's): ${line}`),
      ...gone.map(
        (k) =>
          `not seen in this run (fixed, or not on screen then; remove from KNOWN once fixed): ${k.rule} in ${k.view} ${k.target}`,
      ),
    ]
    if (note.length) {
      console.log(`axe [${this.where}]:\n${note.join('\n')}`)
      test.info().annotations.push(...note.map((description) => ({ type: 'axe', description })))
    }
    if (this.failures.length) console.log(`axe [${this.where}]:\n${this.failures.join('\n')}`)
    // The failures lead the message: CI's summary keeps a test's first error line only.
    expect(
      this.failures,
      `axe violations: ${this.failures.join(' / ').replace(/\s+/g, ' ')} (views: ${this.visited.join(', ')})`,
    ).toEqual([])
  }
}

/**
 * Every view the demo shows, `check(name)` on each once it is on screen (from a demo opened and
 * not connected; ends connected, with the wallet on the unsupported chain 999). `featureViews`:
 * the views opened with the host's `open({ view })` once connected. `connectDelayMs`: how long
 * the wallet holds the connection request, the time `check('ConnectingExternal')` has.
 */
export async function tour(
  page: Page,
  check: (name: string) => Promise<void>,
  featureViews: readonly string[] = FEATURE_VIEWS,
  connectDelayMs = 2500,
) {
  await check('page')
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await check('Connect')

  await page.getByTestId('gw-wallet-all').click()
  await expect(view(page, 'AllWallets')).toBeVisible()
  await check('AllWallets')
  await page.getByTestId('gw-modal-back').click()
  await expect(view(page, 'Connect')).toBeVisible()

  await page.evaluate((ms) => window.__gangwayTestWallet.delayNext(ms), connectDelayMs)
  await page.getByTestId(`gw-wallet-${WALLET_ID}`).click()
  await expect(view(page, 'ConnectingExternal')).toBeVisible()
  await check('ConnectingExternal')
  await expect(page.getByTestId('gw-account-button')).toBeVisible({ timeout: 15_000 })
  await expect(modal(page)).toBeHidden()
  await check('page-connected')

  await page.getByTestId('gw-account-button').click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect(page.getByTestId('gw-account-balance')).toContainText('ETH')
  await check('Account')
  for (const tab of ['NFTs', 'Activity']) {
    await page.getByTestId(`gw-tab-${tab}`).click()
    await expect(page.getByTestId(`gw-tab-${tab}`)).toHaveAttribute('aria-selected', 'true')
    await check(`Account (${tab})`)
  }

  await page.getByTestId('gw-account-network').click()
  await expect(view(page, 'Networks')).toBeVisible()
  await check('Networks')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  for (const name of featureViews) {
    await page.evaluate(
      (v) =>
        (
          window as unknown as { __gangwayModal: { open(args: { view: string }): void } }
        ).__gangwayModal.open({ view: v }),
      name,
    )
    await expect(view(page, name), `${name} opens`).toBeVisible()
    await check(name)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  }

  await page.getByTestId('demo-sign').click()
  await expect(view(page, 'ApproveTransaction')).toBeVisible()
  await check('ApproveTransaction')
  await page.getByTestId('gw-request-reject').click()
  await expect(page.getByTestId('demo-sign-error')).toBeVisible()

  await page.evaluate(() => window.__gangwayTestWallet.switchChain(999))
  await expect(view(page, 'UnsupportedChain')).toBeVisible()
  await check('UnsupportedChain')
}
