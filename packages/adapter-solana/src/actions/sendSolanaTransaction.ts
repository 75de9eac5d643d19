import type { Network, SendTransactionParameters, SentTransaction } from '@gangway/core'
import bs58 from 'bs58'
import { RECEIPT_TIMEOUT_MS } from '../internal/core.js'
import { SolanaUnsupportedTransactionVersionError } from '../internal/errors.js'
import { toSolanaWalletChain } from '../networks/walletChain.js'
import { gated } from '../provider/gate.js'
import { solanaRpc } from '../rpc/solanaRpc.js'
import type { SolanaAdapterInternals, SolanaSendOptions, SolanaWallet } from '../types.js'
import { toBase64 } from './base64.js'
import { toCommitment } from './commitment.js'
import { confirmSignature } from './confirmSignature.js'
import { requireFeature } from './requireFeature.js'
import { toSendError } from './sendErrors.js'
import { transactionVersion } from './transactionBytes.js'

/** Refuses a v0 transaction for a wallet that signs only legacy ones, before any prompt. */
export function checkVersion(wallet: SolanaWallet, transaction: Uint8Array): void {
  if (transactionVersion(transaction) !== 'legacy' && !wallet.supportsVersioned())
    throw new SolanaUnsupportedTransactionVersionError(wallet.name)
}

/**
 * Signs and sends with the wallet: its `signAndSendTransaction` when it has one, else its
 * `signTransaction` and the configured RPC. Resolves the base58 signature.
 */
export async function signAndSend(
  internals: SolanaAdapterInternals,
  wallet: SolanaWallet,
  address: string,
  network: Network,
  transaction: Uint8Array,
  options: SolanaSendOptions = {},
): Promise<string> {
  const commitment = toCommitment(options.preflightCommitment)
  const sendOptions = { ...options, ...(commitment ? { preflightCommitment: commitment } : {}) }
  const chain = toSolanaWalletChain(network)
  if (wallet.features().includes('solana:signAndSendTransaction'))
    return bs58.encode(
      await wallet.signAndSendTransaction(address, chain, transaction, sendOptions),
    )
  requireFeature(wallet, 'solana:signTransaction')
  const signed = await wallet.signTransaction(address, chain, transaction)
  return solanaRpc<string>(internals.rpcUrl(network), 'sendTransaction', [
    toBase64(signed),
    { encoding: 'base64', ...sendOptions },
  ])
}

/**
 * Sends a serialized Solana transaction with the connected wallet, through the approval gate
 * (ApproveTransaction, spec §6), and waits for its confirmation within the bound (spec §9
 * receipt wait, 25 s by default). Failures read as the spec's Solana send errors.
 *
 * @returns the signature (base58) as `id`
 */
export async function sendSolanaTransaction(
  internals: SolanaAdapterInternals,
  { connectorId, address, network, request }: SendTransactionParameters<'solana'>,
): Promise<SentTransaction> {
  // What the approval shows is what gets signed: a copy taken now, so a caller changing its
  // bytes or options while the visitor looks cannot change what the wallet signs.
  const transaction = request.transaction.slice()
  const options = request.options ? { ...request.options } : undefined
  try {
    const { provider: wallet } = await internals.findConnector(connectorId)
    checkVersion(wallet, transaction)
    const params = {
      transaction: toBase64(transaction),
      ...(options ? { sendOptions: { ...options } } : {}),
    }
    const id = await gated(
      internals,
      connectorId,
      'solana_signAndSendTransaction',
      params,
      async () => {
        const signature = await signAndSend(
          internals,
          wallet,
          address,
          network,
          transaction,
          options,
        )
        await confirmSignature(
          internals.rpcUrl(network),
          signature,
          internals.options.confirmTimeoutMs ?? RECEIPT_TIMEOUT_MS,
        )
        return signature
      },
    )
    return { id }
  } catch (error) {
    throw toSendError(error)
  }
}
