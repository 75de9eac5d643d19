import { ProviderRpcError, providerErrorCodes } from '@gangway/testing'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import type { RemoteWalletSolanaHook } from './createRemoteWallet.js'

/**
 * What `solana_signTransaction` answers: `{ signature }` (older wallets: the dapp puts the
 * signature in itself), `{ transaction }` (the signed transaction, base64) or both.
 */
export type SolanaSignTransactionResult = 'signature' | 'transaction' | 'both'

export type CreateSolanaRemoteSignerParameters = {
  /** The 64-byte secret key (web3.js `Keypair.secretKey`, as numbers or bytes). */
  secretKey: readonly number[] | Uint8Array
  /** The local chain's JSON-RPC: solana_signAndSendTransaction sends through it. */
  rpcUrl: string
  /** CAIP-2 ids the wallet has, e.g. the local chain's `caipNetworkId`. */
  chains: readonly string[]
  /** Default 'transaction'. */
  signTransactionResult?: SolanaSignTransactionResult
}

/** A remote wallet's Solana side: the hook plus a switch for the signTransaction result shape. */
export type SolanaRemoteSigner = RemoteWalletSolanaHook & {
  readonly address: string
  signTransactionResult: SolanaSignTransactionResult
}

const invalid = (message: string) => new ProviderRpcError(providerErrorCodes.invalidParams, message)

const paramsOf = (params: unknown): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalid('params must be an object')
  return params as Record<string, unknown>
}

const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !value) throw invalid(`${name} must be a string`)
  return value
}

/**
 * The Solana signer of the devstack's remote WalletConnect wallet: a real ed25519 key answering
 * the WalletConnect solana namespace (`solana_signMessage`, `solana_signTransaction`,
 * `solana_signAndSendTransaction`, `solana_getAccounts`, `solana_requestAccounts`) against the
 * local litesvm chain. The remote wallet's request mode (approve / reject) applies before it.
 *
 * @example
 * const solana = createSolanaRemoteSigner({ secretKey, rpcUrl: chain.rpcUrl, chains: [chain.caipNetworkId] })
 * await createRemoteWallet({ relayUrl, chains, accountIndex: 3, solana })
 */
export function createSolanaRemoteSigner(
  parameters: CreateSolanaRemoteSignerParameters,
): SolanaRemoteSigner {
  const keypair = Keypair.fromSecretKey(Uint8Array.from(parameters.secretKey))
  const address = keypair.publicKey.toBase58()

  const requireSigner = (p: Record<string, unknown>) => {
    if (p.pubkey !== undefined && p.pubkey !== address)
      throw new ProviderRpcError(providerErrorCodes.unauthorized, `${String(p.pubkey)} is not ours`)
  }
  const signed = (p: Record<string, unknown>) => {
    requireSigner(p)
    let tx: VersionedTransaction
    try {
      tx = VersionedTransaction.deserialize(
        Buffer.from(text(p.transaction, 'transaction'), 'base64'),
      )
    } catch (cause) {
      throw invalid(`not a transaction: ${(cause as Error).message}`)
    }
    tx.sign([keypair])
    return tx
  }
  const rpc = async (method: string, params: unknown[]) => {
    const response = await fetch(parameters.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    if (!response.ok) throw new Error(`The Solana RPC answered HTTP ${response.status}`)
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }

  const signer: SolanaRemoteSigner = {
    address,
    chains: parameters.chains,
    accounts: [address],
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_getAccounts',
      'solana_requestAccounts',
    ],
    signTransactionResult: parameters.signTransactionResult ?? 'transaction',
    async request({ method, params }) {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: address }]
        case 'solana_signMessage': {
          const p = paramsOf(params)
          requireSigner(p)
          const message = bs58.decode(text(p.message, 'message'))
          return { signature: bs58.encode(ed25519.sign(message, keypair.secretKey.slice(0, 32))) }
        }
        case 'solana_signTransaction': {
          const tx = signed(paramsOf(params))
          const signature = bs58.encode(tx.signatures[0]!)
          const transaction = Buffer.from(tx.serialize()).toString('base64')
          if (signer.signTransactionResult === 'signature') return { signature }
          if (signer.signTransactionResult === 'transaction') return { transaction }
          return { signature, transaction }
        }
        case 'solana_signAndSendTransaction': {
          const p = paramsOf(params)
          const tx = signed(p)
          const options = typeof p.sendOptions === 'object' && p.sendOptions ? p.sendOptions : {}
          const signature = await rpc('sendTransaction', [
            Buffer.from(tx.serialize()).toString('base64'),
            { ...options, encoding: 'base64' },
          ])
          return { signature }
        }
        default:
          throw new ProviderRpcError(providerErrorCodes.unsupportedMethod, `Unsupported: ${method}`)
      }
    },
  }
  return signer
}
