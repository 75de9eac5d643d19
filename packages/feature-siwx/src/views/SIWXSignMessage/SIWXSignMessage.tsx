import { Button, Img, useEngine, useViewStyles, View, ViewTitle } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { SIWX_MESSAGES } from '../../constants.js'
import { cancelSignIn } from '../../flow/cancelSignIn.js'
import { signIn } from '../../flow/signIn.js'
import { BaseError } from '../../internal/core.js'
import { siwxState } from '../../state.js'
import { css } from '../styles.js'

/**
 * SIWXSignMessage (spec §2, §4): the dapp's and the wallet's icons, '<dapp name> needs to connect
 * to your wallet', what signing does, Cancel ('Cancelling…') and Sign ('Signing…'). A failure
 * shows 'Error signing message' with the reason, and Sign tries again.
 */
export function SIWXSignMessage() {
  useViewStyles('feature-siwx', css)
  const engine = useEngine()
  const runtime = siwxState.get(engine)
  const status = useStore(runtime.$status)
  const error = useStore(runtime.$error)
  const account = useStore(engine.$account)
  const metadata = engine.config.metadata
  const dapp = metadata?.name || 'This app'
  const wallet = account?.connectedWalletInfo
  const busy = status !== 'idle'
  const reason = error instanceof BaseError ? error.shortMessage : undefined
  return (
    <View name="SIWXSignMessage" className="gw-siwx" busy={busy}>
      <div className="gw-siwx-icons" aria-hidden="true">
        <Img src={metadata?.icons[0]} name={dapp} size={64} />
        <Img src={wallet?.icon} name={wallet?.name ?? 'Wallet'} size={64} />
      </div>
      <ViewTitle>
        <bdi>{dapp}</bdi> needs to connect to your wallet
      </ViewTitle>
      <p className="gw-muted">
        Sign this message to prove you own this wallet and proceed.{' '}
        {runtime.options.required
          ? 'Cancelling will disconnect you.'
          : 'You can cancel and stay connected without signing in.'}
      </p>
      {error !== undefined && (
        <p className="gw-siwx-error" role="alert" data-testid="gw-siwx-error">
          <strong>{SIWX_MESSAGES.signFailed}</strong>
          {reason && reason !== SIWX_MESSAGES.signFailed ? reason : null}
        </p>
      )}
      <div className="gw-siwx-actions">
        <Button
          kind="secondary"
          data-testid="gw-siwx-cancel"
          disabled={busy}
          onClick={() => void cancelSignIn(engine, runtime)}
        >
          {status === 'cancelling' ? 'Cancelling…' : 'Cancel'}
        </Button>
        <Button
          data-testid="gw-siwx-sign"
          disabled={busy}
          onClick={() => void signIn(engine, runtime)}
        >
          {status === 'signing' ? 'Signing…' : 'Sign'}
        </Button>
      </div>
    </View>
  )
}
