// The app's own page: wagmi hooks only, nothing of Gangway. Each works on whatever connection
// wagmi has, whether the modal made it or wagmi's own useConnect did. The hook names are wagmi 2's,
// which wagmi 3 keeps (useAccount is wagmi 3's useConnection, `connect` its `mutate`), so the one
// file builds on both.
import { type FormEvent, useState } from 'react'
import { type Address, formatUnits, isAddress, parseEther } from 'viem'
import {
  useAccount,
  useBalance,
  useConnect,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  version,
} from 'wagmi'

// Long values (addresses, hashes, signatures) wrap, so the page fits a phone's width.
const row = { margin: '4px 0', overflowWrap: 'anywhere' } as const

/** The first line of a wagmi / viem error (`shortMessage`), as text. */
function errorText(error: Error | null) {
  if (!error) return null
  return (error as Error & { shortMessage?: string }).shortMessage ?? error.message
}

function AccountReadout() {
  const { address, chainId, status, connector } = useAccount()
  const balance = useBalance({ address })
  return (
    <section aria-label="useAccount and useBalance">
      <h2 style={{ fontSize: 16 }}>useAccount</h2>
      <p style={row}>
        status: <output data-testid="wagmi-status">{status}</output>
      </p>
      <p style={row}>
        address: <output data-testid="wagmi-address">{address ?? ''}</output>
      </p>
      <p style={row}>
        chain id: <output data-testid="wagmi-chain-id">{chainId ?? ''}</output>
      </p>
      <p style={row}>
        connector: <output data-testid="wagmi-connector">{connector?.name ?? ''}</output>
      </p>
      <p style={row}>
        useBalance:{' '}
        <output data-testid="wagmi-balance">
          {balance.data
            ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
            : ''}
        </output>
        {balance.error && <span role="alert"> {errorText(balance.error)}</span>}
      </p>
    </section>
  )
}

function SendForm() {
  const { isConnected } = useAccount()
  const [to, setTo] = useState('')
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isAddress(to)) send.sendTransaction({ to: to as Address, value: parseEther('0.01') })
  }
  return (
    <form aria-label="useSendTransaction" onSubmit={submit}>
      <h2 style={{ fontSize: 16 }}>useSendTransaction: 0.01 ETH</h2>
      <label style={{ display: 'block', margin: '4px 0' }}>
        to{' '}
        <input
          data-testid="wagmi-send-to"
          value={to}
          onChange={(event) => setTo(event.target.value.trim())}
          placeholder="0x…"
          style={{ width: '100%', maxWidth: 400, boxSizing: 'border-box' }}
        />
      </label>{' '}
      <button
        type="submit"
        data-testid="wagmi-send"
        disabled={!isConnected || !isAddress(to) || send.isPending}
      >
        Send 0.01 ETH
      </button>
      <p style={row}>
        hash: <output data-testid="wagmi-send-hash">{send.data ?? ''}</output>
      </p>
      <p style={row}>
        receipt: <output data-testid="wagmi-send-receipt">{receipt.data?.status ?? ''}</output>
      </p>
      {(send.error || receipt.error) && (
        <p role="alert" data-testid="wagmi-send-error" style={row}>
          {errorText(send.error ?? receipt.error)}
        </p>
      )}
    </form>
  )
}

function SwitchChain() {
  const { isConnected } = useAccount()
  const { chains, switchChain, error } = useSwitchChain()
  return (
    <section aria-label="useSwitchChain">
      <h2 style={{ fontSize: 16 }}>useSwitchChain</h2>
      {chains.map((chain) => (
        <button
          type="button"
          key={chain.id}
          data-testid={`wagmi-switch-${chain.id}`}
          disabled={!isConnected}
          onClick={() => switchChain({ chainId: chain.id })}
          style={{ marginRight: 8 }}
        >
          {chain.name}
        </button>
      ))}
      {error && (
        <p role="alert" data-testid="wagmi-switch-error" style={row}>
          {errorText(error)}
        </p>
      )}
    </section>
  )
}

function Connectors() {
  const { isConnected } = useAccount()
  const connectors = useConnectors()
  const { connect, error } = useConnect()
  const { disconnect } = useDisconnect()
  return (
    <section aria-label="useConnect and useDisconnect">
      <h2 style={{ fontSize: 16 }}>useConnect (without the modal)</h2>
      <ul data-testid="wagmi-connectors" style={{ paddingLeft: 16 }}>
        {connectors.map((connector) => (
          <li key={connector.uid}>
            <button
              type="button"
              data-testid={`wagmi-connect-${connector.id}`}
              disabled={isConnected}
              onClick={() => connect({ connector })}
            >
              {connector.name}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" data-testid="wagmi-connect-error" style={row}>
          {errorText(error)}
        </p>
      )}
      <button
        type="button"
        data-testid="wagmi-disconnect"
        disabled={!isConnected}
        onClick={() => disconnect()}
      >
        useDisconnect
      </button>
    </section>
  )
}

function SignMessage() {
  const { isConnected } = useAccount()
  const sign = useSignMessage()
  return (
    <section aria-label="useSignMessage">
      <h2 style={{ fontSize: 16 }}>useSignMessage</h2>
      <button
        type="button"
        data-testid="wagmi-sign"
        disabled={!isConnected || sign.isPending}
        onClick={() => sign.signMessage({ message: 'Hello from wagmi' })}
      >
        Sign “Hello from wagmi”
      </button>
      <p style={row}>
        signature: <output data-testid="wagmi-signature">{sign.data ?? ''}</output>
      </p>
      {sign.error && (
        <p role="alert" data-testid="wagmi-sign-error" style={row}>
          {errorText(sign.error)}
        </p>
      )}
    </section>
  )
}

/** The panel: every wagmi hook the example shows, and which wagmi this build has. */
export function WagmiPanel() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <p style={row}>
        wagmi <output data-testid="wagmi-version">{version}</output>
      </p>
      <AccountReadout />
      <SendForm />
      <SwitchChain />
      <Connectors />
      <SignMessage />
    </div>
  )
}
