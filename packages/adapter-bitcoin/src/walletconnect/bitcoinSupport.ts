import type { RemoteWalletSupport } from '@gangway/core'
import { createBitcoinSessionProvider } from './createBitcoinSessionProvider.js'

/**
 * What a WalletConnect pairing asks a Bitcoin wallet for (the bip122 namespace of the Reown
 * "Bitcoin RPC reference"), and the provider over its session.
 */
export const bitcoinSupport: RemoteWalletSupport = {
  methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
  events: ['bip122_addressesChanged'],
  createProvider: createBitcoinSessionProvider,
}
