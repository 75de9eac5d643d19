import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { callWallet, standardWallet } from '../internal/core.js'
import { SolanaWalletFeatureMissingError } from '../internal/errors.js'
import type { SolanaSendOptions, SolanaWallet } from '../types.js'

/** Feature names of the Wallet Standard and its Solana extension. */
export const FEATURES = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const

const SIGNING = [FEATURES.signMessage, FEATURES.signTransaction, FEATURES.signAndSendTransaction]

/**
 * Whether a registered wallet counts as a Solana wallet: `standard:connect`, `standard:events`
 * and at least one Solana signing feature.
 */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  const names = Object.keys(wallet.features)
  return (
    names.includes(FEATURES.connect) &&
    names.includes(FEATURES.events) &&
    SIGNING.some((name) => names.includes(name))
  )
}

const missing = (wallet: string, feature: string) =>
  new SolanaWalletFeatureMissingError(wallet, feature)

/** The adapter's view of a Wallet Standard wallet. */
export function fromStandardWallet(wallet: Wallet): SolanaWallet {
  const w = standardWallet(wallet, missing)
  const { method, account } = w
  const addresses = () => wallet.accounts.map((a) => a.address)
  const versions = (name: string) =>
    (w.feature(name)?.supportedTransactionVersions as readonly unknown[] | undefined) ?? []
  return {
    name: wallet.name,
    icon: wallet.icon,
    kind: 'standard',
    features: w.names,
    supportsVersioned: () =>
      [
        ...versions(FEATURES.signTransaction),
        ...versions(FEATURES.signAndSendTransaction),
      ].includes(0),
    accounts: addresses,
    connect: (silent) =>
      callWallet(async () => {
        const result = (await method(FEATURES.connect, 'connect')({ silent })) as {
          accounts?: readonly WalletAccount[]
        }
        return (result?.accounts ?? wallet.accounts).map((a) => a.address)
      }),
    // Not every wallet has standard:disconnect: forgetting the connection is then enough.
    disconnect: w.disconnect,
    onChange: (listener) => w.onChange(listener, addresses),
    signMessage: (address, message) =>
      callWallet(async () => {
        const [output] = await method(
          FEATURES.signMessage,
          'signMessage',
        )({
          account: account(address),
          message,
        })
        return (output as { signature: Uint8Array }).signature
      }),
    signTransaction: (address, chain, transaction) =>
      callWallet(async () => {
        const [output] = await method(
          FEATURES.signTransaction,
          'signTransaction',
        )({
          account: account(address),
          transaction,
          chain,
        })
        return (output as { signedTransaction: Uint8Array }).signedTransaction
      }),
    signAndSendTransaction: (address, chain, transaction, options: SolanaSendOptions) =>
      callWallet(async () => {
        const [output] = await method(
          FEATURES.signAndSendTransaction,
          'signAndSendTransaction',
        )({
          account: account(address),
          transaction,
          chain,
          options,
        })
        return (output as { signature: Uint8Array }).signature
      }),
  }
}
