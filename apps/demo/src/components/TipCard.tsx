import { useAccount, useModal } from '@gangway/modal-shell'
import { devstack } from '../devstack'

/** The pool's "treasury": anvil's well-known dev account #9 (no key in the test wallet). */
const TREASURY = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/**
 * A host opening Send with fixed arguments: 1 TUSD (the devstack's 6-decimals token on
 * Ethereum) to the demo's "treasury" (dev account #9). The modal shows read-only fields, and
 * ends on Account, as every send that starts (spec §2).
 */
export function TipCard() {
  const { isConnected } = useAccount({ namespace: 'eip155' })
  const { open } = useModal()
  const tusd = devstack?.chains.find((c) => c.chainId === 1)?.contracts.tusd
  const treasury = TREASURY
  return (
    <section className="card" aria-labelledby="tip-title">
      <h2 id="tip-title">Tip the pool</h2>
      <p className="muted small">Send 1 TUSD to the pool's treasury from your wallet.</p>
      <button
        type="button"
        className="primary"
        data-testid="demo-tip"
        disabled={!isConnected || !tusd || !treasury}
        onClick={() =>
          open({
            view: 'WalletSend',
            data: {
              amount: '1',
              assetAddress: tusd,
              namespace: 'eip155',
              chainId: '1',
              to: treasury,
            },
          })
        }
      >
        Tip 1 TUSD
      </button>
      {!isConnected && <p className="muted small">Connect a wallet first.</p>}
    </section>
  )
}
