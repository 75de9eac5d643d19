import { View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useCallback, useId } from 'react'
import { around, SLOT } from '../around.js'
import { OtpFooter } from '../EmailVerifyOtp/OtpFooter.js'
import { OtpInput } from '../OtpInput/OtpInput.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

/** One code step of the email update: the current address's code, or the new address's. */
function UpdateEmailCode({ which }: { which: 'primary' | 'secondary' }) {
  const { runtime } = useAuthView()
  const current = useStore(runtime.$userEmail)
  const update = useStore(runtime.$update)
  const errorId = useId()
  const t = useAuthT()
  const [before, after] = around(t('codeSentTo', { email: SLOT }))
  const busy = update.step === 'verifying'
  const error = update.step === which ? update.error : undefined
  const name = which === 'primary' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp'
  const lastTrigger = useCallback(() => runtime.lastUpdateTrigger, [runtime])
  return (
    <View name={name} className="gw-auth" busy={busy}>
      <ViewTitle kind="muted">
        {before}
        <bdi className="gw-title">{which === 'primary' ? current : update.newEmail}</bdi>
        {after}
      </ViewTitle>
      <p className="gw-muted">{t('codeExpires')}</p>
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
