import { Button, useEngine, useViewStyles, View, ViewTitle } from '@gangway/modal-shell/kit'
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
  return (
    <View name="ChooseAccountName" className="gw-names">
      <div className="gw-names-hero">
        <span className="gw-names-badge" aria-hidden="true">
          @
        </span>
        <ViewTitle>Choose your account name</ViewTitle>
        <p className="gw-muted">
          Say goodbye to 0x addresses: a name like <bdi>yourname.{runtime.zone}</bdi> is easier to
          share and to send to.
        </p>
      </div>
      <Button data-testid="gw-name-choose" onClick={() => push(engine, 'RegisterAccountName')}>
        Choose name
      </Button>
    </View>
  )
}
