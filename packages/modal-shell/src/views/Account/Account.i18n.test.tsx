import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connect, registerMessages } from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'
import { apiOptions, fakeDataApi, ROUTES, wireBalance } from './_test/dataApi.js'

// Issue 36 §1: every visible string of the Account view comes from the shell's catalogue, and the
// labels features declare as data (actions, tabs) from the feature's catalogue.
beforeEach(() => {
  fakeDataApi()
})

const Panel = () => <p>panel</p>

/** A feature that declares an action and two tabs as data (English), then fills the tabs. */
const features = {
  send: {
    id: 'send',
    provides: {
      actions: [{ id: 'send', label: 'Send', view: 'WalletSend' }],
      tabs: [
        { id: 'Activity', label: 'Activity' },
        { id: 'Collectibles', label: 'Collectibles' },
      ],
    },
    load: async () => ({
      register(ctx: { tabs: { add(tab: object): void } }) {
        ctx.tabs.add({ id: 'Activity', label: 'Activity', component: Panel })
        ctx.tabs.add({ id: 'Collectibles', label: 'Collectibles', component: Panel })
      },
    }),
  },
} as const

async function openAccount(locale: 'de' | 'en') {
  const rendered = renderModal({ ...apiOptions, locale, features } as never)
  if (locale === 'de')
    await waitFor(() => expect(rendered.engine.$i18n.get().messages.shell).toBeDefined())
  await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
  act(() => rendered.modal.open())
  return { ...rendered, view: await screen.findByTestId('gw-view-Account') }
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
/** An action's label (its icon, a letter when it has none, is beside it). */
const actionLabel = async (id: string) =>
  (await screen.findByTestId(`gw-action-${id}`)).querySelector('.gw-item-main')

describe('Account in German', () => {
  it('shows its own texts in German: copy, tabs, empty states, Disconnect', async () => {
    const { view } = await openAccount('de')
    expect(within(view).getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy()
    expect(within(view).getByRole('tablist', { name: 'Konto' })).toBeTruthy()
    expect(tabNames().slice(0, 2)).toEqual(['Token', 'NFTs'])
    await waitFor(() =>
      expect(within(view).getByRole('tabpanel').textContent).toBe('Keine Token vorhanden'),
    )
    fireEvent.click(screen.getByTestId('gw-tab-NFTs'))
    await waitFor(() =>
      expect(within(view).getByRole('tabpanel').textContent).toBe('Keine NFTs vorhanden'),
    )
    expect(screen.getByTestId('gw-disconnect').textContent).toBe('Trennen')
    expect(view.textContent).not.toMatch(/Copy|Disconnect|No tokens|No NFTs/)
  })

  it("a feature's declared action and tab labels come from its catalogue once it is loaded", async () => {
    const { engine } = await openAccount('de')
    const action = await actionLabel('send')
    // No catalogue for the feature yet: its declared English; a slot tab under the slot's own
    // name (Activity) reads as the shell's translation.
    expect(action?.textContent).toBe('Send')
    await waitFor(() => expect(tabNames()).toEqual(['Token', 'NFTs', 'Aktivität', 'Collectibles']))
    // The feature's catalogue (a feature declares it as `messages`; a loader registered here).
    act(() =>
      registerMessages(engine, 'send', async (locale) =>
        locale === 'de'
          ? { 'action.send': 'Senden', 'tab.Activity': 'Verlauf', 'tab.Collectibles': 'Sammlung' }
          : undefined,
      ),
    )
    await waitFor(() => expect(action?.textContent).toBe('Senden'))
    expect(tabNames()).toEqual(['Token', 'NFTs', 'Verlauf', 'Sammlung'])
  })

  it('shows the balance and the tokens in German numbers', async () => {
    fakeDataApi({
      [ROUTES.balance]: {
        body: { balances: [wireBalance('ETH', '9999.987654321', 3000, 'Ethereum')] },
      },
    })
    await openAccount('de')
    // The fake wallet holds 1.23456 ETH.
    await waitFor(() =>
      expect(screen.getByTestId('gw-account-balance').textContent).toBe('1,235 ETH'),
    )
    await screen.findByTestId('gw-tokens')
    const row = within(screen.getByRole('list', { name: 'Token' })).getByRole('listitem')
    expect(within(row).getByTestId('gw-token-quantity').textContent).toBe('9999,988 ETH')
    expect(screen.getByTestId('gw-tokens-total').previousSibling?.textContent).toBe('Gesamt')
    expect(screen.getByTestId('gw-tokens-total').textContent?.replace(/\s/g, ' ')).toBe(
      '29.999.962,96 $',
    )
  })

  it('says why the NFTs failed, in German (the service error too)', async () => {
    fakeDataApi({ [ROUTES.nfts]: { status: 500, body: {} } })
    await openAccount('de')
    fireEvent.click(screen.getByTestId('gw-tab-NFTs'))
    const error = await screen.findByTestId('gw-nfts-error')
    expect(within(error).getByRole('alert').textContent).toBe(
      'NFTs konnten nicht geladen werden. Die Anfrage ist mit Status 500 fehlgeschlagen',
    )
    expect(within(error).getByRole('button').textContent).toBe('Erneut versuchen')
  })

  it('says why token balances failed and when it may retry, in German', async () => {
    fakeDataApi({ [ROUTES.balance]: { status: 500, body: {} } })
    await openAccount('de')
    const error = await screen.findByTestId('gw-tokens-error')
    expect(within(error).getByRole('alert').textContent).toBe(
      'Token-Guthaben sind gerade nicht verfügbar.',
    )
    expect(within(error).getByRole('button').textContent).toMatch(/^Erneut versuchen in \d+ s$/)
  })

  it('stays English in English, the declared labels as declared', async () => {
    const { view } = await openAccount('en')
    expect(within(view).getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect((await actionLabel('send'))?.textContent).toBe('Send')
    await waitFor(() => expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity', 'Collectibles']))
    expect(screen.getByTestId('gw-disconnect').textContent).toBe('Disconnect')
  })
})

describe('ApproveTransaction in German', () => {
  it('a request its adapter cannot decode: title, warning, details and buttons in German', async () => {
    const { fake, engine } = renderModal({ locale: 'de', logLevel: 'silent' })
    await waitFor(() => expect(engine.$i18n.get().messages.shell).toBeDefined())
    Object.assign(engine.adapters.get('eip155')!, {
      describeRequest: () => {
        throw new TypeError('bad params')
      },
    })
    act(() => {
      void fake.ctx.requestApproval({ method: 'toy_mint', params: { count: 2 } }).catch(() => {})
    })
    const view = await screen.findByTestId('gw-view-ApproveTransaction')
    await waitFor(() =>
      expect(screen.getByTestId('gw-request-undecoded').textContent).toBe(
        'Diese Anfrage konnte nicht dekodiert werden: Prüfen Sie sie unten, bevor Sie bestätigen.',
      ),
    )
    expect(view.querySelector('.gw-title')?.textContent).toBe('Anfrage bestätigen')
    expect(view.querySelector('pre')?.getAttribute('title')).toBe('Details der Anfrage')
    expect(screen.getByTestId('gw-request-reject').textContent).toBe('Ablehnen')
    expect(screen.getByTestId('gw-request-approve').textContent).toBe('Bestätigen')
  })
})
