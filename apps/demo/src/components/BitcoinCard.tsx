import { useAccount, useProvider } from '@gangway/modal-shell'
import { useState } from 'react'
import { devstack } from '../devstack'

type Result =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'signed'; signature: string; address: string }
  | { status: 'error'; message: string }

const PURPOSE_LABEL: Record<string, string> = { payment: 'Payment', ordinal: 'Ordinals' }

/**
 * The Bitcoin side of the demo, through `useProvider({ namespace: 'bip122' })`: the connected wallet's addresses
 * labelled by purpose (payment, ordinals) with a switch, a BIP-322 message signature (signMessage
 * is unsafe, spec §6: the modal shows ApproveTransaction first) and the regtest's "mine a block".
 */
export function BitcoinCard() {
  const { provider } = useProvider({ namespace: 'bip122' })
  const { address, allAccounts, isConnected } = useAccount({ namespace: 'bip122' })
  const [message, setMessage] = useState('Welcome to Gangway Swap on Bitcoin!')
  const [result, setResult] = useState<Result>({ status: 'idle' })
  const [height, setHeight] = useState<number | undefined>()

  const sign = async () => {
    if (!provider || !address) return
    setResult({ status: 'pending' })
    try {
      const answer = (await provider.request({
        method: 'signMessage',
        params: { address, message, protocol: 'bip322' },
      })) as { signature: string; address: string }
      setResult({ status: 'signed', ...answer })
    } catch (error) {
      setResult({ status: 'error', message: (error as Error).message.split('\n')[0]! })
    }
  }

  const mine = async () => {
    if (!devstack?.bitcoin) return
    const response = await fetch(`${devstack.bitcoin.controlUrl}/mine`, {
      method: 'POST',
      body: '{"blocks":1}',
    })
    setHeight(((await response.json()) as { height: number }).height)
  }

  return (
    <section className="card" aria-labelledby="bitcoin-title" data-testid="demo-bitcoin-card">
      <h2 id="bitcoin-title">Bitcoin (regtest)</h2>
      {isConnected && allAccounts?.length ? (
        <ul className="plain" data-testid="demo-bitcoin-accounts">
          {allAccounts.map((account) => (
            <li key={account.address} data-testid={`demo-bitcoin-account-${account.type}`}>
              <span className="small tag">{PURPOSE_LABEL[account.type] ?? account.type}</span>
              <code className="mono small wrap">{account.address}</code>
              {account.address === address ? (
                <span className="ok small" data-testid="demo-bitcoin-active">
                  active
                </span>
              ) : (
                <button
                  type="button"
                  className="secondary compact"
                  data-testid={`demo-bitcoin-use-${account.type}`}
                  onClick={() =>
                    provider?.request({
                      method: 'selectAccount',
                      params: { address: account.address },
                    })
                  }
                >
                  Use
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No Bitcoin wallet connected</p>
      )}
      <label className="field">
        <span className="muted small">Message</span>
        <textarea
          rows={2}
          value={message}
          data-testid="demo-bitcoin-sign-message"
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="demo-bitcoin-sign"
          disabled={!isConnected || !provider || result.status === 'pending'}
          onClick={sign}
        >
          {result.status === 'pending' ? 'Waiting for approval…' : 'Sign (BIP-322)'}
        </button>
        <button type="button" className="secondary" data-testid="demo-bitcoin-mine" onClick={mine}>
          Mine a block
        </button>
      </div>
      {height !== undefined && (
        <p className="muted small" data-testid="demo-bitcoin-height">
          Block {height} mined
        </p>
      )}
      {result.status === 'signed' && (
        <div className="result" data-testid="demo-bitcoin-signature-result">
          <p className="muted small">BIP-322 signature by {result.address}</p>
          <code className="mono wrap" data-testid="demo-bitcoin-signature">
            {result.signature}
          </code>
        </div>
      )}
      {result.status === 'error' && (
        <p className="bad small" role="alert" data-testid="demo-bitcoin-sign-error">
          {result.message}
        </p>
      )}
    </section>
  )
}
