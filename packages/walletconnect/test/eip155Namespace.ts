import { evmAdapter } from '@gangway/adapter-evm'

/**
 * The eip155 namespace a pairing asks for over `chains`: the EVM adapter's own methods and
 * events, read from the adapter, as buildNamespaces must. Which methods those are (never
 * `eth_sign`) is adapter-evm's to test (createEip155Provider.test, rpc.test), not copied here.
 */
export async function eip155Namespace(chains: readonly string[]) {
  const support = await evmAdapter().create().walletConnect?.load()
  if (!support) throw new Error('the EVM adapter lost its walletConnect capability')
  return { eip155: { chains, methods: [...support.methods], events: [...support.events] } }
}
