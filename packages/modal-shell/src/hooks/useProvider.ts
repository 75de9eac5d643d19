import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import { type ChainNamespace, getProvider } from '../internal/core.js'

/** What `useProvider` returns. */
export type UseProviderReturnType<TProvider = unknown> = {
  /** The raw provider of the current connection (EIP-1193, Wallet Standard…). */
  provider: TProvider | undefined
  /** The connector of the current connection. */
  connectorId: string | undefined
}

/**
 * The raw provider of a namespace's current connection, for hosts that talk to the wallet
 * directly (e.g. with viem). `undefined` while nothing is connected.
 *
 * @example
 * import { useProvider } from '@gangway/modal-shell'
 * import type { EIP1193Provider } from 'viem'
 * const { provider } = useProvider<EIP1193Provider>('eip155')
 */
export function useProvider<TProvider = unknown>(
  namespace: ChainNamespace,
): UseProviderReturnType<TProvider> {
  const engine = useEngine()
  const connectorId = useStore(engine.$connections, { keys: [namespace] })[namespace]?.connectorId
  return {
    provider: connectorId ? (getProvider(engine, namespace) as TProvider) : undefined,
    connectorId,
  }
}
