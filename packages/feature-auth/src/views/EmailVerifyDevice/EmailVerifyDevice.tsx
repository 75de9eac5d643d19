import { Spinner, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { ResendButton } from '../EmailVerifyOtp/ResendButton.js'
import { useAuthView } from '../useAuthView.js'

/**
 * EmailVerifyDevice (spec §5 VERIFY_DEVICE): a new device must be approved from the link in the
 * email; the view waits for the approval, then the code view follows.
 */
export function EmailVerifyDevice() {
  const { runtime } = useAuthView()
  const email = useStore(runtime.$email)
  const error = useStore(runtime.$error)
  const lastTrigger = useCallback(() => runtime.lastTrigger, [runtime])
  return (
    <View name="EmailVerifyDevice" className="gw-auth">
      <ViewTitle>Register this device to continue</ViewTitle>
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
    </View>
  )
}
