import { Spinner } from '@gangway/modal-shell/kit'
import type { ComponentProps } from 'react'
import { useAuthT } from '../useAuthT.js'
import { ResendButton } from './ResendButton.js'

/**
 * What sits under the code boxes, for the login's code and the email update's codes alike: a
 * spinner while the code is checked, the frame's refusal (its text, as text), and Resend.
 *
 * @param errorId - the id the code boxes point at with `aria-describedby`.
 */
export function OtpFooter({
  busy,
  error,
  errorId,
  ...resend
}: {
  busy: boolean
  error: string | undefined
  errorId: string
} & ComponentProps<typeof ResendButton>) {
  const t = useAuthT()
  return (
    <>
      {busy && <Spinner label={t('verifying')} />}
      {error && !busy && (
        <p className="gw-auth-error" id={errorId} role="alert" data-testid="gw-otp-error">
          {error}
        </p>
      )}
      <ResendButton {...resend} />
    </>
  )
}
