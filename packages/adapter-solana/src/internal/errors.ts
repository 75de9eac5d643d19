import { BaseError, type BaseErrorParameters } from '@gangway/core'
import { defineError } from './core.js'

/*
 * The Solana adapter's errors: the spec's Solana send texts (§5, §8) verbatim as `shortMessage`,
 * the cause kept (each a `defineError` class of core: one name, one message).
 */

/** Spec §5: a Solana send without a valid amount or receiver. */
export class SolanaInvalidTransferError extends defineError(
  'SolanaInvalidTransferError',
  'Please enter a valid amount and receiver address',
) {}

/** Spec §8 (Solana): a send that failed for a reason the visitor cannot fix here. */
export class SolanaSendError extends defineError(
  'SolanaSendError',
  'Failed to send transaction. Please try again.',
) {}

/** The chain refused a send because the account cannot pay the amount and the fee (from its logs). */
export class SolanaInsufficientFundsError extends defineError(
  'SolanaInsufficientFundsError',
  'Not enough SOL to cover the amount and the network fee',
) {}

/** A version 0 transaction for a wallet that signs only legacy ones. */
export class SolanaUnsupportedTransactionVersionError extends defineError(
  'SolanaUnsupportedTransactionVersionError',
  (wallet: string) => `${wallet} signs only legacy transactions, not version 0 ones`,
) {}

/** A wallet without the Solana feature a request needs (e.g. one that dropped signMessage). */
export class SolanaWalletFeatureMissingError extends defineError(
  'SolanaWalletFeatureMissingError',
  (wallet: string, feature: string) => `${wallet} does not support ${feature}`,
) {}

/** A sent transaction the chain did not confirm within the bound (spec §9 receipt wait, 25 s). */
export class SolanaConfirmationTimeoutError extends defineError(
  'SolanaConfirmationTimeoutError',
  'The transaction was not confirmed in time',
) {}

/** A Solana JSON-RPC error or an unreachable RPC. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  readonly data: unknown
  constructor(message: string, p: BaseErrorParameters & { data?: unknown } = {}) {
    super(message, p)
    this.data = p.data
  }
}
