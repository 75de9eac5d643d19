import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { callWallet, standardWallet } from '../internal/core.js'
import { BitcoinWalletFeatureMissingError } from '../internal/errors.js'
import type { BitcoinAccount, BitcoinPurpose, BitcoinWallet } from '../types.js'

/** Feature names of the Wallet Standard and its Bitcoin extension. */
const FEATURES = {
  connect: 'bitcoin:connect',
  events: 'standard:events',
  signMessage: 'bitcoin:signMessage',
  signTransaction: 'bitcoin:signTransaction',
} as const

/** Whether a registered wallet counts as a Bitcoin wallet: `bitcoin:connect` and `standard:events`. */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  const names = Object.keys(wallet.features)
  return names.includes(FEATURES.connect) && names.includes(FEATURES.events)
}

const HEX = '0123456789abcdef'
const toHex = (bytes: unknown) =>
  bytes instanceof Uint8Array
    ? Array.from(bytes, (b) => HEX[b >> 4]! + HEX[b & 15]!).join('')
    : typeof bytes === 'string'
      ? bytes
      : ''
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

// A p2tr address (bc1p / tb1p / bcrt1p) is an ordinals address when the wallet does not say.
const TAPROOT = /^(bc|tb|bcrt)1p/i
const BECH32_OR_BASE58 =
  /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,39})$/

/**
 * The accounts of a wallet's answer, labelled by their `purpose` field (payment when absent,
 * unless the address is taproot). Untrusted: anything that is not an address is left out.
 */
export function toAccounts(accounts: readonly unknown[]): BitcoinAccount[] {
  const out: BitcoinAccount[] = []
  for (const a of accounts) {
    if (!a || typeof a !== 'object') continue
    const { address, publicKey, purpose } = a as Record<string, unknown>
    if (typeof address !== 'string' || !BECH32_OR_BASE58.test(address)) continue
    const labelled: BitcoinPurpose =
      purpose === 'ordinals' || purpose === 'payment'
        ? purpose
        : TAPROOT.test(address)
          ? 'ordinals'
          : 'payment'
    if (!out.some((o) => o.address === address))
      out.push({ address, publicKey: toHex(publicKey), purpose: labelled })
  }
  return out
}

const missing = (wallet: string, feature: string) =>
  new BitcoinWalletFeatureMissingError(wallet, feature)

/** The adapter's view of a Wallet Standard bitcoin wallet. */
export function fromStandardWallet(wallet: Wallet): BitcoinWallet {
  const w = standardWallet(wallet, missing)
  const { method, account } = w
  const accounts = () => toAccounts(wallet.accounts)
  return {
    name: wallet.name,
    icon: wallet.icon,
    features: w.names,
    accounts,
    connect: (purposes) =>
      callWallet(async () => {
        const result = (await method(FEATURES.connect, 'connect')({ purposes })) as {
          accounts?: readonly WalletAccount[]
        }
        return toAccounts(result?.accounts ?? wallet.accounts)
      }),
    disconnect: w.disconnect,
    onChange: (listener) => w.onChange(listener, accounts),
    signMessage: (address, message, protocol) =>
      callWallet(async () => {
        const [output] = await method(
          FEATURES.signMessage,
          'signMessage',
        )({ account: account(address), message: new TextEncoder().encode(message), protocol })
        const signature = (output as { signature?: unknown } | undefined)?.signature
        if (signature instanceof Uint8Array) return toBase64(signature)
        if (typeof signature === 'string') return signature
        throw new Error(`${wallet.name} returned no signature`)
      }),
    signPsbt: (psbt, inputs, chain) =>
      callWallet(async () => {
        const byAddress = new Map<string, { indexes: number[]; sighash?: number }>()
        for (const input of inputs) {
          const entry = byAddress.get(input.address) ?? { indexes: [] }
          entry.indexes.push(input.index)
          if (input.sighash !== undefined) entry.sighash = input.sighash
          byAddress.set(input.address, entry)
        }
        const [output] = await method(
          FEATURES.signTransaction,
          'signTransaction',
        )({
          psbt,
          chain,
          inputsToSign: [...byAddress].map(([address, { indexes, sighash }]) => ({
            account: account(address),
            signingIndexes: indexes,
            ...(sighash === undefined ? {} : { sigHash: sighash }),
          })),
        })
        const signed = (output as { signedPsbt?: unknown } | undefined)?.signedPsbt
        if (!(signed instanceof Uint8Array)) throw new Error(`${wallet.name} returned no PSBT`)
        return signed
      }),
  }
}
