import { toyAdapter, toyNetwork } from '@gangway/testkit'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BaseError, base, connect, mainnet } from '../../internal/core.js'
import { deferred, fakeAdapter, renderModal } from '../../test/fixtures.js'

const openNetworksFromAccount = async () => {
  const rendered = renderModal()
  await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
  act(() => rendered.modal.open())
  fireEvent.click(await screen.findByTestId('gw-account-network'))
  await screen.findByTestId('gw-view-Networks')
  return rendered
}

describe('Networks', () => {
  it('marks the active network', async () => {
    const { modal } = renderModal()
    act(() => modal.open({ view: 'Networks' }))
    await screen.findByTestId('gw-view-Networks')
    expect(screen.getByTestId('gw-network-eip155:1').getAttribute('aria-current')).toBe('true')
    expect(screen.getByTestId('gw-network-eip155:8453').getAttribute('aria-current')).toBeNull()
  })

  it('shows "Approve in wallet" while switching, the error when it fails, keeping the old network', async () => {
    const { fake, engine } = await openNetworksFromAccount()
    const pending = deferred()
    fake.instance.switchNetwork.mockImplementationOnce(() => pending.promise)
    const target = screen.getByTestId('gw-network-eip155:8453')
    fireEvent.click(target)
    expect(target.textContent).toContain('Approve in wallet')
    expect(target.getAttribute('aria-busy')).toBe('true')
    expect((screen.getByTestId('gw-network-eip155:1') as HTMLButtonElement).disabled).toBe(true)

    await act(async () =>
      pending.reject(new BaseError('Base does not support programmatic chain switching.')),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Base does not support programmatic chain switching.',
    )
    expect(target.textContent).not.toContain('Approve in wallet')
    expect(engine.$activeNetwork.get()?.id).toBe(1)
    expect(screen.getByTestId('gw-network-eip155:1').getAttribute('aria-current')).toBe('true')
  })

  it('switches and goes back to Account on success', async () => {
    const { fake, engine } = await openNetworksFromAccount()
    fireEvent.click(screen.getByTestId('gw-network-eip155:8453'))
    expect(await screen.findByTestId('gw-view-Account')).toBeTruthy()
    expect(engine.$activeNetwork.get()?.id).toBe(8453)
    expect(fake.instance.switchNetwork).toHaveBeenCalledWith(
      expect.objectContaining({
        connectorId: 'io.metamask',
        network: expect.objectContaining({ id: 8453 }),
      }),
    )
    // The icon placeholder is hidden from screen readers: the button is named by the network.
    expect(screen.getAllByRole('button', { name: 'Base' }).map((b) => b.dataset.testid)).toEqual([
      'gw-network-button',
      'gw-account-network',
    ])
  })

  it('opened from the network button, a switch closes the modal', async () => {
    const { engine } = renderModal()
    fireEvent.click(screen.getByTestId('gw-network-button'))
    await screen.findByTestId('gw-view-Networks')
    fireEvent.click(screen.getByTestId('gw-network-eip155:8453'))
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
    expect(engine.$activeNetwork.get()?.id).toBe(8453)
  })

  it('a family whose adapter cannot switch offers only its active network', async () => {
    const toy2 = { ...toyNetwork, id: 2, caipNetworkId: 'toy:2', name: 'Toy Two' } as const
    const { modal } = renderModal({
      networks: [mainnet, base, toyNetwork, toy2],
      adapters: [fakeAdapter().adapter, toyAdapter()],
    })
    act(() => modal.open({ view: 'Networks' }))
    await screen.findByTestId('gw-view-Networks')
    expect(screen.getByTestId('gw-network-eip155:8453')).toBeTruthy()
    expect(screen.getByTestId('gw-network-toy:1')).toBeTruthy()
    expect(screen.queryByTestId('gw-network-toy:2')).toBeNull()
  })

  it('the network button is disabled when no adapter can switch to another network', () => {
    const toy2 = { ...toyNetwork, id: 2, caipNetworkId: 'toy:2', name: 'Toy Two' } as const
    renderModal({ networks: [toyNetwork, toy2], adapters: [toyAdapter()] })
    expect((screen.getByTestId('gw-network-button') as HTMLButtonElement).disabled).toBe(true)
  })
})
