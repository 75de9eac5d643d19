import { type Feature, setLocale } from '@gangway/core'
import { startServiceEmulator } from '@gangway/devstack'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendEth } from '../../../test/chain.js'
import { account, connectedModal, devChain, devstack, renderModal } from '../../../test/fixtures.js'
import { historyFeature } from '../../historyFeature.js'

// Accounts 6 and 7 are this file's (globalSetup gave each 100 TUSD and 10 CLAIM from account 0,
// whose identity is deployer.gangway.eth).
const ME = account(6)
const PAGER = account(7)
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

let emulator: Awaited<ReturnType<typeof startServiceEmulator>>
beforeAll(async () => {
  emulator = await startServiceEmulator({ chains: devstack().chains })
  const to = fresh()
  for (let i = 0; i < 14; i++) await sendEth(devChain(1), PAGER.privateKey, to, 1n)
})
afterAll(() => emulator.stop())

/** Renders a connected modal on Account and selects the Activity tab. */
async function showActivity(params: Parameters<typeof connectedModal>[0]) {
  const made = await connectedModal(params)
  renderModal(made.modal)
  act(() => made.modal.open())
  // The Account view's code loads with the modal's first open (a lazy core view), and the view
  // may mount once more as the modal settles: a tab found a moment before can be gone by the
  // click (a CI failure: the click never reached React). Click the tab that is there until it is
  // selected.
  await waitFor(
    () => {
      fireEvent.click(screen.getByTestId('gw-tab-Activity'))
      expect(screen.getByTestId('gw-tab-Activity').getAttribute('aria-selected')).toBe('true')
    },
    { timeout: 10_000 },
  )
  return made
}

const rows = () => screen.queryAllByTestId('gw-history-item')

describe('the Activity tab', () => {
  it('loads the feature on first show, then lists transactions: sign, 3 decimals, status, time, counterparty', async () => {
    const { engine } = await showActivity({ address: ME.address })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    const list = await screen.findByTestId('gw-history-list', {}, { timeout: 10_000 })
    expect(engine.$features.get().history).toBe('ready')
    const items = within(list).getAllByTestId('gw-history-item')
    const seeded = items.find((item) => item.textContent?.includes('TUSD'))!
    expect(within(seeded).getByTestId('gw-history-amount').textContent).toBe('+100.000 TUSD')
    expect(within(seeded).getByText('Received')).toBeTruthy()
    expect(within(seeded).getByTestId('gw-history-status').textContent).toBe('Confirmed')
    const time = seeded.querySelector('time')!
    // The seeding ran in globalSetup, seconds or (a loaded CI run: '9 min. ago') minutes before.
    expect(time.textContent).toMatch(/^(just now|\d+ min\. ago|\d+ hr\. ago)$/)
    expect(new Date(time.dateTime).getTime()).not.toBeNaN()
    expect(time.title).toMatch(/\d{4}/)
    // Account 0's identity name, once the identity endpoint answered.
    await waitFor(() =>
      expect(within(seeded).getByTestId('gw-history-counterparty').textContent).toBe(
        'from deployer.gangway.eth',
      ),
    )
    // The CLAIM spam transfer account 0 also sent is not listed.
    expect(list.textContent).not.toContain('CLAIM')
    // Ethereum's explorer (the dev chain runs under mainnet's network entry).
    const link = within(seeded).getByRole('link', { name: /View transaction on Etherscan/ })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows the address 4…6 when there is no name, and a label the account has for it', async () => {
    const { engine } = await showActivity({ address: PAGER.address })
    await screen.findByTestId('gw-history-list', {}, { timeout: 10_000 })
    const sent = rows().find(
      (r) => r.textContent?.startsWith('P') || r.textContent?.includes('Sent'),
    )!
    const counterparty = within(sent).getByTestId('gw-history-counterparty')
    const address = counterparty.title
    expect(counterparty.textContent).toBe(`to ${address.slice(0, 4)}…${address.slice(-6)}`)
    act(() => {
      const ns = engine.$accounts.get().eip155!
      engine.$accounts.setKey('eip155', {
        ...ns,
        addressLabels: { [address.toUpperCase().replace('0X', '0x')]: 'Savings' },
      })
    })
    await waitFor(() =>
      expect(within(sent).getByTestId('gw-history-counterparty').textContent).toBe('to Savings'),
    )
  })

  it('spec §4: empty when there are no transactions', async () => {
    await showActivity({ address: fresh() })
    expect(
      (await screen.findByTestId('gw-history-empty', {}, { timeout: 10_000 })).textContent,
    ).toBe('No activity yet')
  })

  it("spec §8: 'Failed to fetch transactions' toast and a retry", async () => {
    emulator.setSwitch('api', 'unavailable')
    try {
      await showActivity({ address: ME.address, api: emulator.urls.api })
      const error = await screen.findByTestId('gw-history-error', {}, { timeout: 10_000 })
      expect(error.getAttribute('role')).toBe('alert')
      expect(error.textContent).toContain('Failed to fetch transactions')
      // One toast at a time: another one (the balance's) may show first.
      await waitFor(
        () => {
          const toast = screen.getByTestId('gw-toast')
          expect(toast.textContent).toContain('Failed to fetch transactions')
          expect(toast.dataset.variant).toBe('error')
        },
        { timeout: 6000 },
      )
    } finally {
      emulator.setSwitch('api', 'ok')
    }
    fireEvent.click(screen.getByTestId('gw-history-retry'))
    expect(await screen.findByTestId('gw-history-list')).toBeTruthy()
  })

  it('loads older pages with the button at the end, each once, until the last', async () => {
    await showActivity({ address: PAGER.address })
    await screen.findByTestId('gw-history-list', {}, { timeout: 10_000 })
    expect(rows()).toHaveLength(10)
    const more = screen.getByTestId('gw-history-more')
    expect(more.textContent).toBe('Load older transactions')
    fireEvent.click(more)
    fireEvent.click(more)
    await waitFor(() => expect(rows().length).toBeGreaterThan(10))
    await waitFor(() => expect(screen.queryByTestId('gw-history-more')).toBeNull())
    const ids = rows().map((r) => r.dataset.transactionId)
    expect(ids.length).toBeGreaterThanOrEqual(15) // 14 sends + the seeded TUSD transfer
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('opens the full Transactions view from "View all"', async () => {
    await showActivity({ address: ME.address })
    fireEvent.click(await screen.findByTestId('gw-history-view-all', {}, { timeout: 10_000 }))
    const view = await screen.findByTestId('gw-view-Transactions')
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeTruthy()
    expect(within(view).getAllByTestId('gw-history-item').length).toBeGreaterThan(0)
  })
})

describe('in the locale shown', () => {
  it("says the list, its rows and the Transactions view's title in German after setLocale('de')", async () => {
    const { engine } = await showActivity({ address: ME.address })
    await screen.findByTestId('gw-history-list', {}, { timeout: 10_000 })
    await act(() => setLocale(engine, 'de'))
    expect(engine.$i18n.get().messages.history).toBeDefined()
    const seeded = rows().find((item) => item.textContent?.includes('TUSD'))!
    expect(within(seeded).getByText('Empfangen')).toBeTruthy()
    expect(within(seeded).getByTestId('gw-history-status').textContent).toBe('Bestätigt')
    expect(within(seeded).getByTestId('gw-history-amount').textContent).toBe('+100,000 TUSD')
    expect(seeded.querySelector('time')!.textContent).toMatch(/gerade eben|vor \d+ Min\./)
    await waitFor(() =>
      expect(within(seeded).getByTestId('gw-history-counterparty').textContent).toBe(
        'von deployer.gangway.eth',
      ),
    )
    expect(
      within(seeded).getByRole('link', { name: 'Transaktion auf Etherscan ansehen' }).textContent,
    ).toBe('Ansehen')
    expect(screen.getByTestId('gw-history-tab').textContent).toContain('Letzte Aktivität')
    fireEvent.click(screen.getByTestId('gw-history-view-all'))
    await screen.findByTestId('gw-view-Transactions')
    expect(screen.getByRole('heading', { name: 'Transaktionen' })).toBeTruthy()
  })
})

describe('loading the feature', () => {
  it('nothing of the feature loads while the modal stays closed', async () => {
    let loads = 0
    const feature: Feature = {
      ...historyFeature(),
      load: () => {
        loads++
        return import('../../feature.js')
      },
    }
    const { modal } = await connectedModal({ address: ME.address, features: { history: feature } })
    renderModal(modal)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(loads).toBe(0)
    expect(modal.engine.$features.get().history).toBe('idle')
    // Only the declared entry, with no panel: the code is not loaded.
    expect(modal.engine.$tabs.get()).toEqual([
      { id: 'Activity', label: 'Activity', order: 3, featureId: 'history' },
    ])
  })

  it('a feature that fails to load shows its error in the tab, and "Try again" loads it', async () => {
    let offline = true
    const feature: Feature = {
      ...historyFeature(),
      load: () =>
        offline
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : import('../../feature.js'),
    }
    await showActivity({ address: ME.address, features: { history: feature } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Feature "history" failed to load')
    offline = false
    fireEvent.click(screen.getByTestId('gw-feature-retry'))
    expect(await screen.findByTestId('gw-history-list', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('without the feature in config the tab keeps its empty state', async () => {
    await showActivity({ address: ME.address, features: {} })
    expect(screen.getByRole('tabpanel').textContent).toBe('No activity to show')
  })
})
