import type { CaipNetworkId, RemoteSessionBridge, RemoteSessionProvider } from '@gangway/core'
import bs58 from 'bs58'
import * as v from 'valibot'
import { fromBase64, toBase64 } from '../actions/base64.js'
import { transactionMessage, withSignature } from '../actions/transactionBytes.js'
import { createSession, type RemoteWalletInfo } from '../internal/core.js'
import { SolanaRpcError } from '../internal/errors.js'
import { normalizeSolanaChainId } from '../networks/walletChain.js'
import type { SolanaWallet } from '../types.js'

/** The session provider, with the adapter's wallet view of it (see `addRemoteConnector`). */
export type SolanaSessionProvider = RemoteSessionProvider & {
  toWallet(info: RemoteWalletInfo): SolanaWallet & { chains(): string[] }
}

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const Base58 = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), v.maxLength(2048))
const Base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/), v.maxLength(16384))
const SignatureAnswer = v.object({ signature: Base58 })
// Wallets answer solana_signTransaction with `{ signature }`, `{ transaction }` or both.
const SignedAnswer = v.union([
  v.object({ transaction: Base64, signature: v.optional(Base58) }),
  v.object({ signature: Base58 }),
])

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * The Solana adapter's provider over a WalletConnect session (its `walletConnect` capability's
 * `createProvider`). The session's chains and accounts are read with the older WalletConnect ids
 * of mainnet and devnet taken as the current ones; requests go to the granted chain of the
 * visitor's active network (else `preferredChain`, else the first granted), under the id the
 * wallet granted. Account queries answer from the session; `accountsChanged` follows session
 * updates and wallet events; `disconnect` follows the session's end.
 *
 * `toWallet` gives the adapter's wallet view: message and transaction signing in the solana
 * namespace's shapes, answers checked (a signed transaction must carry the message it was given).
 *
 * @example
 * const provider = createSolanaSessionProvider(bridge, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
 * await provider.request({ method: 'solana_getAccounts' }) // [{ pubkey: '…' }]
 */
export function createSolanaSessionProvider(
  bridge: RemoteSessionBridge,
  preferredChain?: CaipNetworkId,
): SolanaSessionProvider {
  const session = createSession(bridge, {
    label: 'solana',
    family: 'Solana',
    preferredChain,
    sameChain: (granted, wanted) =>
      normalizeSolanaChainId(granted) === normalizeSolanaChainId(wanted),
    // Session methods and the Wallet Standard features they stand for.
    features: {
      always: ['standard:connect', 'standard:events'],
      byMethod: {
        solana_signMessage: 'solana:signMessage',
        solana_signTransaction: 'solana:signTransaction',
        solana_signAndSendTransaction: 'solana:signAndSendTransaction',
      },
    },
    answerError: (message, p) => new SolanaRpcError(message, p),
  })
  const { malformed } = session
  const signatureBytes = (method: string, answer: unknown): Uint8Array => {
    const parsed = v.safeParse(SignatureAnswer, answer)
    const bytes = parsed.success ? bs58.decode(parsed.output.signature) : undefined
    if (bytes?.length !== 64) throw malformed(method)
    return bytes
  }
  const accounts = () => session.addresses((a) => BASE58_ADDRESS.test(a))
  let reported: string | undefined
  const report = (list: string[]) => {
    if (list.join() === reported) return
    reported = list.join()
    session.emit('accountsChanged', list)
  }

  const request = async (method: string, params?: unknown): Promise<unknown> => {
    if (method === 'solana_getAccounts' || method === 'solana_requestAccounts') {
      const list = accounts()
      reported = list.join()
      return list.map((pubkey) => ({ pubkey }))
    }
    return session.request(method, params)
  }

  const provider: SolanaSessionProvider = {
    ...session.provider,
    request: ({ method, params }) => request(method, params),
    walletEvent(name, data) {
      if (name !== 'accountsChanged' || !Array.isArray(data)) return
      // Wallets send base58 keys or CAIP-10 accounts.
      const list = data
        .filter((a): a is string => typeof a === 'string')
        .map((a) => a.split(':').at(-1)!)
        .filter((a) => BASE58_ADDRESS.test(a))
      report(list)
    },
    sessionUpdated() {
      try {
        report(accounts())
      } catch (error) {
        bridge.logger.warn('solana: unusable session update', error)
      }
    },

    toWallet(info) {
      return {
        ...session.wallet(info),
        kind: 'remote',
        // WalletConnect carries serialized bytes of either version; the wallet decides.
        supportsVersioned: () => true,
        accounts,
        chains: () => bridge.granted().chains.map(normalizeSolanaChainId),
        // The session is the authorization: nothing to ask again.
        connect: async () => accounts(),
        async signMessage(address, message) {
          const answer = await request('solana_signMessage', {
            message: bs58.encode(message),
            pubkey: address,
          })
          return signatureBytes('solana_signMessage', answer)
        },
        async signTransaction(address, _chain, transaction) {
          const method = 'solana_signTransaction'
          const answer = await request(method, {
            transaction: toBase64(transaction),
            pubkey: address,
          })
          const parsed = v.safeParse(SignedAnswer, answer)
          if (!parsed.success) throw malformed(method)
          let signed: Uint8Array
          try {
            signed =
              'transaction' in parsed.output
                ? fromBase64(parsed.output.transaction)
                : withSignature(
                    transaction,
                    bs58.decode(address),
                    signatureBytes(method, parsed.output),
                  )
            // A wallet signs what it was given: a changed message is refused.
            if (!sameBytes(transactionMessage(signed), transactionMessage(transaction)))
              throw malformed(method)
          } catch (cause) {
            throw cause instanceof SolanaRpcError ? cause : malformed(method)
          }
          return signed
        },
        async signAndSendTransaction(address, _chain, transaction, options) {
          const method = 'solana_signAndSendTransaction'
          const answer = await request(method, {
            transaction: toBase64(transaction),
            sendOptions: options,
            pubkey: address,
          })
          return signatureBytes(method, answer)
        },
      }
    },
  }
  return provider
}
