import {
  Button,
  Img,
  type Translate,
  useEngine,
  useT,
  useViewStyles,
  View,
  ViewTitle,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { SiwxSignMessageError } from '../../errors.js'
import { cancelSignIn } from '../../flow/cancelSignIn.js'
import { signIn } from '../../flow/signIn.js'
import { BaseError, type Engine, walletMessage } from '../../internal/core.js'
import { siwxMessages } from '../../messages.js'
import { siwxState } from '../../state.js'
import { css } from '../styles.js'

/**
 * What the view says under 'Error signing message': one of this package's errors by its class
 * (`error.<name>`), else core's text for a Gangway error (a declined request…), in the locale
 * shown; nothing more for a plain failed signing, or for anything that is not a Gangway error.
 */
function reasonOf(
  engine: Engine,
  t: Translate<typeof siwxMessages>,
  error: unknown,
): string | undefined {
  if (!(error instanceof BaseError) || error instanceof SiwxSignMessageError) return undefined
  const key = `error.${error.name}`
  return key in siwxMessages ? t(key as keyof typeof siwxMessages) : walletMessage(error, engine)
}

/**
 * SIWXSignMessage (spec §2, §4): the dapp's and the wallet's icons, '<dapp name> needs to connect
 * to your wallet', what signing does, Cancel ('Cancelling…') and Sign ('Signing…'). A failure
 * shows 'Error signing message' with the reason, and Sign tries again.
 */
export function SIWXSignMessage() {
  useViewStyles('feature-siwx', css)
  const engine = useEngine()
  const t = useT('siwx', siwxMessages)
  const runtime = siwxState.get(engine)
  const status = useStore(runtime.$status)
  const error = useStore(runtime.$error)
  const account = useStore(engine.$account)
  const metadata = engine.config.metadata
  const dapp = metadata?.name || t('thisApp')
  const wallet = account?.connectedWalletInfo
  const busy = status !== 'idle'
  const reason = reasonOf(engine, t, error)
  const [before, after] = t('needsToConnect').split('{dapp}')
  return (
    <View name="SIWXSignMessage" className="gw-siwx" busy={busy}>
      <div className="gw-siwx-icons" aria-hidden="true">
        <Img src={metadata?.icons[0]} name={dapp} size={64} />
        <Img src={wallet?.icon} name={wallet?.name ?? t('wallet')} size={64} />
      </div>
      <ViewTitle>
        {before}
        <bdi>{dapp}</bdi>
        {after}
      </ViewTitle>
      <p className="gw-muted">
        {t(runtime.options.required ? 'intro.required' : 'intro.optional')}
      </p>
      {error !== undefined && (
        <p className="gw-siwx-error" role="alert" data-testid="gw-siwx-error">
          <strong>{t('signFailed')}</strong>
          {reason ?? null}
        </p>
      )}
      <div className="gw-siwx-actions">
        <Button
          kind="secondary"
          data-testid="gw-siwx-cancel"
          disabled={busy}
          onClick={() => void cancelSignIn(engine, runtime)}
        >
          {t(status === 'cancelling' ? 'cancelling' : 'cancel')}
        </Button>
        <Button
          data-testid="gw-siwx-sign"
          disabled={busy}
          onClick={() => void signIn(engine, runtime)}
        >
          {t(status === 'signing' ? 'signing' : 'sign')}
        </Button>
      </div>
    </View>
  )
}
