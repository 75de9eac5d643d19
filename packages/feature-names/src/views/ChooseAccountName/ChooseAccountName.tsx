import { useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { useId } from 'react'
import { push } from '../../internal/core.js'
import { namesState } from '../../state.js'
import { css } from '../styles.js'

/**
 * ChooseAccountName: what a name is for, and 'Choose name' to RegisterAccountName (the entry the
 * Account view offers an embedded-wallet account without a name).
 */
export function ChooseAccountName() {
  useViewStyles('feature-names', css)
  const engine = useEngine()
  const runtime = namesState.get(engine)
  const titleId = useId()
  return (
    <section
      className="gw-stack gw-names"
      aria-labelledby={titleId}
      data-testid="gw-view-ChooseAccountName"
    >
      <div className="gw-names-hero">
        <span className="gw-names-badge" aria-hidden="true">
          @
        </span>
        <h2 className="gw-title" id={titleId}>
          Choose your account name
        </h2>
        <p className="gw-muted">
          Say goodbye to 0x addresses: a name like <bdi>yourname.{runtime.zone}</bdi> is easier to
          share and to send to.
        </p>
      </div>
      <button
        type="button"
        className="gw-btn"
        data-testid="gw-name-choose"
        onClick={() => push(engine, 'RegisterAccountName')}
      >
        Choose name
      </button>
    </section>
  )
}
