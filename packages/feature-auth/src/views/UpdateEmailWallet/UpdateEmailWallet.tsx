import { View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useId, useState } from 'react'
import { around, SLOT } from '../around.js'
import { EmailForm } from '../EmailForm/EmailForm.js'
import { useAuthT } from '../useAuthT.js'
import { useAuthView } from '../useAuthView.js'

/**
 * UpdateEmailWallet (spec §2 UpdateEmail views, §4 "Email update"): the account's email and a
 * field for the new one. The address is checked before anything is sent (spec §5 "Email must be
 * a valid address in … update-email payloads"); then the code to the current address is asked.
 */
export function UpdateEmailWallet() {
  const { runtime } = useAuthView()
  const current = useStore(runtime.$userEmail)
  const update = useStore(runtime.$update)
  const [email, setEmail] = useState(update.newEmail)
  const errorId = useId()
  const t = useAuthT()
  const busy = update.step === 'sending'
  const error = update.step === 'idle' || busy ? update.error : undefined
  if (!current)
    return (
      <section className="gw-stack gw-auth" data-testid="gw-view-UpdateEmailWallet">
        <p className="gw-muted">{t('noEmail')}</p>
      </section>
    )
  const [before, after] = around(t('yourEmail', { email: SLOT }))
  return (
    <View name="UpdateEmailWallet" className="gw-auth">
      <ViewTitle kind="muted">
        {before}
        <bdi className="gw-title">{current}</bdi>
        {after}
      </ViewTitle>
      <EmailForm
        testId="gw-update-email"
        label={t('newEmail')}
        email={email}
        setEmail={setEmail}
        busy={busy}
        error={error}
        errorId={errorId}
        submit={() => {
          runtime.$update.set({ ...update, step: 'sending', error: undefined })
          void runtime.session().then(
            (session) => session.updateEmail(email),
            () =>
              runtime.$update.set({
                ...update,
                step: 'idle',
                error: t('error.AuthFrameLoadError'),
              }),
          )
        }}
        submitLabel={t('save')}
        busyLabel={t('sendingCode')}
        autoFocus
      />
      {error && !busy && (
        <p className="gw-auth-error" id={errorId} role="alert" data-testid="gw-update-email-error">
          {error}
        </p>
      )}
    </View>
  )
}
