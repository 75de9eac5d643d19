import { Spinner, useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { OTP_LENGTH } from '../../constants.js'
import type { Engine } from '../../internal/core.js'
import { findRuntime } from '../../state.js'
import { css } from '../styles.js'
import { ResendButton } from './ResendButton.js'

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '')

/**
 * EmailVerifyOtp (spec §2 EmailLogin views, §5 VERIFY_OTP): six digit boxes; typing moves on,
 * Backspace moves back, pasting a code fills every box, and the sixth digit submits. A refused
 * code ('Invalid code') empties the boxes; the code can be sent again after the 30 s wait.
 */
export function EmailVerifyOtp() {
  useViewStyles('feature-auth', css)
  const engine = useEngine() as Engine
  const runtime = findRuntime(engine)!
  const step = useStore(runtime.$step)
  const error = useStore(runtime.$error)
  const email = useStore(runtime.$email)
  const [digits, setDigits] = useState<string[]>(EMPTY)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const titleId = useId()
  const errorId = useId()
  const busy = step === 'verifying' || step === 'connecting'

  useEffect(() => {
    boxes.current[0]?.focus()
  }, [])
  // A refused code: start over from the first box.
  useEffect(() => {
    if (error === undefined || step !== 'otp') return
    setDigits(EMPTY)
    boxes.current[0]?.focus()
  }, [error, step])

  const fill = (next: string[], focus: number) => {
    setDigits(next)
    if (next.every((d) => d !== '')) {
      void runtime.session().then((session) => session.verifyOtp(next.join('')))
      return
    }
    boxes.current[Math.min(focus, OTP_LENGTH - 1)]?.focus()
  }
  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '')
    if (typed.length > 1) return spread(index, typed)
    const next = [...digits]
    next[index] = typed
    fill(next, typed ? index + 1 : index)
  }
  const spread = (index: number, text: string) => {
    const next = [...digits]
    const chars = text
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - index)
      .split('')
    chars.forEach((char, i) => {
      next[index + i] = char
    })
    fill(next, index + chars.length)
  }
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    spread(index, event.clipboardData.getData('text'))
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      boxes.current[index - 1]?.focus()
    }
  }

  return (
    <section
      className="gw-stack gw-auth"
      aria-labelledby={titleId}
      aria-busy={busy}
      data-testid="gw-view-EmailVerifyOtp"
    >
      <p className="gw-muted" id={titleId}>
        Enter the code we sent to <bdi className="gw-title">{email}</bdi>
      </p>
      <p className="gw-muted">The code expires in 20 minutes</p>
      <fieldset className="gw-otp" style={{ border: 0, padding: 0, margin: 0 }} disabled={busy}>
        <legend className="gw-sr">Six-digit code</legend>
        {digits.map((digit, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
            key={i}
            ref={(el) => {
              boxes.current[i] = el
            }}
            className="gw-input"
            data-testid={`gw-otp-input-${i}`}
            aria-label={`Digit ${i + 1}`}
            aria-invalid={error !== undefined}
            aria-describedby={error ? errorId : undefined}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={OTP_LENGTH}
            value={digit}
            onChange={(event) => onInput(i, event.target.value)}
            onPaste={(event) => onPaste(i, event)}
            onKeyDown={(event) => onKeyDown(i, event)}
          />
        ))}
      </fieldset>
      {busy && <Spinner label="Verifying the code" />}
      {error && !busy && (
        <p className="gw-auth-error" id={errorId} role="alert" data-testid="gw-otp-error">
          {error}
        </p>
      )}
      <ResendButton />
    </section>
  )
}
