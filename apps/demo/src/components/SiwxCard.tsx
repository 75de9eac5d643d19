import { useSiwxSession } from '@gangway/feature-siwx/host'
import { useAccount } from '@gangway/modal-shell'
import { devstack } from '../devstack'
import { modal } from '../modal'

const enabled = Boolean(modal.engine.config.features.siwx)

/** Links that reload the demo with sign-in on (it is off by default: one-click connects). */
function SiwxModes() {
  return (
    <p className="muted small">
      Sign-in is off. Try it <a href="?siwx=optional">optional</a> or{' '}
      <a href="?siwx=required">required</a>
      {devstack?.siwxServer ? (
        <>
          , or required with the sessions on{' '}
          <a href="?siwx=required&amp;siwxServer=devstack">the devstack's sign-in server</a>
        </>
      ) : null}{' '}
      (reloads the page).
    </p>
  )
}

function SiwxStatus() {
  const session = useSiwxSession()
  const { isConnected } = useAccount()
  if (!session)
    return (
      <p className="muted small" data-testid="demo-siwx-status">
        {isConnected ? 'Connected, not signed in.' : 'Not signed in.'}
      </p>
    )
  return (
    <dl className="small" data-testid="demo-siwx-status">
      <dt>Signed in as</dt>
      <dd className="mono">{session.data.accountAddress}</dd>
      <dt>Network</dt>
      <dd>{session.data.chainId}</dd>
      <dt>Until</dt>
      <dd>{session.data.expirationTime ?? 'no expiry'}</dd>
    </dl>
  )
}

/** Sign in with the wallet (`@gangway/feature-siwx`): the session the host reads. */
export function SiwxCard() {
  return (
    <section className="card" aria-labelledby="siwx-title">
      <h2 id="siwx-title">Sign in with your wallet</h2>
      {enabled ? <SiwxStatus /> : <SiwxModes />}
    </section>
  )
}
