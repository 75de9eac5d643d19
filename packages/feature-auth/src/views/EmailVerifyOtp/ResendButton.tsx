import { useEngine } from '@gangway/modal-shell/kit'
import { useEffect, useState } from 'react'
import { AUTH_TIMEOUTS } from '../../constants.js'
import type { Engine } from '../../internal/core.js'
import { findRuntime } from '../../state.js'

/** Seconds left of the 30 s wait between email-login triggers (spec §9). */
function secondsLeft(lastTrigger: number | undefined): number {
  if (lastTrigger === undefined) return 0
  return Math.max(0, Math.ceil((AUTH_TIMEOUTS.emailTrigger - (Date.now() - lastTrigger)) / 1000))
}

/** "Didn't receive it? Resend code", counting down the 30 s wait first. */
export function ResendButton() {
  const engine = useEngine() as Engine
  const runtime = findRuntime(engine)!
  const [left, setLeft] = useState(() => secondsLeft(runtime.lastTrigger))
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(runtime.lastTrigger)), 1000)
    return () => clearInterval(timer)
  }, [runtime])
  return (
    <p className="gw-muted">
      Didn't receive it?{' '}
      <button
        type="button"
        className="gw-auth-resend"
        data-testid="gw-otp-resend"
        disabled={left > 0}
        onClick={() =>
          void runtime.session().then(async (session) => {
            await session.resend()
            setLeft(secondsLeft(runtime.lastTrigger))
          })
        }
      >
        {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
      </button>
    </p>
  )
}
