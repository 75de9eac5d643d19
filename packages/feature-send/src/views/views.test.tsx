import { open } from '@gangway/core'
import { loadFeature, push } from '@gangway/core/internal'
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
    // What is no amount is kept as typed, marked invalid and said, never read (issue 36 §3).
    fireEvent.change(amount, { target: { value: '1a' } })
    expect((amount as HTMLInputElement).value).toBe('1a')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByTestId('gw-send-amount-problem').textContent).toBe(
      'Only digits and one decimal point',
    )
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

  it('WalletReceive: the address chip is named by the text it shows first (WCAG 2.5.3 Label in Name), then what it does with the full address; the address reads left-to-right', async () => {
    const { modal, engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'receive')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletReceive' }))
    const chip = await screen.findByTestId('gw-receive-address')
    // Every text node in it, aria-hidden or not, as axe reads the visible text: the network's
    // placeholder letter is generated content, not text.
    const shown = chip.textContent ?? ''
    expect(shown).toContain(`${ME.address.slice(0, 4)}…${ME.address.slice(-6)}`)
    const name = chip.getAttribute('aria-label') ?? shown
    // axe's label-content-name-mismatch: the visible text, in order, inside the name.
    expect(name.startsWith(shown.trim())).toBe(true)
    expect(name).toContain(ME.address)
    expect(chip.querySelector('[dir=ltr]')?.textContent).toBe(shown.trim())
  })
})

// Spec §9: "Display: transaction amounts 3 decimals; addresses 4 start and 6 end characters."
const spec4x6 = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

describe('names and addresses as the visitor reads them (issue 31 item 6)', () => {
  const TOKEN = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1', price: '3000' }
  const TO = account(3).address

  /** Send open on Ethereum with 0.1 ETH to `receiver`, then the preview pushed. */
  async function preview(receiver: { address: string; name?: string }) {
    const { modal, engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletSend' }))
    await screen.findByTestId('gw-view-WalletSend')
    act(() => {
      const $send = getSendStore(engine)
      $send.setKey('token', TOKEN)
      $send.setKey('amount', '0.1')
      $send.setKey('receiverInput', receiver.name ?? receiver.address)
      $send.setKey('receiver', { status: 'valid', ...receiver })
    })
    return { engine, modal }
  }

  it('the preview shows the name typed and the resolved address in full, as text (not only a tooltip)', async () => {
    const { engine } = await preview({ address: TO, name: 'carol.wcn.id' })
    act(() => push(engine, 'WalletSendPreview'))
    await screen.findByTestId('gw-view-WalletSendPreview')
    expect(screen.getByTestId('gw-send-preview-receiver-name').textContent).toBe('carol.wcn.id')
    expect(screen.getByTestId('gw-send-preview-receiver-address').textContent).toBe(TO)
    expect(screen.queryByTestId('gw-send-preview-name-warning')).toBeNull()
  })

  it.each([
    ['a right-to-left override', 'carol\u202e.wcn.id', 'carol.wcn.id'],
    ['a zero-width space and a bidi isolate', 'ca\u200brol\u2066.wcn.id', 'carol.wcn.id'],
    ['control characters', 'carol\u0000\u0007.wcn.id', 'carol.wcn.id'],
  ])(
    'bidi and control characters are removed from the name shown: %s',
    async (_case, name, shown) => {
      const { engine } = await preview({ address: TO, name })
      expect(screen.getByTestId('gw-send-receiver-name').textContent).toBe(shown)
      act(() => push(engine, 'WalletSendPreview'))
      await screen.findByTestId('gw-view-WalletSendPreview')
      expect(screen.getByTestId('gw-send-preview-receiver-name').textContent).toBe(shown)
    },
  )

  it.each([
    ['Latin and Cyrillic', '\u0430lice.reown.id'], // Cyrillic а
    ['Latin and Greek', 'b\u03bfb.reown.id'], // Greek ο
    ['Latin and Cyrillic', '\u0440\u0430\u0443\u0440\u0430l.eth'], // раураl
  ])(
    'a name mixing %s letters carries a visible warning, in Send and in the preview',
    async (scripts, name) => {
      const { engine } = await preview({ address: TO, name })
      expect(screen.getByTestId('gw-send-receiver-warning').textContent).toContain(scripts)
      act(() => push(engine, 'WalletSendPreview'))
      await screen.findByTestId('gw-view-WalletSendPreview')
      const warning = screen.getByTestId('gw-send-preview-name-warning')
      expect(warning.textContent).toContain(scripts)
      expect(warning.getAttribute('role')).toBe('alert')
    },
  )

  it('addresses show 4 start and 6 end characters: the resolved name’s address in Send, a typed address in the preview', async () => {
    const { engine } = await preview({ address: TO, name: 'carol.wcn.id' })
    expect(screen.getByTestId('gw-send-receiver-address').textContent).toBe(spec4x6(TO))
    act(() => {
      getSendStore(engine).setKey('receiverInput', TO)
      getSendStore(engine).setKey('receiver', { status: 'valid', address: TO })
    })
    act(() => push(engine, 'WalletSendPreview'))
    await screen.findByTestId('gw-view-WalletSendPreview')
    expect(screen.getByTestId('gw-send-preview-receiver').textContent).toBe(spec4x6(TO))
  })

  it('WalletReceive: the address chip shows 4 start and 6 end characters', async () => {
    const { modal, engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'receive')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletReceive' }))
    const chip = await screen.findByTestId('gw-receive-address')
    // The chip also holds the network icon (a letter until its image loads).
    await waitFor(() => expect(chip.textContent).toContain(spec4x6(ME.address)))
  })
})
