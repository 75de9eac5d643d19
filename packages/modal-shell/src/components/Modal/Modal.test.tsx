import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  connect,
  type Feature,
  type FeatureContext,
  goBack,
  loadFeature,
  push,
  showToast,
} from '../../internal/core.js'
import { renderModal } from '../../test/fixtures.js'
import { readableAccent, textOn } from '../../theme/contrast.js'
import { styleText } from '../../theme/injectStyles.js'
import type { ViewProps } from '../ViewHost/ViewHost.js'

const dialog = () => screen.getByRole('dialog')
/** A cancelable keydown that bubbles, as a keyboard makes it. */
const keyDown = (key: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
/** Closes the modal, waits for the card to leave, and opens it again with nothing focused. */
async function reopen(modal: { open(): void; close(): void }) {
  act(() => modal.close())
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  // The close put focus back on the page (the connect button); the next open starts from none.
  ;(document.activeElement as HTMLElement | null)?.blur()
  act(() => modal.open())
}
const Swap = ({ data }: { data?: { from?: string } }) => (
  <p data-testid="gw-view-Swap">swap from {data?.from}</p>
)

const SwapWithArguments = ({ arguments: args }: ViewProps) => (
  <p data-testid="gw-view-Swap">swap {String(args?.amount)}</p>
)
const Picker = () => <p data-testid="gw-view-SwapSelectToken">pick</p>

describe('opening rules (spec §2)', () => {
  it('opens on Connect when disconnected', async () => {
    const { modal } = renderModal()
    act(() => modal.open())
    expect(await screen.findByTestId('gw-view-Connect')).toBeTruthy()
    expect(dialog().getAttribute('aria-modal')).toBe('true')
    expect(dialog().getAttribute('aria-labelledby')).toBe(within(dialog()).getByRole('heading').id)
    expect(within(dialog()).getByRole('heading').textContent).toBe('Connect Wallet')
  })

  it('opens on Account when an address is connected', async () => {
    const { modal, engine } = renderModal()
    await act(() => connect(engine, { connectorId: 'io.metamask' }))
    act(() => modal.open())
    expect(await screen.findByTestId('gw-view-Account')).toBeTruthy()
  })

  it('opens on an explicit view', async () => {
    const { modal } = renderModal()
    act(() => modal.open({ view: 'Networks' }))
    expect(await screen.findByTestId('gw-view-Networks')).toBeTruthy()
  })

  it('shows a clear notice, never a blank view, for a view nobody registered', async () => {
    const { modal } = renderModal()
    act(() => modal.open({ view: 'RegisterAccountName' }))
    const view = await screen.findByTestId('gw-view-RegisterAccountName')
    expect(view.textContent).toContain('This view is not available')
  })

  it('no adapters and no address: ConnectingWalletConnectBasic (spec §2 opening rules)', async () => {
    const { modal } = renderModal({ adapters: [] })
    act(() => modal.open())
    // WalletConnect is not configured here: the view says what is wrong instead of a blank.
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByTestId('gw-view-ConnectingWalletConnectBasic').textContent).toContain(
      'walletConnect',
    )
  })

  it('names the feature that failed to load', async () => {
    const { modal } = renderModal({
      logLevel: 'silent',
      features: {
        swaps: {
          id: 'swaps',
          provides: { views: ['Swap'] },
          load: () => Promise.reject(new Error('offline')),
        },
      },
    })
    act(() => modal.open({ view: 'Swap' }))
    await waitFor(() =>
      expect(screen.getByTestId('gw-view-Swap').textContent).toContain(
        'Feature "swaps" failed to load',
      ),
    )
    expect(screen.getByTestId('gw-view-Swap').textContent).toContain('This view is not available')
    expect(screen.getByTestId('gw-feature-retry')).toBeTruthy()
  })

  it('a view no configured feature provides is "not available" at once, never a spinner', () => {
    const { modal } = renderModal({
      features: { swaps: { id: 'swaps', load: async () => ({ register() {} }) } },
    })
    act(() => modal.open({ view: 'NoSuchView' }))
    const view = screen.getByTestId('gw-view-NoSuchView')
    expect(view.textContent).toBe('This view is not available')
    expect(view.getAttribute('aria-busy')).toBeNull()
  })

  it("opening a view of a feature that loads on use loads it and shows the view (issue: 'Transactions' spun forever)", async () => {
    let loads = 0
    const { modal } = renderModal({
      features: {
        history: {
          id: 'history',
          loadOn: 'use',
          provides: { views: ['Transactions'] },
          load: async () => {
            loads++
            return {
              register: (ctx) =>
                ctx.views.add('Transactions', () => (
                  <p data-testid="gw-view-Transactions">the list</p>
                )),
            }
          },
        },
      },
    })
    act(() => modal.open({ view: 'Transactions' }))
    await waitFor(() =>
      expect(screen.getByTestId('gw-view-Transactions').textContent).toBe('the list'),
    )
    expect(loads).toBe(1)
  })

  it('a feature that loads but does not register its declared view says so (no endless spinner)', async () => {
    const { modal } = renderModal({
      features: {
        swaps: {
          id: 'swaps',
          provides: { views: ['Swap'] },
          load: async () => ({ register() {} }),
        },
      },
    })
    act(() => modal.open({ view: 'Swap' }))
    await waitFor(() =>
      expect(screen.getByTestId('gw-view-Swap').textContent).toBe('This view is not available'),
    )
  })

  it('renders a view a feature registers, with the router data', async () => {
    const { modal } = renderModal({
      features: {
        swaps: {
          id: 'swaps',
          load: async () => ({ register: (ctx) => ctx.views.add('Swap', Swap) }),
        },
      },
    })
    act(() => modal.open({ view: 'Swap', data: { from: 'ETH' } }))
    await waitFor(() =>
      expect(screen.getByTestId('gw-view-Swap').textContent).toBe('swap from ETH'),
    )
    expect(within(dialog()).getByRole('heading').textContent).toBe('Swap')
  })
})

describe("the host's arguments", () => {
  it('reach the view the host opened, and again after going further and back', async () => {
    const { modal, engine } = renderModal({
      features: {
        swaps: {
          id: 'swaps',
          load: async () => ({
            register: (ctx) => {
              ctx.views.add('Swap', SwapWithArguments)
              ctx.views.add('SwapSelectToken', Picker)
            },
          }),
        },
      },
    })
    act(() => modal.open({ view: 'Swap', arguments: { amount: '0.1' } }))
    await waitFor(() => expect(screen.getByTestId('gw-view-Swap').textContent).toBe('swap 0.1'))
    act(() => push(engine, 'SwapSelectToken'))
    await screen.findByTestId('gw-view-SwapSelectToken')
    act(() => void goBack(engine))
    await waitFor(() => expect(screen.getByTestId('gw-view-Swap').textContent).toBe('swap 0.1'))
  })
})

describe('frame', () => {
  it('Escape closes the modal and focus returns to the opener', async () => {
    renderModal()
    const opener = screen.getByTestId('gw-connect-button')
    opener.focus()
    fireEvent.click(opener)
    await screen.findByTestId('gw-view-Connect')
    expect(document.activeElement).toBe(dialog())
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('focus goes to the connect button, never <body>, when the opener is disabled or gone at close', async () => {
    const { modal } = renderModal()
    for (const loseOpener of [
      (el: HTMLButtonElement) => {
        el.disabled = true
      },
      (el: HTMLButtonElement) => el.remove(),
    ]) {
      const opener = document.body.appendChild(document.createElement('button'))
      opener.focus()
      act(() => modal.open())
      await screen.findByTestId('gw-view-Connect')
      loseOpener(opener)
      fireEvent.keyDown(dialog(), { key: 'Escape' })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(document.activeElement).toBe(screen.getByTestId('gw-connect-button'))
      opener.remove()
    }
  })

  it('an open from a click or a call moves focus into the dialog after its first paint', async () => {
    const { modal } = renderModal()
    // Nothing focused (a click on a button that takes no focus, or modal.open() from code): no
    // keyboard opener, so the focus waits for the frame the card paints in.
    act(() => modal.open())
    expect(screen.getByTestId('gw-view-Connect')).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
    await waitFor(() => expect(document.activeElement).toBe(dialog()))

    // Focus already in the dialog by then (a view focused its field) stays where it is.
    await reopen(modal)
    const all = screen.getByTestId('gw-wallet-all')
    all.focus()
    await new Promise((resolve) => setTimeout(resolve, 150)) // past afterPaint's 100 ms at most
    expect(document.activeElement).toBe(all)
  })

  it('a key pressed before that focus still reaches the dialog: Tab focuses it, Escape closes', async () => {
    const { modal, engine } = renderModal()
    const opener = screen.getByTestId('gw-connect-button')
    act(() => modal.open())
    expect(document.activeElement).toBe(document.body)
    // Enter on the page under the dialog does nothing there (its default is cancelled).
    const enter = keyDown('Enter')
    opener.dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(dialog())

    // Tab and Shift+Tab land on the dialog's first and last elements, as its own trap does.
    for (const [shiftKey, testId] of [
      [false, 'gw-modal-close'],
      [true, 'gw-wallet-all'],
    ] as const) {
      await reopen(modal)
      expect(document.activeElement).toBe(document.body)
      const tab = keyDown('Tab', { shiftKey })
      opener.dispatchEvent(tab)
      expect(tab.defaultPrevented).toBe(true)
      expect(document.activeElement).toBe(screen.getByTestId(testId))
    }

    await reopen(modal)
    expect(document.activeElement).toBe(document.body)
    const escapeKey = keyDown('Escape')
    const outside = vi.fn()
    document.addEventListener('keydown', outside)
    document.body.dispatchEvent(escapeKey)
    document.removeEventListener('keydown', outside)
    expect(engine.$modal.get().open).toBe(false)
    expect(outside).not.toHaveBeenCalled()
    // Once focused, the dialog's own handler takes the keys; a key on another element of the
    // page is left to it, and no listener stays behind after the close.
    act(() => modal.open())
    await waitFor(() => expect(document.activeElement).toBe(dialog()))
    const tab = keyDown('Tab')
    opener.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(false)
    act(() => modal.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const afterClose = keyDown('Tab')
    document.body.dispatchEvent(afterClose)
    expect(afterClose.defaultPrevented).toBe(false)
  })

  it('focus the page dropped while open (Back hid itself on the first view) still answers Escape', async () => {
    // i18n-layout.spec in a loaded CI run: Back to Connect hides Back, Chromium drops its focus
    // to <body> at its next rendering, and Escape from <body> reached nothing.
    const { modal, engine } = renderModal()
    act(() => modal.open())
    await waitFor(() => expect(document.activeElement).toBe(dialog()))
    act(() => push(engine, 'AllWallets'))
    await screen.findByTestId('gw-view-AllWallets')
    const back = screen.getByTestId('gw-modal-back')
    back.focus()
    fireEvent.click(back)
    await screen.findByTestId('gw-view-Connect')
    expect(back.hidden).toBe(true)
    // The view swap moved focus off the hidden button, into the dialog.
    await waitFor(() => expect(document.activeElement).toBe(dialog()))
    // Had the browser dropped it to <body> anyway, Escape from there closes the modal.
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    const escapeKey = keyDown('Escape')
    document.body.dispatchEvent(escapeKey)
    expect(escapeKey.defaultPrevented).toBe(true)
    expect(engine.$modal.get().open).toBe(false)
  })

  it('traps focus: Tab on the last element goes to the first, Shift+Tab back to the last', async () => {
    const { modal } = renderModal()
    act(() => modal.open())
    await screen.findByTestId('gw-view-Connect')
    const focusables = [...dialog().querySelectorAll<HTMLElement>('button:not([hidden])')]
    const first = focusables[0]!
    const last = focusables[focusables.length - 1]!
    expect(first.dataset.testid).toBe('gw-modal-close') // back is hidden with no history
    expect(last.dataset.testid).toBe('gw-wallet-all')
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    // From the dialog itself (focused on open), Shift+Tab also stays inside.
    dialog().focus()
    fireEvent.keyDown(dialog(), { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('the backdrop and the close button close; back is hidden without history', async () => {
    const { modal, engine } = renderModal()
    act(() => modal.open())
    await screen.findByTestId('gw-view-Connect')
    expect(screen.getByTestId('gw-modal-back').hidden).toBe(true)
    fireEvent.click(screen.getByTestId('gw-wallet-all'))
    await screen.findByTestId('gw-view-AllWallets')
    expect(screen.getByTestId('gw-modal-back').hidden).toBe(false)
    fireEvent.click(screen.getByTestId('gw-modal-back'))
    await screen.findByTestId('gw-view-Connect')
    fireEvent.click(screen.getByTestId('gw-modal-close'))
    expect(engine.$modal.get().open).toBe(false)
    act(() => modal.open())
    fireEvent.click(document.querySelector('.gw-backdrop')!)
    expect(engine.$modal.get().open).toBe(false)
  })

  it("disables closing while a feature's close guard refuses (sign-in required, spec §4), and shakes instead", async () => {
    const $signedIn = atom(false)
    const guard: Feature = {
      id: 'guard',
      load: async () => ({
        register: (ctx: FeatureContext) => void ctx.closeGuards.add($signedIn),
      }),
    }
    const { engine, fake } = renderModal({ features: { guard } })
    await act(() => loadFeature(engine, 'guard'))
    void fake.ctx.requestApproval({ method: 'personal_sign', params: ['0x00'] }).catch(() => {})
    await screen.findByTestId('gw-view-ApproveTransaction')
    expect((screen.getByTestId('gw-modal-close') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.keyDown(dialog(), { key: 'Escape' })
    expect(engine.$modal.get().open).toBe(true)
    await waitFor(() => expect(dialog().hasAttribute('data-shake')).toBe(true))
    act(() => $signedIn.set(true))
    expect((screen.getByTestId('gw-modal-close') as HTMLButtonElement).disabled).toBe(false)
  })

  it('renders toasts with their variant in a polite live region', async () => {
    const { engine } = renderModal()
    act(() => void showToast(engine, { variant: 'success', message: 'Transaction started' }))
    const toast = await screen.findByTestId('gw-toast')
    expect(toast.dataset.variant).toBe('success')
    expect(toast.textContent).toBe('Transaction started')
    expect(toast.parentElement?.getAttribute('aria-live')).toBe('polite')
  })
})

describe('view transitions (spec §2: 120 / 150 / 150 ms)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('the old view leaves (150 ms) before the new one enters', async () => {
    const { modal } = renderModal()
    act(() => modal.open())
    await screen.findByTestId('gw-view-Connect')
    fireEvent.click(screen.getByTestId('gw-wallet-all'))
    const leaving = screen.getByTestId('gw-view-Connect').parentElement!
    expect(leaving.dataset.phase).toBe('out')
    const entering = await screen.findByTestId('gw-view-AllWallets')
    expect(entering.parentElement!.dataset.phase).toBe('in')
    expect(screen.queryByTestId('gw-view-Connect')).toBeNull()
  })

  it('swaps at once under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    const { modal } = renderModal()
    act(() => modal.open())
    fireEvent.click(screen.getByTestId('gw-wallet-all'))
    expect(screen.getByTestId('gw-view-AllWallets').parentElement!.dataset.phase).toBeUndefined()
    act(() => void modal.close())
    expect(screen.queryByRole('dialog')).toBeNull() // no 120 ms exit either
  })
})

describe('theme', () => {
  it('dark mode sets the theme attribute, host variables become custom properties', async () => {
    const { modal } = renderModal({
      themeMode: 'dark',
      themeVariables: { '--gw-accent': '#ff6600' },
    })
    act(() => modal.open())
    const root = dialog().closest<HTMLElement>('[data-gw-root]')!
    expect(root.dataset.gwTheme).toBe('dark')
    expect(root.style.getPropertyValue('--gw-accent')).toBe('#ff6600')
    expect(screen.getByTestId('gw-connect-button').dataset.gwTheme).toBe('dark')

    act(() => modal.setThemeMode('light'))
    act(() => modal.setThemeVariables({ '--gw-radius': '4px', color: 'red' }))
    expect(root.dataset.gwTheme).toBe('light')
    expect(root.style.getPropertyValue('--gw-radius')).toBe('4px')
    // The orange reads at 5.2:1 on the dark card, kept; on the light one (2.9:1) it is darkened
    // until it reads at 4.5:1, with black or white text on it for the buttons (the contrast
    // maths load once the host sets an accent).
    await vi.waitFor(() =>
      expect(root.style.getPropertyValue('--gw-accent')).toBe(
        readableAccent('#ff6600', ['#ffffff', '#f1f2f5']),
      ),
    )
    const accent = root.style.getPropertyValue('--gw-accent')
    expect(accent).not.toBe('#ff6600')
    expect(root.style.getPropertyValue('--gw-accent-fg')).toBe(textOn(accent))
    expect(root.style.color).toBe('') // only --gw-* variables pass

    // Two sheets, once each, adopted (no <style> a strict policy would block): the buttons'
    // (with the theme tokens, up front) and the modal's.
    const firstRules = document.adoptedStyleSheets.map((s) => s.cssRules[0]?.cssText ?? '')
    expect(firstRules.filter((rule) => rule.includes('--gw-accent'))).toHaveLength(1)
    expect(firstRules.filter((rule) => rule.includes('.gw-layer'))).toHaveLength(1)
    expect(document.querySelector('style')).toBeNull()
    const base = styleText(document, 'gangway-base-styles')!
    const styles = styleText(document, 'gangway-styles')!
    expect(base).toContain('[data-gw-root][data-gw-theme=dark]{')
    expect(base).not.toContain('width:360px')
    expect(styles).toContain('width:360px')
    const css = base + styles
    expect(css).toContain('@media (max-width:430px)')
    expect(css).toContain('@media (prefers-reduced-motion:reduce)')
    // Every rule is scoped under the root attribute (keyframes and media wrappers aside).
    const selectors = css
      .replace(/@keyframes[^{]+\{([^{}]*\{[^}]*\})*[^}]*\}/g, '')
      .replace(/@media[^{]+\{/g, '')
      .match(/(^|\})\s*([^{}@]+)\{/g)!
      .map((s) => s.replace(/^\}?\s*/, '').slice(0, -1))
    for (const sel of selectors) {
      for (const part of sel.split(',')) expect(part.trim()).toMatch(/^\[data-gw-root\]/)
    }
  })
})

describe('embedded mode', () => {
  it('renders inline with no backdrop and no close button, Account once connected', async () => {
    const { engine } = renderModal({ embedded: true })
    expect(await screen.findByTestId('gw-view-Connect')).toBeTruthy()
    expect(document.querySelector('.gw-backdrop')).toBeNull()
    expect(screen.queryByTestId('gw-modal-close')).toBeNull()
    expect(dialog().getAttribute('aria-modal')).toBe('false')
    await act(() => connect(engine, { connectorId: 'io.metamask' }))
    expect(await screen.findByTestId('gw-view-Account')).toBeTruthy()
  })
})
