import { setLocale } from '@gangway/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { account } from '../../../test/chain.js'
import { renderModal, siwxModal } from '../../../test/fixtures.js'
import { siwxFeature } from '../../siwxFeature.js'

const ME = account(7)
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('SIWXSignMessage', () => {
  it("shows both icons, '<dapp name> needs to connect to your wallet', Cancel and Sign", async () => {
    const { modal, fake } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ required: true }) },
    })
    let release: (signature: string) => void = () => {}
    fake.instance.signMessage.mockImplementationOnce(
      () => new Promise<string>((resolve) => (release = resolve)),
    )
    renderModal(modal)
    const view = await screen.findByTestId('gw-view-SIWXSignMessage')
    expect(view.textContent).toContain('Gangway Swap needs to connect to your wallet')
    expect(view.textContent).toContain('Cancelling will disconnect you.')
    // The dapp's icon and the wallet's (the fake MetaMask connector's), decorative for readers.
    expect(view.querySelector('.gw-siwx-icons')?.getAttribute('aria-hidden')).toBe('true')
    expect(view.querySelector('.gw-siwx-icons')?.children).toHaveLength(2)
    expect(screen.getByRole('region', { name: /needs to connect/ })).toBe(view)
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await screen.findByRole('button', { name: 'Signing…' })
    expect(button('Signing…').disabled).toBe(true)
    expect(button('Cancel').disabled).toBe(true)
    await act(async () => release('0x1234'))
    // A signature that does not verify: the view stays with the spec's texts.
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Error signing message')
    expect(alert.textContent).toContain('The signature is not valid')
    expect(button('Sign').disabled).toBe(false)
  })

  it("Cancel shows 'Cancelling…' while the required sign-in disconnects", async () => {
    const { modal, fake, engine } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ required: true }) },
    })
    let release: () => void = () => {}
    fake.instance.disconnect.mockImplementationOnce(
      () => new Promise<void>((resolve) => (release = resolve)),
    )
    renderModal(modal)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await screen.findByRole('button', { name: 'Cancelling…' })
    expect(button('Cancelling…').disabled).toBe(true)
    await act(async () => release())
    await waitFor(() => expect(engine.$modal.get().open).toBe(false))
    expect(engine.$account.get()?.status).toBe('disconnected')
  })
})

describe('SIWXSignMessage in German', () => {
  it("after setLocale('de'): the title with the app's name isolated, the texts, the error and the toast", async () => {
    const { modal, fake, engine } = await siwxModal({
      privateKey: ME.privateKey,
      features: { siwx: siwxFeature({ required: true }) },
    })
    renderModal(modal)
    const view = await screen.findByTestId('gw-view-SIWXSignMessage')
    await act(() => setLocale(engine, 'de'))
    expect(engine.$i18n.get().messages.siwx).toBeDefined()
    expect(view.textContent).toContain('Gangway Swap möchte sich mit Ihrer Wallet verbinden')
    expect(view.querySelector('bdi')?.textContent).toBe('Gangway Swap')
    expect(view.textContent).toContain('Wenn Sie abbrechen, wird die Verbindung getrennt.')
    expect(button('Abbrechen').disabled).toBe(false)
    // The header's title: the descriptor's 'Sign in' through the catalogue's view.SIWXSignMessage.
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeTruthy()

    // A signature that does not verify: the heading and the reason by the error's class.
    fake.instance.signMessage.mockResolvedValueOnce('0x1234')
    fireEvent.click(button('Signieren'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Fehler beim Signieren der Nachricht')
    expect(alert.textContent).toContain('Die Signatur ist ungültig')

    // Declined in the wallet: the flow's toast in German, core's reason under the heading.
    fake.instance.signMessage.mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    fireEvent.click(button('Signieren'))
    await waitFor(() =>
      expect(
        [...engine.$toasts.get(), ...engine._internal.toastQueue].map((t) => t.message),
      ).toContain('Signatur abgelehnt'),
    )
  })
})
