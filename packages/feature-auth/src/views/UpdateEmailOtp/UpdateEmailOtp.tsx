import { View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useCallback, useId } from 'react'
import { OtpFooter } from '../EmailVerifyOtp/OtpFooter.js'
import { OtpInput } from '../OtpInput/OtpInput.js'
import { useAuthView } from '../useAuthView.js'

/** One code step of the email update: the current address's code, or the new address's. */
function UpdateEmailCode({ which }: { which: 'primary' | 'secondary' }) {
  const { runtime } = useAuthView()
  const current = useStore(runtime.$userEmail)
  const update = useStore(runtime.$update)
  const errorId = useId()
  const busy = update.step === 'verifying'
  const error = update.step === which ? update.error : undefined
  const name = which === 'primary' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp'
  const lastTrigger = useCallback(() => runtime.lastUpdateTrigger, [runtime])
  return (
    <View name={name} className="gw-auth" busy={busy}>
      <ViewTitle kind="muted">
        Enter the code we sent to{' '}
        <bdi className="gw-title">{which === 'primary' ? current : update.newEmail}</bdi>
      </ViewTitle>
      <p className="gw-muted">The code expires in 20 minutes</p>
      <OtpInput
        error={error}
        errorId={errorId}
        busy={busy}
        onComplete={(code) =>
          void runtime
            .session()
            .then((session) =>
              which === 'primary'
                ? session.verifyUpdatePrimary(code)
                : session.verifyUpdateSecondary(code),
            )
        }
      />
      <OtpFooter
        busy={busy}
        error={error}
        errorId={errorId}
        lastTrigger={lastTrigger}
        resend={() => runtime.session().then((session) => session.resendUpdate())}
      />
    </View>
  )
}

/** UpdateEmailPrimaryOtp (spec §5 VERIFY_PRIMARY_OTP): the code sent to the current address. */
export function UpdateEmailPrimaryOtp() {
  return <UpdateEmailCode which="primary" />
}

/** UpdateEmailSecondaryOtp (spec §5 VERIFY_SECONDARY_OTP): the code sent to the new address. */
export function UpdateEmailSecondaryOtp() {
  return <UpdateEmailCode which="secondary" />
}
