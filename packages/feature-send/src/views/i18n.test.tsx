import { open, setLocale } from '@gangway/core'
import { loadFeature, push } from '@gangway/core/internal'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { account, connectedModal, renderModal } from '../../test/fixtures.js'
import { getSendStore } from '../send/sendStore.js'

const ME = account(7)

// Issue 36 §1: the views follow the modal's locale (Send's and Receive's catalogues are lazy
// chunks of this package, loaded by setLocale before the text switches).
describe("in the modal's locale", () => {
  it('WalletSend in German: labels, the rule on the button, the balance in German digits; Receive too', async () => {
    const { modal, engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    await loadFeature(engine, 'receive')
    await setLocale(modal.engine, 'de')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletSend' }))
    const amount = await screen.findByRole('textbox', { name: 'Zu sendender Betrag' })
    expect(screen.getByRole('textbox', { name: 'An' })).toBeTruthy()
    expect(screen.getByTestId('gw-send-submit').textContent).toBe('Token auswählen')
    expect(screen.getByPlaceholderText('Adresse oder Name')).toBeTruthy()
    act(() =>
      getSendStore(engine).setKey('token', {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        balance: '1234.5',
      }),
    )
    fireEvent.change(amount, { target: { value: '0.5' } })
    expect(screen.getByTestId('gw-send-submit').textContent).toBe('Adresse eingeben')
    expect(screen.getByTestId('gw-send-balance').textContent).toBe('1.234,5 ETH')
    expect(screen.getByTestId('gw-send-max').getAttribute('aria-label')).toBe(
      'Max: Höchstbetrag verwenden, 1.234,5 ETH abzüglich der Netzwerkgebühr',
    )

    act(() => open(engine, { view: 'WalletReceive' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy(),
    )
    expect(screen.getByTestId('gw-receive-networks').textContent).toContain(
      'Assets nur in diesen Netzwerken empfangen',
    )
  })

  it('the zero-address warning on the review step, in German and Arabic (issue 36 §3)', async () => {
    const { modal, engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'send')
    await setLocale(engine, 'de')
    renderModal(modal)
    act(() => open(engine, { view: 'WalletSend' }))
    await screen.findByTestId('gw-view-WalletSend')
    const zero = '0x0000000000000000000000000000000000000000'
    act(() => {
      const $send = getSendStore(engine)
      $send.setKey('token', { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1' })
      $send.setKey('amount', '0.1')
      $send.setKey('receiverInput', zero)
      $send.setKey('receiver', { status: 'valid', address: zero })
    })
    act(() => push(engine, 'WalletSendPreview'))
    const risk = await screen.findByTestId('gw-send-risk')
    expect(risk.textContent).toContain(
      'Das ist die Nulladresse: Niemand kann je bewegen, was dorthin gesendet wird – es ist für immer verloren.',
    )
    await act(() => setLocale(engine, 'ar'))
    expect(screen.getByTestId('gw-send-risk').textContent).toContain(
      'هذا هو العنوان الصفري: لا يمكن لأحد أبدًا تحريك ما يُرسل إليه، فهو يُفقد إلى الأبد.',
    )
  })
})
