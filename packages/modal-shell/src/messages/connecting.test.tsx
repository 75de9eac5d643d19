import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type ConnectResult, connect, UserRejectedRequestError } from '../internal/core.js'
import { deferred, METAMASK, renderModal, userRejection } from '../test/fixtures.js'

// Issue 36 §1: the wallet views after first paint (the `connecting` part of the shell's
// catalogue) in the locale shown, a wallet's name kept left to right inside right-to-left text.

describe('the connecting views in the locale shown', () => {
  it("ConnectingExternal in Arabic: the wallet's name isolated in the title, the wait and the decline in Arabic", async () => {
    const rendered = renderModal({ connectors: [METAMASK] })
    await act(() => rendered.modal.setLocale('ar'))
    const pending = deferred<ConnectResult>()
    rendered.fake.instance.connect.mockImplementationOnce(() => pending.promise)
    act(() => rendered.modal.open())
    fireEvent.click(await screen.findByTestId('gw-wallet-io.metamask'))
    const view = await screen.findByTestId('gw-view-ConnectingExternal')
    const title = view.querySelector('.gw-title')
    expect(title?.textContent).toBe('تابع في MetaMask')
    expect(title?.querySelector('bdi')?.textContent).toBe('MetaMask')
    expect(within(view).getByRole('progressbar', { name: 'جارٍ الربط' })).toBeTruthy()
    expect(screen.getByTestId('gw-connecting-status').textContent).toBe(
      'تابع في MetaMask. اقبل طلب الربط في محفظتك.',
    )
    // The view shows before the connector is asked: reject only what was asked (a rejection
    // nobody listens to yet is an unhandled one, which fails the run under load).
    await waitFor(() => expect(rendered.fake.instance.connect).toHaveBeenCalled())
    await act(async () => pending.reject(userRejection()))
    expect((await screen.findByRole('alert')).textContent).toBe('تم رفض الربط')
    expect(within(view).getByRole('button', { name: 'أعد المحاولة' })).toBeTruthy()
  })

  it('Networks and UnsupportedChain in German: the list, its tags and the explanation', async () => {
    const rendered = renderModal()
    await act(() => rendered.modal.setLocale('de'))
    await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
    act(() => rendered.modal.open({ view: 'Networks' }))
    const list = await screen.findByRole('list', { name: 'Netzwerke' })
    expect(within(list).getByTestId('gw-network-eip155:1').textContent).toContain('Aktiv')
    // A switch the wallet declines: Gangway's error in the locale too (core's catalogue).
    rendered.fake.instance.switchNetwork.mockRejectedValueOnce(new UserRejectedRequestError())
    fireEvent.click(within(list).getByTestId('gw-network-eip155:8453'))
    expect((await screen.findByRole('alert')).textContent).toBe('Sie haben die Anfrage abgelehnt.')
    act(() =>
      rendered.fake.ctx.emit({ type: 'chainChanged', connectorId: 'io.metamask', chainId: 56 }),
    )
    const view = await screen.findByTestId('gw-view-UnsupportedChain')
    await waitFor(() =>
      expect(view.querySelector('.gw-muted')?.textContent).toBe(
        'Ihre Wallet ist mit einem Netzwerk verbunden, das diese App nicht unterstützt. Wechseln Sie zu einem dieser Netzwerke, um fortzufahren.',
      ),
    )
  })
})
