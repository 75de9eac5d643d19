import { setLocale } from '@gangway/core'
import { findViewProvider, translate } from '@gangway/core/internal'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authFeature } from '../authFeature.js'
import { EmailThrottledError } from '../errors.js'
import type { Engine } from '../internal/core.js'
import { fail } from '../session/sessionState.js'
import { createRuntime, dropRuntime } from '../state.js'
import { approvalsOf, createEngine, mainnet, memoryBackend } from '../test/core.js'
import { authErrorText } from '../text.js'
import { EmailVerifyOtp } from './EmailVerifyOtp/EmailVerifyOtp.js'

// A real engine with the feature declared: setLocale loads the `auth` catalogue through the
// descriptor's `messages` loader. The kit's useT reads that engine (no modal around the view).
let engine: Engine
vi.mock('@gangway/modal-shell/kit', async (actual) => ({
  ...(await actual<typeof import('@gangway/modal-shell/kit')>()),
  useEngine: () => engine,
  useViewStyles: () => {},
  useT: (namespace: string, source: Record<string, string>) => (key: string, params?: object) =>
    translate(engine, namespace, source, key, params as never),
}))

afterEach(() => {
  cleanup()
  dropRuntime(engine)
})

// Issue 36 §1: the views follow the modal's locale; errors are said by their class.
describe("in the modal's locale", () => {
  it('EmailVerifyOtp in German: the heading around the email, the expiry, Resend; a throttled resend in German', async () => {
    engine = createEngine(
      {
        projectId: 'p',
        networks: [mainnet],
        adapters: [],
        logLevel: 'silent',
        analytics: false,
        features: { auth: authFeature({ frameUrl: 'https://login.example.com/frame' }) },
      },
      { storage: memoryBackend() },
    ) as Engine
    await setLocale(engine, 'de')
    const runtime = createRuntime(
      engine,
      { frameUrl: 'https://login.example.com/frame' },
      approvalsOf(engine),
    )
    runtime.$email.set('ada@example.com')
    runtime.$step.set('otp')
    render(<EmailVerifyOtp />)
    const view = screen.getByTestId('gw-view-EmailVerifyOtp')
    expect(view.textContent).toContain(
      'Geben Sie den Code ein, den wir an ada@example.com gesendet haben',
    )
    expect(view.querySelector('bdi')?.textContent).toBe('ada@example.com')
    expect(view.textContent).toContain('Der Code läuft in 20 Minuten ab')
    expect(screen.getByTestId('gw-otp-resend').textContent).toBe('Code erneut senden')
    expect(screen.getByTestId('gw-otp-input-0').getAttribute('aria-label')).toBe('Ziffer 1')
    // A flow's error: chosen by its class, in the locale shown; the class keeps its English.
    const error = new EmailThrottledError(12)
    expect(error.shortMessage).toBe('Please try again after 12 seconds')
    act(() => fail({ engine, runtime } as Parameters<typeof fail>[0], error))
    expect(screen.getByTestId('gw-otp-error').textContent).toBe(
      'Bitte versuchen Sie es in 12 Sekunden erneut',
    )
    // The frame's own refusal is its text, as it sent it.
    const { AuthFrameError } = await import('../errors.js')
    expect(authErrorText(engine, new AuthFrameError('Invalid code'))).toBe('Invalid code')
    expect(authErrorText(engine, new AuthFrameError(undefined))).toBe('Ein Fehler ist aufgetreten')
  })

  it("AccountType's header title is declared and said in German (the shell's title of a feature view)", async () => {
    engine = createEngine(
      {
        projectId: 'p',
        networks: [mainnet],
        adapters: [],
        logLevel: 'silent',
        analytics: false,
        features: { auth: authFeature({ frameUrl: 'https://login.example.com/frame' }) },
      },
      { storage: memoryBackend() },
    ) as Engine
    // What the shell's header does (Title → translateEntry): the declared title, by its key.
    const provider = findViewProvider(engine, 'AccountType')
    expect(provider).toEqual({ featureId: 'auth', title: 'Account type' })
    const title = () =>
      translate(engine, 'auth', { 'view.AccountType': provider!.title! }, 'view.AccountType')
    expect(title()).toBe('Account type')
    await setLocale(engine, 'de')
    expect(title()).toBe('Kontotyp')
  })
})
