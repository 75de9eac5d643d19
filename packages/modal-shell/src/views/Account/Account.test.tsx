import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Balance, connect } from '../../internal/core.js'
import { ADDRESS, deferred, renderModal, SHORT_ADDRESS } from '../../test/fixtures.js'
import { apiOptions, fakeDataApi, ROUTES } from './_test/dataApi.js'

// The data API answers: no name, no tokens, no NFTs (tests that need more set their own).
beforeEach(() => {
  fakeDataApi()
})

const Activity = () => <p>2 transactions</p>

const openAccount = async (options: Parameters<typeof renderModal>[0] = {}) => {
  const rendered = renderModal({ ...apiOptions, ...options })
  await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
  act(() => rendered.modal.open())
  await screen.findByTestId('gw-view-Account')
  return rendered
}

describe('Account', () => {
  it('shows a skeleton while the balance loads, then the balance', async () => {
    const rendered = renderModal(apiOptions)
    const balance = deferred<Balance>()
    rendered.fake.instance.getBalance.mockImplementationOnce(() => balance.promise)
    await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
    act(() => rendered.modal.open())
    const shown = await screen.findByTestId('gw-account-balance')
    expect(within(shown).getByRole('img', { name: 'Loading balance' })).toBeTruthy()
    await act(async () => balance.resolve({ value: '0.5', symbol: 'ETH' }))
    expect(shown.textContent).toBe('0.5 ETH')
  })

  it("a failed balance is unknown: '—' with a retry, never 0.00 ETH (issue 36 §3)", async () => {
    const rendered = renderModal(apiOptions)
    rendered.fake.instance.getBalance.mockRejectedValueOnce(new Error('rpc down'))
    await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
    act(() => rendered.modal.open())
    await waitFor(() => expect(screen.getByTestId('gw-account-balance').textContent).toMatch(/^—/))
    expect(screen.getByTestId('gw-account-balance').textContent).not.toContain('0.00')
    const retry = screen.getByRole('button', { name: 'Retry loading the balance' })
    rendered.fake.instance.getBalance.mockResolvedValueOnce({ value: '0.5', symbol: 'ETH' })
    fireEvent.click(retry)
    await waitFor(() =>
      expect(screen.getByTestId('gw-account-balance').textContent).toBe('0.5 ETH'),
    )
    expect(screen.queryByRole('button', { name: 'Retry loading the balance' })).toBeNull()
  })

  it('shows the address 4…6 and copies the full address', async () => {
    await openAccount()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    expect(screen.getByTestId('gw-account-address').textContent).toBe(SHORT_ADDRESS)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
  })

  it('has Tokens / NFTs / Activity tabs with empty states and arrow-key navigation', async () => {
    await openAccount()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.dataset.testid)).toEqual([
      'gw-tab-Tokens',
      'gw-tab-NFTs',
      'gw-tab-Activity',
    ])
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
    expect((await screen.findByText('No tokens to show')).closest('[role=tabpanel]')).toBeTruthy()
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(screen.getByTestId('gw-tab-NFTs').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByTestId('gw-tab-NFTs'))
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('No NFTs to show'))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(screen.getByTestId('gw-tab-Activity').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByTestId('gw-tab-Activity').tabIndex).toBe(0)
    expect(screen.getByTestId('gw-tab-Tokens').tabIndex).toBe(-1)
  })

  it('lets features fill a tab slot and add actions', async () => {
    const { engine } = await openAccount({
      features: {
        history: {
          id: 'history',
          load: async () => ({
            register(ctx) {
              ctx.tabs.add({ id: 'Activity', label: 'Activity', component: Activity })
              ctx.actions.add({ id: 'send', label: 'Send', view: 'Send' })
            },
          }),
        },
      },
    })
    fireEvent.click(await screen.findByTestId('gw-action-send'))
    await waitFor(() => expect(engine.$router.get().view).toBe('Send'))
    fireEvent.click(screen.getByTestId('gw-modal-back'))
    await screen.findByTestId('gw-view-Account')
    fireEvent.click(screen.getByTestId('gw-tab-Activity'))
    expect(screen.getByRole('tabpanel').textContent).toBe('2 transactions')
  })

  it('offers an action only on its connectors (id or type) and, when unnamed, only without a name', async () => {
    const entry = (id: string, extra: object) => ({ id, label: id, view: id, ...extra })
    const { engine } = await openAccount({
      features: {
        names: {
          id: 'names',
          provides: {
            actions: [
              entry('embedded-only', { connectors: ['AUTH', 'embedded'] }),
              entry('by-id', { connectors: ['io.metamask'], unnamed: true }),
              entry('by-type', { connectors: ['ANNOUNCED'] }),
            ],
          },
          load: async () => ({ register() {} }),
        },
      },
    })
    expect(await screen.findByTestId('gw-action-by-id')).toBeTruthy()
    expect(screen.getByTestId('gw-action-by-type')).toBeTruthy()
    expect(screen.queryByTestId('gw-action-embedded-only')).toBeNull()
    act(() =>
      engine.$accounts.setKey('eip155', {
        ...engine.$accounts.get().eip155!,
        profileName: 'named.reown.id',
      }),
    )
    await waitFor(() => expect(screen.queryByTestId('gw-action-by-id')).toBeNull())
    expect(screen.getByTestId('gw-action-by-type')).toBeTruthy()
    // An unlisted connector (an embedded wallet a feature added): its type comes with the
    // connection's wallet info, since $connectors does not hold it.
    act(() => {
      engine.$connections.setKey('eip155', {
        ...engine.$connections.get().eip155!,
        connectorId: 'auth',
      })
      engine.$accounts.setKey('eip155', {
        ...engine.$accounts.get().eip155!,
        connectedWalletInfo: { name: 'Email Wallet', type: 'AUTH' },
      })
    })
    expect(await screen.findByTestId('gw-action-embedded-only')).toBeTruthy()
    expect(screen.queryByTestId('gw-action-by-type')).toBeNull()
  })

  it('shows the name from the identity endpoint over the address, on the account button too', async () => {
    const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'
    fakeDataApi({ [ROUTES.identity]: { body: { name: 'alice.gangway.eth', avatar } } })
    await openAccount()
    expect((await screen.findByTestId('gw-account-name')).textContent).toBe('alice.gangway.eth')
    expect(screen.getByTestId('gw-account-address').textContent).toBe(SHORT_ADDRESS)
    const button = screen.getByTestId('gw-account-button')
    expect(button.textContent).toContain('alice.gangway.eth')
    expect(button.textContent).not.toContain(SHORT_ADDRESS)
    expect(button.querySelector('img.gw-avatar')?.getAttribute('src')).toBe(avatar)
  })

  it('shows the address alone when the identity has no name', async () => {
    await openAccount()
    await waitFor(() =>
      expect(screen.getByTestId('gw-account-button').textContent).toContain(SHORT_ADDRESS),
    )
    expect(screen.queryByTestId('gw-account-name')).toBeNull()
  })

  it('opens Networks from the network entry', async () => {
    await openAccount()
    fireEvent.click(screen.getByTestId('gw-account-network'))
    expect(await screen.findByTestId('gw-view-Networks')).toBeTruthy()
  })

  it('Disconnect disconnects and closes the modal', async () => {
    const { engine, fake } = await openAccount()
    fireEvent.click(screen.getByTestId('gw-disconnect'))
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
    expect(fake.instance.disconnect).toHaveBeenCalledWith({ connectorId: 'io.metamask' })
    expect(await screen.findByTestId('gw-connect-button')).toBeTruthy()
  })

  it('shows why a disconnect failed and stays connected', async () => {
    const { engine, fake } = await openAccount()
    fake.instance.disconnect.mockRejectedValueOnce(new Error('busy'))
    fireEvent.click(screen.getByTestId('gw-disconnect'))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to disconnect')
    expect(engine.$account.get()?.address).toBe(ADDRESS)
  })
})

describe('the account profile lookup', () => {
  it('does not outlive the engine: destroyed while its client loads, no lookup and no unhandled rejection', async () => {
    const rejections: unknown[] = []
    const onRejection = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', onRejection)
    try {
      const rendered = renderModal(apiOptions)
      await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
      const warn = vi.spyOn(rendered.engine.logger, 'warn')
      act(() => rendered.modal.open())
      // The Account view's effect asked for the client; the engine goes before it resolves.
      rendered.unmount()
      rendered.modal.destroy()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(rejections).toEqual([])
      expect(warn.mock.calls.map(([message]) => message)).not.toContain('The profile lookup failed')
    } finally {
      process.off('unhandledRejection', onRejection)
    }
  })
})
