import { View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useCallback, useId } from 'react'
import { around, SLOT } from '../around.js'
import { OtpInput } from '../OtpInput/OtpInput.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'
import { OtpFooter } from './OtpFooter.js'

/**
 * EmailVerifyOtp (spec §2 EmailLogin views, §5 VERIFY_OTP): six digit boxes; typing moves on,
 * Backspace moves back, pasting a code fills every box, and the sixth digit submits. A refused
 * code ('Invalid code') empties the boxes; the code can be sent again after the 30 s wait.
 */
export function EmailVerifyOtp() {
  const { runtime } = useAuthView()
  const step = useStore(runtime.$step)
  const error = useStore(runtime.$error)
  const email = useStore(runtime.$email)
  const errorId = useId()
  const t = useAuthT()
  const [before, after] = around(t('codeSentTo', { email: SLOT }))
  const busy = step === 'verifying' || step === 'connecting'
  const lastTrigger = useCallback(() => runtime.lastTrigger, [runtime])

  return (
    <View name="EmailVerifyOtp" className="gw-auth" busy={busy}>
      <ViewTitle kind="muted">
        {before}
        <bdi className="gw-title">{email}</bdi>
        {after}
      </ViewTitle>
      <p className="gw-muted">{t('codeExpires')}</p>
      <OtpInput
        error={error}
        errorId={errorId}
        busy={busy}
        onComplete={(code) => void runtime.session().then((session) => session.verifyOtp(code))}
      />
      <OtpFooter
        busy={busy}
        error={error}
        errorId={errorId}
        lastTrigger={lastTrigger}
        resend={() => runtime.session().then((session) => session.resend())}
      />
    </View>
  )
}
