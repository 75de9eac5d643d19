import { useAccount, useModal, useNetwork } from '@gangway/modal-shell'
import { useState } from 'react'

/**
 * The page's main widget: a swap form that hands its amount to the modal's Swap (the swaps
 * feature, on the devstack's Uniswap V2 pools): `open({ view: 'Swap', data })`.
 */
export function SwapCard() {
  const { isConnected } = useAccount()
  const { network } = useNetwork()
  const { open } = useModal()
  const [amount, setAmount] = useState('0.1')
  const symbol = network?.nativeCurrency.symbol ?? 'ETH'
  return (
    <section className="card swap" aria-labelledby="swap-title">
      <h2 id="swap-title">Swap</h2>
      <label className="token-row">
        <span className="muted small">You pay</span>
        <span className="token-input">
          <input
            inputMode="decimal"
            value={amount}
            aria-label="Amount to pay"
            onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))}
          />
          <span className="token">{symbol}</span>
        </span>
      </label>
      <div className="swap-arrow" aria-hidden="true">
        ↓
      </div>
      <div className="token-row">
        <span className="muted small">You receive</span>
        <span className="token-input">
          <input value="" placeholder="—" readOnly aria-label="Amount to receive" />
          <span className="token">TUSD</span>
        </span>
      </div>
      {isConnected ? (
        <button
          type="button"
          className="primary wide"
          data-testid="demo-swap-open"
          onClick={() =>
            open({ view: 'Swap', arguments: { fromToken: symbol, toToken: 'TUSD', amount } })
          }
        >
          Swap in the modal
        </button>
      ) : (
        <button type="button" className="primary wide" onClick={() => open()}>
          Connect wallet
        </button>
      )}
    </section>
  )
}
