import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BaseError, type ConnectResult, mainnet } from '../../internal/core.js'
import {
  ADDRESS,
  deferred,
  METAMASK,
  renderModal,
  SHORT_ADDRESS,
  userRejection,
} from '../../test/fixtures.js'

const start = async () => {
  const rendered = renderModal({ connectors: [METAMASK] })
  const pending = deferred<ConnectResult>()
  rendered.fake.instance.connect.mockImplementationOnce(() => pending.promise)
  act(() => rendered.modal.open())
  fireEvent.click(await screen.findByTestId('gw-wallet-io.metamask'))
  await screen.findByTestId('gw-view-ConnectingExternal')
  // The wallet is asked once the view has mounted.
  await waitFor(() => expect(rendered.fake.instance.connect).toHaveBeenCalledOnce())
  return { ...rendered, pending }
}

describe('ConnectingExternal', () => {
  it('waits in the wallet, then closes; the account button and Account show address and balance', async () => {
    const { pending, engine, modal } = await start()
    expect(
      screen.getByTestId('gw-view-ConnectingExternal').querySelector('.gw-title')?.textContent,
    ).toBe('Continue in MetaMask')
    expect(screen.getByRole('progressbar', { name: 'Connecting' })).toBeTruthy()
    expect(screen.getByTestId('gw-connect-button').textContent).toBe('Connecting…')

    await act(async () =>
      pending.resolve({ accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 }),
    )
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
    const button = await screen.findByTestId('gw-account-button')
    await waitFor(() => expect(button.textContent).toBe(`${SHORT_ADDRESS}1.235 ETH`))

    act(() => modal.open())
    await screen.findByTestId('gw-view-Account')
    expect(screen.getByTestId('gw-account-address').textContent).toBe(SHORT_ADDRESS)
    expect(screen.getByTestId('gw-account-balance').textContent).toBe('1.235 ETH')
  })

  it('one polite live region, in the page from the start, says "Continue in"; quiet while the decline is an alert; the same node after Retry', async () => {
    const { pending, fake } = await start()
    const region = screen.getByTestId('gw-connecting-status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe(
      'Continue in MetaMask. Accept the connection request in your wallet.',
    )
    await act(async () => pending.reject(userRejection()))
    expect((await screen.findByRole('alert')).textContent).toBe('Connection declined')
    expect(region.textContent).toBe('')
    fake.instance.connect.mockImplementationOnce(() => new Promise(() => {}))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.getByTestId('gw-connecting-status')).toBe(region)
    expect(region.textContent).toBe(
      'Continue in MetaMask. Accept the connection request in your wallet.',
    )
  })

  it('a declined request shows "Connection declined" and Retry asks the wallet again', async () => {
    const { pending, fake, engine } = await start()
    await act(async () => pending.reject(userRejection()))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(engine.$account.get()?.status).toBe('disconnected')

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(
      screen.getByTestId('gw-view-ConnectingExternal').querySelector('.gw-title')?.textContent,
    ).toBe('Continue in MetaMask')
    await waitFor(() => expect(engine.$account.get()?.address).toBe(ADDRESS))
    expect(fake.instance.connect).toHaveBeenCalledTimes(2)
    expect(fake.instance.connect).toHaveBeenLastCalledWith({
      connectorId: 'io.metamask',
      network: mainnet,
    })
  })

  it('closing after a decline asks the wallet nothing more (the closing view is not a new attempt)', async () => {
    const { pending, fake, engine, modal } = await start()
    await act(async () => pending.reject(userRejection()))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
    // Past the close animation: whatever renders while the modal leaves never connects.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fake.instance.connect).toHaveBeenCalledOnce()
    expect(engine.$account.get()?.status).toBe('disconnected')
    // Opening again starts on Connect, not a new request.
    act(() => modal.open())
    await screen.findByTestId('gw-view-Connect')
    expect(fake.instance.connect).toHaveBeenCalledOnce()
  })

  it('any other failure shows its short message and Retry', async () => {
    const { pending } = await start()
    await act(async () => pending.reject(new BaseError('Wallet is locked')))
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByTestId('gw-view-ConnectingExternal').textContent).toContain(
      'Wallet is locked',
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
