import { InvalidRequestParamsError, NoActiveNetworkError } from '@gangway/core'
import bs58 from 'bs58'
import * as v from 'valibot'
import { toSolanaWalletChain } from '../networks/walletChain.js'
import { gated } from '../provider/gate.js'
import type { SolanaAdapterInternals, SolanaWallet } from '../types.js'
import { fromBase64, toBase64 } from './base64.js'
import { PREFLIGHT_COMMITMENTS } from './commitment.js'
import { requireFeature } from './requireFeature.js'
import { checkVersion, signAndSend } from './sendSolanaTransaction.js'

const Base58 = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), v.maxLength(2048))
const Base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]+={0,2}$/), v.maxLength(16384))
const SendOptions = v.object({
  preflightCommitment: v.optional(v.picklist(PREFLIGHT_COMMITMENTS)),
  skipPreflight: v.optional(v.boolean()),
  maxRetries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

const SCHEMAS = {
  solana_signMessage: v.object({ message: Base58, pubkey: v.optional(Base58) }),
  solana_signTransaction: v.object({ transaction: Base64, pubkey: v.optional(Base58) }),
  solana_signAllTransactions: v.object({
    transactions: v.pipe(v.array(Base64), v.minLength(1), v.maxLength(32)),
    pubkey: v.optional(Base58),
  }),
  solana_signAndSendTransaction: v.object({
    transaction: Base64,
    sendOptions: v.optional(SendOptions),
    pubkey: v.optional(Base58),
  }),
} as const

type Method = keyof typeof SCHEMAS

/**
 * Runs one unsafe Solana request of the host's provider: its params checked (valibot), the
 * approval asked, then the wallet. Results in the WalletConnect solana namespace's shapes.
 */
export async function handleUnsafe(
  internals: SolanaAdapterInternals,
  connectorId: string,
  wallet: SolanaWallet,
  method: string,
  asked: unknown,
): Promise<unknown> {
  const schema = SCHEMAS[method as Method]
  const parsed = v.safeParse(schema, asked)
  if (!parsed.success)
    throw new InvalidRequestParamsError({ details: `${method}: ${parsed.issues[0].message}` })
  const params = parsed.output as Record<string, unknown> & { pubkey?: string }
  const address = params.pubkey ?? wallet.accounts()[0]
  const network = internals.ctx?.getActiveNetwork()
  if (!network || !address) throw new NoActiveNetworkError()
  const chain = toSolanaWalletChain(network)
  const transactions = (
    (params.transactions as string[] | undefined) ??
    (params.transaction ? [params.transaction as string] : [])
  ).map(fromBase64)
  for (const transaction of transactions) checkVersion(wallet, transaction)
  if (method === 'solana_signMessage') requireFeature(wallet, 'solana:signMessage')
  else if (method !== 'solana_signAndSendTransaction')
    requireFeature(wallet, 'solana:signTransaction')

  // The approval shows the parsed copy, the one signed below, never the caller's live object.
  return gated(internals, connectorId, method, params, async () => {
    switch (method as Method) {
      case 'solana_signMessage': {
        const signature = await wallet.signMessage(address, bs58.decode(params.message as string))
        return { signature: bs58.encode(signature) }
      }
      case 'solana_signTransaction': {
        const signed = await wallet.signTransaction(address, chain, transactions[0]!)
        // The first signature follows the signature count (one compact-u16 byte up to 127).
        return { signature: bs58.encode(signed.slice(1, 65)), transaction: toBase64(signed) }
      }
      case 'solana_signAllTransactions': {
        const signed: string[] = []
        for (const transaction of transactions)
          signed.push(toBase64(await wallet.signTransaction(address, chain, transaction)))
        return { transactions: signed }
      }
      default: {
        const signature = await signAndSend(
          internals,
          wallet,
          address,
          network,
          transactions[0]!,
          params.sendOptions as never,
        )
        return { signature }
      }
    }
  })
}
