import type { Catalogue, MessageParams } from '@gangway/core'
import { translate } from '@gangway/core/internal'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Engine } from '../../internal/core.js'
import type { AuthSession } from '../../session/createSession.js'
import { createRuntime, dropRuntime } from '../../state.js'
import { EmailVerifyOtp } from './EmailVerifyOtp.js'

// The kit as it is (View, Button…), with the engine the view reads its runtime from (its
// per-engine table is all the feature's state slot uses).
// English (the source) through core's `translate`, as the kit's `useT` says it.
const engine = {
  _internal: { resources: { memo: new Map() } },
  config: {},
  $i18n: atom({ locale: 'en', dir: 'ltr', messages: {} }),
} as unknown as Engine
vi.mock('@gangway/modal-shell/kit', async (actual) => ({
  ...(await actual<typeof import('@gangway/modal-shell/kit')>()),
  useEngine: () => engine,
  useT: (namespace: string, source: Catalogue) => (key: string, params?: MessageParams) =>
    translate(engine, namespace, source, key, params),
  useViewStyles: () => {},
  Spinner: () => <span>…</span>,
}))

function setup() {
  const runtime = createRuntime(
    engine,
    { frameUrl: 'http://127.0.0.1:1/frame' },
    { requestApproval: async () => {}, settleApproval: () => {} },
  )
  const verifyOtp = vi.fn<(otp: string) => Promise<void>>(async () => {})
  const session = { verifyOtp, resend: vi.fn() } as unknown as AuthSession
  runtime.session = () => Promise.resolve(session)
  runtime.$email.set('ada@example.com')
  runtime.$step.set('otp')
  runtime.lastTrigger = Date.now()
  render(<EmailVerifyOtp />)
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByTestId(`gw-otp-input-${i}`))
  return { runtime, verifyOtp, boxes }
}

afterEach(() => {
  cleanup()
  dropRuntime(engine)
})

describe('EmailVerifyOtp (spec §5 VERIFY_OTP: six digits)', () => {
  it('shows the email, and the sixth typed digit submits the code', async () => {
    const { verifyOtp, boxes } = setup()
    expect(screen.getByTestId('gw-view-EmailVerifyOtp').textContent).toContain('ada@example.com')
    expect(document.activeElement).toBe(boxes[0])
    for (const [i, digit] of [...'12345'].entries())
      fireEvent.change(boxes[i]!, { target: { value: digit } })
    expect(document.activeElement).toBe(boxes[5])
    expect(verifyOtp).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.change(boxes[5]!, { target: { value: '6' } })
    })
    expect(verifyOtp).toHaveBeenCalledWith('123456')
  })

  it('pasting a code fills every box and submits; letters are dropped', async () => {
    const { verifyOtp, boxes } = setup()
    await act(async () => {
      fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => ' 65-43 21 ' } })
    })
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['6', '5', '4', '3', '2', '1'])
    expect(verifyOtp).toHaveBeenCalledWith('654321')
  })

  it('Backspace in an empty box goes back one', () => {
    const { boxes } = setup()
    fireEvent.change(boxes[0]!, { target: { value: '1' } })
    expect(document.activeElement).toBe(boxes[1])
    fireEvent.keyDown(boxes[1]!, { key: 'Backspace' })
    expect(document.activeElement).toBe(boxes[0])
  })

  it('a refused code shows the frame’s text and empties the boxes', async () => {
    const { runtime, boxes } = setup()
    fireEvent.change(boxes[0]!, { target: { value: '9' } })
    await act(async () => {
      runtime.$error.set('Invalid code')
    })
    expect(screen.getByTestId('gw-otp-error').textContent).toBe('Invalid code')
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '', ''])
  })

  it('Resend waits out the 30 s between email-login triggers (spec §9)', () => {
    setup()
    const resend = screen.getByTestId('gw-otp-resend') as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    expect(resend.textContent).toMatch(/^Resend code in (30|29)s$/)
  })
})
