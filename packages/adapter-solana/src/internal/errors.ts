import { BaseError, type BaseErrorParameters } from './core.js'

type P = BaseErrorParameters

/*
 * The Solana adapter's errors: the spec's Solana send texts (§5, §8) verbatim as `shortMessage`,
 * the cause kept.
 */

/** Spec §5: a Solana send without a valid amount or receiver. */
export class SolanaInvalidTransferError extends BaseError {
  override name = 'SolanaInvalidTransferError'
  constructor(p: P = {}) {
    super('Please enter a valid amount and receiver address', p)
  }
}

/** Spec §8 (Solana): a send that failed for a reason the visitor cannot fix here. */
export class SolanaSendError extends BaseError {
  override name = 'SolanaSendError'
  constructor(p: P = {}) {
    super('Failed to send transaction. Please try again.', p)
  }
}

/** The chain refused a send because the account cannot pay the amount and the fee (from its logs). */
export class SolanaInsufficientFundsError extends BaseError {
  override name = 'SolanaInsufficientFundsError'
  constructor(p: P = {}) {
    super('Not enough SOL to cover the amount and the network fee', p)
  }
}

/** A version 0 transaction for a wallet that signs only legacy ones. */
export class SolanaUnsupportedTransactionVersionError extends BaseError {
  override name = 'SolanaUnsupportedTransactionVersionError'
  constructor(wallet: string, p: P = {}) {
    super(`${wallet} signs only legacy transactions, not version 0 ones`, p)
  }
}

/** A wallet without the Solana feature a request needs (e.g. one that dropped signMessage). */
export class SolanaWalletFeatureMissingError extends BaseError {
  override name = 'SolanaWalletFeatureMissingError'
  constructor(wallet: string, feature: string, p: P = {}) {
    super(`${wallet} does not support ${feature}`, p)
  }
}

/** A sent transaction the chain did not confirm within the bound (spec §9 receipt wait, 25 s). */
export class SolanaConfirmationTimeoutError extends BaseError {
  override name = 'SolanaConfirmationTimeoutError'
  constructor(p: P = {}) {
    super('The transaction was not confirmed in time', p)
  }
}

/** A Solana JSON-RPC error or an unreachable RPC. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  readonly data: unknown
  constructor(message: string, p: P & { data?: unknown } = {}) {
    super(message, p)
    this.data = p.data
  }
}

// Wallets reject in their own ways: EIP-1193's 4001, Wallet Standard wallets' named errors.
const REJECTED = /reject|denied|declined|cancel/i

/** Whether a wallet's error means the visitor said no. */
export function isWalletRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown }
  return (
    code === 4001 ||
    (typeof name === 'string' && REJECTED.test(name)) ||
    (typeof message === 'string' && REJECTED.test(message))
  )
}
