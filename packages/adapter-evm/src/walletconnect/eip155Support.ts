import type { RemoteWalletSupport } from '@gangway/core'
import { createEip155Provider } from './createEip155Provider.js'

/** What a WalletConnect pairing asks an EVM wallet for, and the provider over its session. */
export const eip155Support: RemoteWalletSupport = {
  methods: [
    // Never eth_sign (a blind signature of any hash) nor another method Gangway refuses.
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
  ],
  events: ['chainChanged', 'accountsChanged'],
  createProvider: createEip155Provider,
}
