import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { OTP_LENGTH } from '../../constants.js'
import { useAuthT } from '../useAuthT.js'

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '')

/** What `OtpInput` takes. */
export type OtpInputProps = {
  /** Called with the six digits once the last box is filled (typed or pasted). */
  onComplete(code: string): void
  /** The refused code's text: when it changes (and nothing is being checked), the boxes empty. */
  error: string | undefined
  /** The id of the element that shows `error` (for `aria-describedby`). */
  errorId: string
  /** True while a code is being checked: the boxes are disabled. */
  busy: boolean
}

/**
 * The six digit boxes of every code view (the login code and both email-update codes): typing
 * moves on, Backspace in an empty box moves back, pasting fills every box, and the sixth digit
 * calls `onComplete`. A refused code empties the boxes and puts the focus back on the first.
 */
export function OtpInput({ onComplete, error, errorId, busy }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(EMPTY)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const t = useAuthT()

  useEffect(() => {
    boxes.current[0]?.focus()
  }, [])
  // A refused code: start over from the first box.
  useEffect(() => {
    if (error === undefined || busy) return
    setDigits(EMPTY)
    boxes.current[0]?.focus()
  }, [error, busy])

  const fill = (next: string[], focus: number) => {
    setDigits(next)
    if (next.every((d) => d !== '')) return onComplete(next.join(''))
    boxes.current[Math.min(focus, OTP_LENGTH - 1)]?.focus()
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
  const onInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '')
    if (typed.length > 1) return spread(index, typed)
    const next = [...digits]
    next[index] = typed
    fill(next, typed ? index + 1 : index)
  }
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    spread(index, event.clipboardData.getData('text'))
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus()
  }

  return (
    <fieldset className="gw-otp" style={{ border: 0, padding: 0, margin: 0 }} disabled={busy}>
      <legend className="gw-sr">{t('sixDigitCode')}</legend>
      {digits.map((digit, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
          key={i}
          ref={(el) => {
            boxes.current[i] = el
          }}
          className="gw-input"
          data-testid={`gw-otp-input-${i}`}
          aria-label={t('digit', { position: i + 1 })}
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
  )
}
