import { useAccount, useProvider } from '@gangway/modal-shell'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { useState } from 'react'

type Result =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'signed'; signature: string; valid: boolean }
  | { status: 'error'; message: string }

/**
 * Signs with the connected Solana wallet through `useProvider({ namespace: 'solana' })`: solana_signMessage is
 * unsafe (spec §6), so the modal shows ApproveTransaction first. The ed25519 signature is checked
 * locally against the account's public key.
 */
export function SolanaSignCard() {
  const { provider } = useProvider({ namespace: 'solana' })
  const { address, isConnected } = useAccount({ namespace: 'solana' })
  const [message, setMessage] = useState('Welcome to Gangway Swap on Solana!')
  const [result, setResult] = useState<Result>({ status: 'idle' })

  const sign = async () => {
    if (!provider || !address) return
    setResult({ status: 'pending' })
    try {
      const bytes = new TextEncoder().encode(message)
      const { signature } = (await provider.request({
        method: 'solana_signMessage',
        params: { message: bs58.encode(bytes), pubkey: address },
      })) as { signature: string }
      const valid = ed25519.verify(bs58.decode(signature), bytes, bs58.decode(address))
      setResult({ status: 'signed', signature, valid })
    } catch (error) {
      setResult({ status: 'error', message: (error as Error).message.split('\n')[0]! })
    }
  }

  return (
    <section className="card" aria-labelledby="solana-sign-title">
      <h2 id="solana-sign-title">Sign a message with Solana</h2>
      <p className="muted small mono wrap" data-testid="demo-solana-address">
        {address ?? 'No Solana account connected'}
      </p>
      <label className="field">
        <span className="muted small">Message</span>
        <textarea
          rows={2}
          value={message}
          data-testid="demo-solana-sign-message"
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="primary"
        data-testid="demo-solana-sign"
        disabled={!isConnected || !provider || result.status === 'pending'}
        onClick={sign}
      >
        {result.status === 'pending' ? 'Waiting for approval…' : 'Sign with Solana'}
      </button>
      {result.status === 'signed' && (
        <div className="result" data-testid="demo-solana-signature-result">
          <p className={result.valid ? 'ok' : 'bad'} data-testid="demo-solana-signature-valid">
            {result.valid
              ? '✓ Valid ed25519 signature from your account'
              : '✗ Signature does not match'}
          </p>
          <code className="mono wrap" data-testid="demo-solana-signature">
            {result.signature}
          </code>
        </div>
      )}
      {result.status === 'error' && (
        <p className="bad small" role="alert" data-testid="demo-solana-sign-error">
          {result.message}
        </p>
      )}
    </section>
  )
}
