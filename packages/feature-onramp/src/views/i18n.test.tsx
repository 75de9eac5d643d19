import { mainnet } from '@gangway/core/networks'
import { METAMASK } from '@gangway/testkit'
import { fakeModal, renderModal } from '@gangway/testkit/devstackModal'
import { act } from 'react'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { onrampFeature } from '../onrampFeature.js'
import { localDecimal } from './localized.js'

// Issue 36 §1: the on-ramp's views follow the modal's locale: its texts from the `onramp`
// catalogue, its numbers in the locale's digits and decimal sign.

afterEach(() => {
  vi.restoreAllMocks()
})

const text = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? undefined

/** A German modal whose on-ramp service does not answer (the spec's fallback limits). */
async function germanModal() {
  const { url: _emulator, ...services } = inject('devstack').services
  const { modal, engine } = await fakeModal({
    projectId: 'onramp-i18n',
    networks: [mainnet],
    // Nothing listens on port 9: the options fail and the views use the spec's §9 fallbacks.
    services: { ...services, api: 'http://127.0.0.1:9' },
    locale: 'de',
    features: { onramp: onrampFeature({ country: 'DE' }) },
    wallet: {
      address: '0x1111111111111111111111111111111111111111',
      balance: '1',
      reconnect: 'succeed',
      connectors: [METAMASK],
    },
  })
  renderModal(modal)
  return { modal, engine }
}

describe("the on-ramp in German (config locale: 'de')", () => {
  it('FundWallet and OnRampProviders: titles, entries, limits, amount error and fee range', async () => {
    const { modal, engine } = await germanModal()
    act(() => modal.open({ view: 'FundWallet' }))
    await vi.waitFor(() => expect(text('gw-onramp-buy')).toBe('Krypto kaufen'), { timeout: 10_000 })
    expect(engine.$i18n.get().messages.onramp).toBeDefined()
    // The header's title: the descriptor's 'Fund wallet' through the catalogue's view.FundWallet.
    expect(document.querySelector('h2')?.textContent).toBe('Wallet aufladen')

    act(() => (document.querySelector('[data-testid="gw-onramp-buy"]') as HTMLElement).click())
    await vi.waitFor(() => expect(text('gw-onramp-limits')).toBeDefined(), { timeout: 10_000 })
    expect(text('gw-onramp-limits')).toBe(
      'Karte 10,00–7500,00 USD · Bankkonto 10,00–25000,00 USD (Standardlimits)',
    )
    expect(document.querySelector('[aria-label="Anbieter"]')).not.toBeNull()
    expect(text('gw-onramp-provider-coinbase')).toContain('1–2 %')
    await vi.waitFor(() =>
      expect(text('gw-onramp-quote')).toBe('Gerade kein Angebot: Der Anbieter zeigt den Preis an.'),
    )

    const input = document.querySelector('[data-testid="gw-onramp-amount"]') as HTMLInputElement
    act(() => {
      // React's own setter, so the change event carries the new value.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '5')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await vi.waitFor(() =>
      expect(text('gw-onramp-amount-error')).toBe('Der Mindestbetrag ist 10,00 USD'),
    )
  })

  it("a blocked pop-up: the flow's error in German", async () => {
    const { modal } = await germanModal()
    act(() => modal.open({ view: 'OnRampProviders' }))
    await vi.waitFor(() => expect(text('gw-onramp-limits')).toBeDefined(), { timeout: 10_000 })
    vi.spyOn(window, 'open').mockReturnValue(null)
    const provider = document.querySelector(
      '[data-testid="gw-onramp-provider-coinbase"]',
    ) as HTMLButtonElement
    await vi.waitFor(() => expect(provider.disabled).toBe(false))
    act(() => provider.click())
    await vi.waitFor(() =>
      expect(text('gw-onramp-error')).toBe(
        'Das Fenster des Anbieters konnte nicht geöffnet werden: Erlauben Sie Pop-ups und versuchen Sie es erneut',
      ),
    )
  })
})

describe('localDecimal', () => {
  it.each([
    ['7500.00', 'en', '7500.00'],
    ['7500.00', 'de', '7500,00'],
    ['0.0333', 'fr', '0,0333'],
    ['25000', 'de', '25000'],
    ['1234.5', 'de', '1234,5'],
    ['not a number', 'de', 'not a number'],
  ])('%s in %s → %s', (value, locale, shown) => {
    expect(localDecimal(value, locale)).toBe(shown)
  })
})
