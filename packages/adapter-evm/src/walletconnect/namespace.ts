import type { RemoteWalletCapability } from '../internal/core.js'

/**
 * The EVM adapter's `walletConnect` capability: the CAIP-25 methods and events a pairing asks
 * an EVM wallet for, and the EIP-1193 provider over a session, whose code loads with `import()`
 * only once a session exists (so the adapter's up-front size does not carry it).
 */
export const EIP155_WALLETCONNECT: RemoteWalletCapability = {
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
  createProvider: (bridge, preferredChain) =>
    import('./createEip155Provider.js').then((m) => m.createEip155Provider(bridge, preferredChain)),
}
