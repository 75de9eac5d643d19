import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { external, METAMASK, renderModal } from '../../test/fixtures.js'

describe('AllWallets', () => {
  it('lists every wallet and filters by the trimmed search text', async () => {
    const { modal } = renderModal({ connectors: [METAMASK, external(1), external(2)] })
    act(() => modal.open({ view: 'AllWallets' }))
    await screen.findByTestId('gw-view-AllWallets')
    const names = () =>
      within(screen.getByRole('list', { name: 'Wallets' }))
        .getAllByRole('button')
        .map((b) => b.dataset.testid)
    expect(names()).toEqual(['gw-wallet-io.metamask', 'gw-wallet-wallet-1', 'gw-wallet-wallet-2'])
    const search = screen.getByTestId('gw-wallet-search')
    fireEvent.change(search, { target: { value: '  meta  ' } })
    expect(names()).toEqual(['gw-wallet-io.metamask'])
    fireEvent.change(search, { target: { value: 'WALLET 2' } })
    expect(names()).toEqual(['gw-wallet-wallet-2'])
    fireEvent.change(search, { target: { value: 'nope' } })
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(within(screen.getByTestId('gw-view-AllWallets')).getByRole('status').textContent).toBe(
      'No wallet found',
    )
  })
})
