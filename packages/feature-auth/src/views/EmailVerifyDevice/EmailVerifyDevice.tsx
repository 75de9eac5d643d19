import { Spinner, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { around, SLOT } from '../around.js'
import { ResendButton } from '../EmailVerifyOtp/ResendButton.js'
import { useAuthT } from '../useAuthT.js'
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
  const t = useAuthT()
  const [before, after] = around(t('approveLink', { email: SLOT }))
  return (
    <View name="EmailVerifyDevice" className="gw-auth">
      <ViewTitle>{t('registerDevice')}</ViewTitle>
      <p className="gw-muted">
        {before}
        <bdi>{email}</bdi>
        {after}
      </p>
      {error ? (
        <p className="gw-auth-error" role="alert" data-testid="gw-device-error">
          {error}
        </p>
      ) : (
        <Spinner label={t('waitingApproval')} />
      )}
      <ResendButton
        lastTrigger={lastTrigger}
        resend={() => runtime.session().then((session) => session.resend())}
      />
    </View>
  )
}
