import { Spinner, useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useCallback, useId } from 'react'
import { authState } from '../../state.js'
import { ResendButton } from '../EmailVerifyOtp/ResendButton.js'
import { css } from '../styles.js'

/**
 * EmailVerifyDevice (spec §5 VERIFY_DEVICE): a new device must be approved from the link in the
 * email; the view waits for the approval, then the code view follows.
 */
export function EmailVerifyDevice() {
  useViewStyles('feature-auth', css)
  const engine = useEngine()
  const runtime = authState.get(engine)
  const email = useStore(runtime.$email)
  const error = useStore(runtime.$error)
  const titleId = useId()
  const lastTrigger = useCallback(() => runtime.lastTrigger, [runtime])
  return (
    <section
      className="gw-stack gw-auth"
      aria-labelledby={titleId}
      data-testid="gw-view-EmailVerifyDevice"
    >
      <h2 className="gw-title" id={titleId}>
        Register this device to continue
      </h2>
      <p className="gw-muted">
        Approve the login link we sent to <bdi>{email}</bdi>
      </p>
      {error ? (
        <p className="gw-auth-error" role="alert" data-testid="gw-device-error">
          {error}
        </p>
      ) : (
        <Spinner label="Waiting for the approval" />
      )}
      <ResendButton
        lastTrigger={lastTrigger}
        resend={() => runtime.session().then((session) => session.resend())}
      />
    </section>
  )
}
