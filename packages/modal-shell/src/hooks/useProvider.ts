import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import { type ChainNamespace, getProvider, type ProviderOf } from '../internal/core.js'

/** What `useProvider` takes. */
export type UseProviderParameters<N extends ChainNamespace = ChainNamespace> = {
  /** The namespace whose connection's provider to return (`'eip155'`, `'solana'`, `'bip122'`). */
  namespace: N
}

/** What `useProvider` returns. */
export type UseProviderReturnType<TProvider = unknown> = {
  /** The raw provider of the current connection (EIP-1193, Wallet Standard…). */
  provider: TProvider | undefined
  /** The connector of the current connection. */
  connectorId: string | undefined
}

/**
 * The provider of a namespace's current connection, for hosts that talk to the wallet directly
 * (e.g. with viem), gated by its adapter (spec §6). `undefined` while nothing is connected. Its
 * type is the one the namespace's adapter declares (`NamespaceProviders`): adapter-evm's
 * `Eip1193Provider` for `'eip155'`, `SolanaProvider`, `BitcoinProvider`.
 *
 * @example
 * import { useProvider } from '@gangway/modal-shell'
 * const { provider } = useProvider({ namespace: 'eip155' })
 * await provider?.request({ method: 'personal_sign', params: [message, address] })
 */
export function useProvider<N extends ChainNamespace>({
  namespace,
}: UseProviderParameters<N>): UseProviderReturnType<ProviderOf<N>> {
  const engine = useEngine()
  const connectorId = useStore(engine.$connections, { keys: [namespace] })[namespace]?.connectorId
  return {
    provider: connectorId ? getProvider(engine, namespace) : undefined,
    connectorId,
  }
}
