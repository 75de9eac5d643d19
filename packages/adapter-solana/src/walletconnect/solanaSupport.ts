import type { RemoteWalletSupport } from '@gangway/core'
import { createSolanaSessionProvider } from './createSolanaSessionProvider.js'

/** What a WalletConnect pairing asks a Solana wallet for, and the provider over its session. */
export const solanaSupport: RemoteWalletSupport = {
  methods: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  events: ['accountsChanged', 'chainChanged'],
  createProvider: createSolanaSessionProvider,
}
