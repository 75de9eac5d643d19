import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect } from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'

const connected = async () => {
  const rendered = renderModal()
  await act(() => connect(rendered.engine, { connectorId: 'io.metamask' }))
  return rendered
}
const walletMovesTo = (rendered: Awaited<ReturnType<typeof connected>>, chainId: number) =>
  act(() => rendered.fake.ctx.emit({ type: 'chainChanged', connectorId: 'io.metamask', chainId }))

describe('UnsupportedChain', () => {
  it('opens when the wallet moves to an unconfigured chain, and back closes the modal', async () => {
    const rendered = await connected()
    act(() => rendered.modal.open())
    await screen.findByTestId('gw-view-Account')
    walletMovesTo(rendered, 56)
    expect(await screen.findByTestId('gw-view-UnsupportedChain')).toBeTruthy()
    expect(screen.getByTestId('gw-network-eip155:1')).toBeTruthy()
    expect(screen.getByTestId('gw-network-eip155:8453')).toBeTruthy()
    expect(screen.getByTestId('gw-network-eip155:1').getAttribute('aria-current')).toBeNull()
    expect(screen.getByTestId('gw-disconnect')).toBeTruthy()
    // Going back while the history holds UnsupportedChain closes (spec §2).
    fireEvent.click(screen.getByTestId('gw-modal-back'))
    expect(rendered.engine.$modal.get().open).toBe(false)
  })

  it('opens the closed modal, and switching to a configured network closes it', async () => {
    const rendered = await connected()
    walletMovesTo(rendered, 56)
    await screen.findByTestId('gw-view-UnsupportedChain')
    // A history of one, yet back shows: going back from UnsupportedChain closes (spec §2).
    expect(rendered.engine.$router.get().history).toEqual(['UnsupportedChain'])
    expect(screen.getByTestId('gw-modal-back').hidden).toBe(false)
    fireEvent.click(screen.getByTestId('gw-network-eip155:8453'))
    await waitFor(() => expect(rendered.engine.$modal.get().open).toBe(false))
    expect(rendered.engine.$activeNetwork.get()?.id).toBe(8453)
  })

  it('opened by the wallet (history of one), back closes the modal', async () => {
    const rendered = await connected()
    walletMovesTo(rendered, 56)
    await screen.findByTestId('gw-view-UnsupportedChain')
    fireEvent.click(screen.getByTestId('gw-modal-back'))
    expect(rendered.engine.$modal.get().open).toBe(false)
  })

  it('Disconnect from UnsupportedChain disconnects', async () => {
    const rendered = await connected()
    walletMovesTo(rendered, 56)
    fireEvent.click(await screen.findByTestId('gw-disconnect'))
    await waitFor(() => expect(rendered.engine.$account.get()?.address).toBeUndefined())
  })
})
