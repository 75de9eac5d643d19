import { Button, Spinner, useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { reset } from '../../internal/core.js'
import { namesState } from '../../state.js'
import { css } from '../styles.js'

/**
 * RegisterAccountNameSuccess (spec §2, §4): pushed as the registration starts, it shows the
 * signature and the registration in progress, then the name chosen; a failure goes back to
 * RegisterAccountName before it shows anything else.
 */
export function RegisterAccountNameSuccess() {
  useViewStyles('feature-names', css)
  const engine = useEngine()
  const runtime = namesState.get(engine)
  const pending = useStore(runtime.$pending)
  const registered = useStore(runtime.$registered)
  const titleId = useId()
  if (pending || !registered)
    return (
      <section
        className="gw-stack gw-names"
        aria-labelledby={titleId}
        aria-busy="true"
        data-testid="gw-view-RegisterAccountNameSuccess"
        data-state="pending"
      >
        <div className="gw-names-hero">
          <Spinner label="Registering" size={40} />
          <h2 className="gw-title" id={titleId}>
            Registering <bdi>{pending}</bdi>
          </h2>
          <p className="gw-muted">Sign the message in your wallet to confirm the name.</p>
        </div>
      </section>
    )
  return (
    <section
      className="gw-stack gw-names"
      aria-labelledby={titleId}
      data-testid="gw-view-RegisterAccountNameSuccess"
      data-state="done"
    >
      <div className="gw-names-hero">
        <span className="gw-names-badge" aria-hidden="true">
          ✓
        </span>
        <h2 className="gw-title" id={titleId}>
          Account name chosen successfully
        </h2>
        <p className="gw-names-name" data-testid="gw-name-registered">
          <bdi>{registered}</bdi>
        </p>
        <p className="gw-muted">You can now receive crypto at your new name.</p>
      </div>
      <Button data-testid="gw-name-done" onClick={() => reset(engine, 'Account')}>
        Back to account
      </Button>
    </section>
  )
}
