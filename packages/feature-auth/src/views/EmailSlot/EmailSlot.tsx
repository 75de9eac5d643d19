import { Spinner, useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useId, useState } from 'react'
import { authState } from '../../state.js'
import { css } from '../styles.js'

/**
 * The email field on Connect (spec §2 EmailLogin): submitting loads the auth chunk and the
 * login frame (not before), then asks the frame for a code. Errors show under the field.
 */
export function EmailSlot() {
  useViewStyles('feature-auth', css)
  const engine = useEngine()
  const runtime = authState.get(engine)
  const step = useStore(runtime.$step)
  const error = useStore(runtime.$error)
  const [email, setEmail] = useState(runtime.$email.get())
  const errorId = useId()
  const busy = step === 'sending' || step === 'connecting'
  const submit = () => {
    runtime.$error.set(undefined)
    runtime.$step.set('sending')
    runtime.session().then(
      (session) => session.connectEmail(email),
      () => {
        runtime.$step.set('idle')
        runtime.$error.set('Unable to load email login dependency')
      },
    )
  }
  return (
    <section className="gw-slot gw-stack" aria-label="Email" data-testid="gw-slot-email">
      <form
        className="gw-auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) submit()
        }}
      >
        <input
          type="email"
          className="gw-input"
          data-testid="gw-email-input"
          aria-label="Email"
          placeholder="Email"
          autoComplete="email"
          enterKeyHint="go"
          value={email}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className="gw-btn"
          data-testid="gw-email-submit"
          disabled={busy || !email.trim()}
        >
          {busy ? <Spinner /> : 'Continue'}
        </button>
      </form>
      {error && step === 'idle' && (
        <p className="gw-auth-error" id={errorId} role="alert" data-testid="gw-email-error">
          {error}
        </p>
      )}
    </section>
  )
}
