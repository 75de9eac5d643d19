import type { RemoteWalletSupport } from '../internal/core.js'

/**
 * What a WalletConnect pairing asks a Solana wallet for. Without `createProvider` the
 * remote-wallet client hands the adapter a plain provider (accounts from the session, requests
 * to the wallet); the adapter's WalletConnect connector is not built yet (see the README).
 */
export const solanaSupport: RemoteWalletSupport = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  events: [],
}
