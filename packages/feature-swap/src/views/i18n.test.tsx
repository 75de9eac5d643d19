import { open, setLocale } from '@gangway/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectedModal, renderModal } from '../../test/fixtures.js'
import { selectToken, setAmount } from '../swap/actions.js'
import { getSwapStore } from '../swap/swapStore.js'

// Issue 36 §1: the views follow the modal's locale (Swap's catalogue of each locale is a lazy
// chunk of this package, loaded by setLocale before the text switches).
describe("in the modal's locale", () => {
  it('Swap in German: labels, names, the rule on the button; the token picker too', async () => {
    const { modal, engine } = await connectedModal({ account: 9 })
    await setLocale(engine, 'de')
    expect(engine.$i18n.get().messages.swap).toBeDefined()
    renderModal(modal)
    act(() => open(engine, { view: 'Swap' }))
    await screen.findByTestId('gw-view-Swap')
    await waitFor(() => expect(getSwapStore(engine).get().status).toBe('ready'), {
      timeout: 10_000,
    })
    expect(screen.getByRole('heading', { name: 'Tauschen' })).toBeTruthy()
    expect(screen.getByLabelText('Sie zahlen')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tokens tauschen' })).toBeTruthy()
    expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Token wählen')
    expect(screen.getByTestId('gw-swap-to-token').getAttribute('aria-label')).toBe(
      'Token wählen: Token zum Empfangen',
    )
    const $swap = getSwapStore(engine)
    act(() => selectToken(engine, 'to', $swap.get().tokens.find((t) => t.symbol === 'TUSD')!))
    expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Betrag eingeben')
    act(() => setAmount(engine, '0.01'))
    await waitFor(() =>
      expect(screen.getByTestId('gw-swap-submit').textContent).toBe('Tausch prüfen'),
    )
    expect(screen.getByText('Kurs')).toBeTruthy()
    expect(screen.getByText('Netzwerkgebühr')).toBeTruthy()
    expect(screen.getByTestId('gw-swap-status').textContent).toMatch(/^Sie erhalten .+ TUSD$/)
    // Numbers and USD in German (Intl, the locale shown): '30,00 $', never '$30.00'.
    const germanUsd = /^\d[\d.]*,\d{2}\u00a0\$$/
    expect(screen.getByTestId('gw-swap-from-usd').textContent).toMatch(germanUsd)
    expect(screen.getByTestId('gw-swap-provider-fee').textContent).toMatch(germanUsd)
    expect(screen.getByTestId('gw-swap-from-balance').textContent).toMatch(/^\d+(,\d+)? ETH$/)
    expect(screen.getByTestId('gw-swap-slippage').textContent).toMatch(
      /^1\u00a0% \(\d+,\d+ TUSD\)$/,
    )

    fireEvent.click(screen.getByTestId('gw-swap-from-token'))
    await screen.findByTestId('gw-view-SwapSelectToken')
    expect(screen.getByRole('heading', { name: 'Token wählen' })).toBeTruthy()
    expect(screen.getByPlaceholderText('Name, Symbol oder Adresse suchen')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Vorgeschlagene Tokens' })).toBeTruthy()
    // A held token's balance and USD value in German too (getByText reads a no-break space as one).
    expect(screen.getByText(/^\d+,\d+ ETH$/)).toBeTruthy()
    expect(screen.getAllByText(/^\d[\d.]*,\d{2} \$$/).length).toBeGreaterThan(0)
  })
})
