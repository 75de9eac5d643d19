import { useStore } from '@nanostores/react'
import { useId, useState } from 'react'
import { EmailForm } from '../EmailForm/EmailForm.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

/**
 * The email field on Connect (spec §2 EmailLogin): submitting loads the auth chunk and the
 * login frame (not before), then asks the frame for a code. Errors show under the field.
 */
export function EmailSlot() {
  const { runtime } = useAuthView()
  const step = useStore(runtime.$step)
  const error = useStore(runtime.$error)
  const [email, setEmail] = useState(runtime.$email.get())
  const errorId = useId()
  const t = useAuthT()
  const busy = step === 'sending' || step === 'connecting'
  const submit = () => {
    runtime.$error.set(undefined)
    runtime.$step.set('sending')
    runtime.session().then(
      (session) => session.connectEmail(email),
      () => {
        runtime.$step.set('idle')
        runtime.$error.set(t('error.AuthFrameLoadError'))
      },
    )
  }
  return (
    <section className="gw-slot gw-stack" aria-label={t('email')} data-testid="gw-slot-email">
      <EmailForm
        testId="gw-email"
        label={t('email')}
        email={email}
        setEmail={setEmail}
        busy={busy}
        error={error}
        errorId={errorId}
        submit={submit}
        submitLabel={t('continue')}
      />
      {error && step === 'idle' && (
        <p className="gw-auth-error" id={errorId} role="alert" data-testid="gw-email-error">
          {error}
        </p>
      )}
    </section>
  )
}
