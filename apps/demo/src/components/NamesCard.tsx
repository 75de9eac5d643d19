import { useAccount, useModal } from '@gangway/modal-shell'

/**
 * Account names (`@gangway/feature-names`): the host opens the name views for any EVM account
 * (the Account view's own entry is for embedded-wallet accounts without a name).
 */
export function NamesCard() {
  const { isConnected } = useAccount({ namespace: 'eip155' })
  const { open } = useModal()
  return (
    <section className="card" aria-labelledby="names-title">
      <h2 id="names-title">Your account name</h2>
      <p className="muted small">
        Register <span className="mono">yourname.reown.id</span> for the connected account: the
        wallet signs a message, the devstack's name service checks it and the name replaces the
        address everywhere. The test wallet's two accounts already own names (the view says so); a
        fresh account, such as a contract wallet the wallet adds, can register one.
      </p>
      <button
        type="button"
        className="primary"
        data-testid="demo-names-open"
        disabled={!isConnected}
        onClick={() => open({ view: 'ChooseAccountName' })}
      >
        Choose an account name
      </button>
    </section>
  )
}
