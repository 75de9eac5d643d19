import { Button, useEngine, useT, useViewStyles, View, ViewTitle } from '@gangway/modal-shell/kit'
import { push } from '../../internal/core.js'
import { namesMessages } from '../../messages.js'
import { namesState } from '../../state.js'
import { around, SLOT } from '../around.js'
import { css } from '../styles.js'

/**
 * ChooseAccountName: what a name is for, and 'Choose name' to RegisterAccountName (the entry the
 * Account view offers an embedded-wallet account without a name).
 */
export function ChooseAccountName() {
  useViewStyles('feature-names', css)
  const engine = useEngine()
  const runtime = namesState.get(engine)
  const t = useT('names', namesMessages)
  const [before, after] = around(t('chooseText', { example: SLOT }))
  return (
    <View name="ChooseAccountName" className="gw-names">
      <div className="gw-names-hero">
        <span className="gw-names-badge" aria-hidden="true">
          @
        </span>
        <ViewTitle>{t('chooseTitle')}</ViewTitle>
        <p className="gw-muted">
          {before}
          <bdi>
            {t('exampleName')}.{runtime.zone}
          </bdi>
          {after}
        </p>
      </div>
      <Button data-testid="gw-name-choose" onClick={() => push(engine, 'RegisterAccountName')}>
        {t('chooseName')}
      </Button>
    </View>
  )
}
