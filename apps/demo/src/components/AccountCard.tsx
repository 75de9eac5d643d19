import { formatBalance } from '@gangway/core'
import { useAccount, useDisconnect, useNetwork, useWalletInfo } from '@gangway/modal-shell'

/** What the host app sees through the hooks: address, network, balance, wallet (of the active namespace). */
export function AccountCard() {
  const account = useAccount()
  const { network } = useNetwork()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  const symbol = account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''
  return (
    <section className="card" data-testid="demo-account" aria-labelledby="account-title">
      <h2 id="account-title">Your account</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="demo-account-status">{account.status}</dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="demo-account-address">
          {account.address ?? '—'}
        </dd>
        <dt>Network</dt>
        <dd data-testid="demo-account-network">
          {network ? `${network.name} (chain ${network.id})` : '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-account-balance">
          {!account.isConnected
            ? '—'
            : account.balanceLoading
              ? 'loading…'
              : formatBalance(account.balance ?? '0', symbol)}
        </dd>
        <dt>Wallet</dt>
        <dd data-testid="demo-account-wallet">{walletInfo?.name ?? '—'}</dd>
      </dl>
      {account.isConnected && (
        <button type="button" className="secondary" onClick={() => disconnect()}>
          Disconnect from the page
        </button>
      )}
    </section>
  )
}
