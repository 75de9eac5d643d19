'use client'
// Gangway's React components and hooks run in client components; server components render them.
import { ConnectButton, useAccount } from '@gangway/modal-shell'

export { ConnectButton }

export function AccountStatus() {
  const { address, status } = useAccount()
  return (
    <p data-testid="example-account">
      {address
        ? `${status === 'connected' ? 'Connected' : 'Reconnecting'}: ${address}`
        : 'Not connected'}
    </p>
  )
}
