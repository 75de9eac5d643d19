import { devstack } from '../devstack'
import { RemoteWalletHelper } from './RemoteWalletHelper'

/** Where the page's chains and wallet come from (or how to start them). */
export function DevstackPanel() {
  if (!devstack) {
    return (
      <aside className="banner" role="status" data-testid="demo-devstack-missing">
        No devstack is running, so there is no test wallet and no local chain. Run{' '}
        <code>npm start</code> from the repository root.
      </aside>
    )
  }
  return (
    <aside className="devstack muted small" data-testid="demo-devstack">
      <strong>Devstack</strong>
      {devstack.chains.map((c) => (
        <span key={c.chainId}>
          {c.name} ({c.chainId}) <code>{c.rpcUrl}</code>
        </span>
      ))}
      <span>
        Test wallet accounts: <code>{devstack.accounts.join(', ')}</code>
      </span>
      {devstack.walletConnect ? (
        <span>
          Remote wallet (WalletConnect): <code>{devstack.walletConnect.address}</code>
          {devstack.walletConnect.solanaAddress ? (
            <>
              {' '}
              and on Solana <code>{devstack.walletConnect.solanaAddress}</code>
            </>
          ) : null}
        </span>
      ) : null}
      <RemoteWalletHelper />
    </aside>
  )
}
