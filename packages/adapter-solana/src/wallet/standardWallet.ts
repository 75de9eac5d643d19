import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { UserRejectedRequestError } from '../internal/core.js'
import { isWalletRejection, SolanaWalletFeatureMissingError } from '../internal/errors.js'
import type { SolanaSendOptions, SolanaWallet, WalletChange } from '../types.js'

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

type Feature = Record<string, unknown> & { supportedTransactionVersions?: readonly unknown[] }
// biome-ignore lint/suspicious/noExplicitAny: Wallet Standard features take feature-specific inputs
type Method = (...args: any[]) => Promise<any>

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

const rejections = (error: unknown) =>
  isWalletRejection(error) ? new UserRejectedRequestError({ cause: error }) : error

/** The adapter's view of a Wallet Standard wallet. */
export function fromStandardWallet(wallet: Wallet): SolanaWallet {
  const feature = (name: string) =>
    (wallet.features as Record<string, unknown>)[name] as Feature | undefined
  const method = (name: string, key: string): Method => {
    const fn = feature(name)?.[key]
    if (typeof fn !== 'function') throw new SolanaWalletFeatureMissingError(wallet.name, name)
    return fn as Method
  }
  const account = (address: string): WalletAccount => {
    const found = wallet.accounts.find((a) => a.address === address)
    if (!found) throw new UserRejectedRequestError({ details: `${address} is not authorized` })
    return found
  }
  const call = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn()
    } catch (error) {
      throw rejections(error)
    }
  }
  return {
    name: wallet.name,
    icon: wallet.icon,
    kind: 'standard',
    features: () => Object.keys(wallet.features),
    supportsVersioned() {
      const versions = [
        ...(feature(FEATURES.signTransaction)?.supportedTransactionVersions ?? []),
        ...(feature(FEATURES.signAndSendTransaction)?.supportedTransactionVersions ?? []),
      ]
      return versions.includes(0)
    },
    accounts: () => wallet.accounts.map((a) => a.address),
    connect: (silent) =>
      call(async () => {
        const result = (await method(FEATURES.connect, 'connect')({ silent })) as {
          accounts?: readonly WalletAccount[]
        }
        return (result?.accounts ?? wallet.accounts).map((a) => a.address)
      }),
    async disconnect() {
      // Not every wallet has standard:disconnect: forgetting the connection is then enough.
      const fn = feature(FEATURES.disconnect)?.disconnect
      if (typeof fn === 'function') await (fn as Method)()
    },
    onChange(listener) {
      const on = feature(FEATURES.events)?.on
      if (typeof on !== 'function') return () => {}
      return (on as (event: string, l: (props: Record<string, unknown>) => void) => () => void)(
        'change',
        (properties) => {
          const change: WalletChange = {}
          if (properties.accounts) change.accounts = wallet.accounts.map((a) => a.address)
          if (properties.features) change.features = true
          listener(change)
        },
      )
    },
    signMessage: (address, message) =>
      call(async () => {
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
      call(async () => {
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
      call(async () => {
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
