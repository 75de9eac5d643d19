import {
  AdapterNotFoundError,
  type CaipNetworkId,
  type ChainNamespace,
  type Engine,
} from '../internal/core.js'

/** What a session proposal asks of one namespace (CAIP-25 `optionalNamespaces`). */
export type ProposalNamespace = { chains: CaipNetworkId[]; methods: string[]; events: string[] }

/** The methods and events each adapter family supports over a remote session. */
export const NAMESPACE_CAPABILITIES: Partial<
  Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }>
> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ],
    events: [],
  },
  bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt'], events: [] },
}

/**
 * The namespaces a pairing proposes: the configured networks grouped by namespace, for each
 * namespace whose adapter accepts remote connectors, with that family's methods and events.
 *
 * @throws AdapterNotFoundError when no configured adapter can take a remote wallet.
 * @example
 * buildNamespaces(engine)
 * // { eip155: { chains: ['eip155:1', 'eip155:8453'], methods: ['personal_sign', …], events: […] } }
 */
export function buildNamespaces(
  engine: Pick<Engine, 'adapters' | 'config'>,
): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const namespaces: Partial<Record<ChainNamespace, ProposalNamespace>> = {}
  for (const [namespace, adapter] of engine.adapters) {
    const capabilities = NAMESPACE_CAPABILITIES[namespace]
    if (!capabilities || !adapter.addRemoteConnector) continue
    const chains = engine.config.networks
      .filter((network) => network.chainNamespace === namespace)
      .map((network) => network.caipNetworkId)
    if (!chains.length) continue
    namespaces[namespace] = {
      chains,
      methods: [...capabilities.methods],
      events: [...capabilities.events],
    }
  }
  if (!Object.keys(namespaces).length) {
    throw new AdapterNotFoundError({ details: 'no configured adapter accepts remote wallets' })
  }
  return namespaces
}
