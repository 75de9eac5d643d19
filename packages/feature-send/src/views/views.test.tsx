import { open } from '@gangway/core'
import { loadFeature } from '@gangway/core/internal'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { account, connectedModal, renderModal } from '../../test/fixtures.js'
import { getSendStore } from '../send/sendStore.js'

const ME = account(7)

describe('views, rendered by the shell', () => {
  it('WalletSend: labelled fields, the first failing rule on the button, the checksum message', async () => {
    const { modal, engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletSend' }))
    const amount = await screen.findByRole('textbox', { name: 'Amount to send' })
    const receiver = screen.getByRole('textbox', { name: 'To' })
    expect(screen.getByTestId('gw-send-submit').textContent).toBe('Select token')
    // Digits and one point only.
    fireEvent.change(amount, { target: { value: '1a' } })
    expect((amount as HTMLInputElement).value).toBe('')
    act(() =>
      getSendStore(engine).setKey('token', {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        balance: '1',
      }),
    )
    fireEvent.change(amount, { target: { value: '0.5' } })
    expect(screen.getByTestId('gw-send-submit').textContent).toBe('Add address')
    const bad = account(1).address.replace('C51812dc', 'c51812dc')
    fireEvent.change(receiver, { target: { value: bad } })
    await waitFor(() =>
      expect(screen.getByTestId('gw-send-receiver-status').textContent).toBe(
        'Invalid address: checksum mismatch',
      ),
    )
    expect(receiver.getAttribute('aria-invalid')).toBe('true')
    expect((screen.getByTestId('gw-send-submit') as HTMLButtonElement).disabled).toBe(true)
  })

  it("WalletReceive: 'Account not found' without an account; else the QR code and the networks", async () => {
    const { modal, engine } = await connectedModal({ address: ME.address, connected: false })
    await loadFeature(engine, 'receive')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletReceive' }))
    expect(await screen.findByText('Account not found')).toBeTruthy()
  })

  it('WalletReceive: QR code of the address, copy, and the networks line', async () => {
    const { modal, engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'receive')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletReceive' }))
    const qr = await screen.findByTestId('gw-qr', {}, { timeout: 5000 })
    expect(qr.getAttribute('aria-label')).toBe(`QR code of the address ${ME.address}`)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.getByTestId('gw-receive-networks').textContent).toContain(
      'Only receive assets on these networks',
    )
  })
})
