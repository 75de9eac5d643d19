import { useAccount, useProvider } from '@gangway/modal-shell'
import { useState } from 'react'
import { createPublicClient, custom, type Hex, recoverMessageAddress, toHex } from 'viem'

const DEFAULT_MESSAGE =
  'Welcome to Gangway Swap!\n\nSign this message to prove you own this address. It costs no gas.'

type Result =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'signed'; signature: Hex; valid: boolean }
  | { status: 'error'; message: string }

/**
 * Signs with the connected wallet through `useProvider({ namespace: 'eip155' })`: personal_sign is an unsafe
 * request, so the modal shows ApproveTransaction first, then the wallet signs. The signature is
 * checked locally with viem; one that is not the address's own key (a contract account, e.g.
 * the embedded wallet's smart account) is checked by ERC-1271 with an eth_call through the
 * same provider.
 */
export function SignMessageCard() {
  const { provider } = useProvider({ namespace: 'eip155' })
  const { address, isConnected } = useAccount({ namespace: 'eip155' })
  const [message, setMessage] = useState(DEFAULT_MESSAGE)
  const [result, setResult] = useState<Result>({ status: 'idle' })

  const sign = async () => {
    if (!provider || !address) return
    setResult({ status: 'pending' })
    try {
      const signature = (await provider.request({
        method: 'personal_sign',
        params: [toHex(message), address as Hex],
      })) as Hex
      const signer = await recoverMessageAddress({ message, signature })
      const valid =
        signer.toLowerCase() === address.toLowerCase() ||
        (await createPublicClient({ transport: custom(provider) })
          .verifyMessage({ address: address as Hex, message, signature })
          .catch(() => false))
      setResult({ status: 'signed', signature, valid })
    } catch (error) {
      setResult({ status: 'error', message: (error as Error).message.split('\n')[0]! })
    }
  }

  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <label className="field">
        <span className="muted small">Message</span>
        <textarea
          rows={4}
          value={message}
          data-testid="demo-sign-message"
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="primary"
        data-testid="demo-sign"
        disabled={!isConnected || !provider || result.status === 'pending'}
        onClick={sign}
      >
        {result.status === 'pending' ? 'Waiting for approval…' : 'Sign a message'}
      </button>
      {!isConnected && <p className="muted small">Connect a wallet first.</p>}
      {result.status === 'signed' && (
        <div className="result" data-testid="demo-signature-result">
          <p className={result.valid ? 'ok' : 'bad'} data-testid="demo-signature-valid">
            {result.valid ? '✓ Valid signature from your address' : '✗ Signature does not match'}
          </p>
          <code className="mono wrap" data-testid="demo-signature">
            {result.signature}
          </code>
        </div>
      )}
      {result.status === 'error' && (
        <p className="bad small" role="alert" data-testid="demo-sign-error">
          {result.message}
        </p>
      )}
    </section>
  )
}
