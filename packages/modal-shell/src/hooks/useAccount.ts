import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import type { AccountState, ChainNamespace } from '../internal/core.js'

/** What `useAccount` accepts. */
export type UseAccountParameters = { namespace?: ChainNamespace }

/** What `useAccount` returns: the account state of spec §3, plus `isConnected`. */
export type UseAccountReturnType = Partial<AccountState> & {
  namespace: ChainNamespace
  isConnected: boolean
  status: AccountState['status']
}

/**
 * The account of a namespace (default: the active one).
 *
 * @example
 * import { useAccount } from '@gangway/modal-shell'
 * const { address, isConnected } = useAccount({ namespace: 'eip155' })
 */
export function useAccount(params: UseAccountParameters = {}): UseAccountReturnType {
  const engine = useEngine()
  const active = useStore(engine.$activeNamespace)
  const namespace = params.namespace ?? active
  const account = useStore(engine.$accounts, { keys: [namespace] })[namespace]
  return {
    ...account,
    namespace,
    status: account?.status ?? 'disconnected',
    isConnected: account?.status === 'connected' && Boolean(account.address),
  }
}
