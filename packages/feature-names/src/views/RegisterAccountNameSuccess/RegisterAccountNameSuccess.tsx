import { Button, Spinner, useEngine, useT, useViewStyles } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { reset } from '../../internal/core.js'
import { namesMessages } from '../../messages.js'
import { namesState } from '../../state.js'
import { around, SLOT } from '../around.js'
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
  const t = useT('names', namesMessages)
  const pending = useStore(runtime.$pending)
  const registered = useStore(runtime.$registered)
  const titleId = useId()
  if (pending || !registered) {
    const [before, after] = around(t('registeringName', { name: SLOT }))
    return (
      <section
        className="gw-stack gw-names"
        aria-labelledby={titleId}
        aria-busy="true"
        data-testid="gw-view-RegisterAccountNameSuccess"
        data-state="pending"
      >
        {/* First in both returns, so React keeps the node: the success is heard where the
            progress was said. */}
        <p className="gw-sr" role="status" aria-live="polite" data-testid="gw-name-status">
          {t('registeringStatus', { name: pending ?? '' })}
        </p>
        <div className="gw-names-hero">
          <Spinner label={t('registering')} size={40} />
          <h2 className="gw-title" id={titleId}>
            {before}
            <bdi>{pending}</bdi>
            {after}
          </h2>
          <p className="gw-muted">{t('signToConfirm')}</p>
        </div>
      </section>
    )
  }
  return (
    <section
      className="gw-stack gw-names"
      aria-labelledby={titleId}
      data-testid="gw-view-RegisterAccountNameSuccess"
      data-state="done"
    >
      <p className="gw-sr" role="status" aria-live="polite" data-testid="gw-name-status">
        {t('successStatus', { name: registered })}
      </p>
      <div className="gw-names-hero">
        <span className="gw-names-badge" aria-hidden="true">
          ✓
        </span>
        <h2 className="gw-title" id={titleId}>
          {t('success')}
        </h2>
        <p className="gw-names-name" data-testid="gw-name-registered">
          <bdi>{registered}</bdi>
        </p>
        <p className="gw-muted">{t('receiveAtName')}</p>
      </div>
      <Button data-testid="gw-name-done" onClick={() => reset(engine, 'Account')}>
        {t('backToAccount')}
      </Button>
    </section>
  )
}
