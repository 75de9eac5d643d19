import { useEffect, useState } from 'react'
import { AUTH_TIMEOUTS } from '../../constants.js'
import { useAuthT } from '../useAuthT.js'

/** Seconds left of the 30 s wait between email-code triggers (spec §9). */
function secondsLeft(lastTrigger: number | undefined): number {
  if (lastTrigger === undefined) return 0
  return Math.max(0, Math.ceil((AUTH_TIMEOUTS.emailTrigger - (Date.now() - lastTrigger)) / 1000))
}

/**
 * "Didn't receive it? Resend code", counting down the 30 s wait first: the login's code and the
 * email update's codes alike.
 *
 * @param lastTrigger - when the last code was asked for (read each second).
 * @param resend - asks for the code again; the session says 'Please try again after N seconds'
 * itself if the wait is not over.
 */
export function ResendButton({
  lastTrigger,
  resend,
}: {
  lastTrigger: () => number | undefined
  resend: () => Promise<void>
}) {
  const [left, setLeft] = useState(() => secondsLeft(lastTrigger()))
  const t = useAuthT()
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(lastTrigger())), 1000)
    return () => clearInterval(timer)
  }, [lastTrigger])
  return (
    <p className="gw-muted">
      {t('didntReceive')}{' '}
      <button
        type="button"
        className="gw-auth-resend"
        data-testid="gw-otp-resend"
        disabled={left > 0}
        onClick={() =>
          void resend().then(() => {
            setLeft(secondsLeft(lastTrigger()))
          })
        }
      >
        {left > 0 ? t('resendIn', { count: left }) : t('resendCode')}
      </button>
    </p>
  )
}
