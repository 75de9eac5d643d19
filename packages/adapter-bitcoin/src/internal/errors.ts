import { BaseError, type BaseErrorParameters } from './core.js'

type P = BaseErrorParameters

/*
 * The Bitcoin adapter's errors, the cause kept. Send texts follow the spec's send errors (§5, §8).
 */

/** Spec §5: a send without a valid amount or receiver. */
export class BitcoinInvalidTransferError extends BaseError {
  override name = 'BitcoinInvalidTransferError'
  constructor(p: P = {}) {
    super('Please enter a valid amount and receiver address', p)
  }
}

/** A receiving address of another network (a mainnet address on regtest, and vice versa). */
export class BitcoinWrongNetworkAddressError extends BaseError {
  override name = 'BitcoinWrongNetworkAddressError'
  constructor(network: string, p: P = {}) {
    super(`This is not a ${network} address`, p)
  }
}

/** The payment address cannot pay the amount and the fee. */
export class BitcoinInsufficientFundsError extends BaseError {
  override name = 'BitcoinInsufficientFundsError'
  constructor(p: P = {}) {
    super('Not enough BTC to cover the amount and the network fee', p)
  }
}

/**
 * A wallet answered a PSBT request with a PSBT that lacks a signature on a requested input: an
 * error, never a success (the anchor once reported such a PSBT as signed).
 */
export class BitcoinPsbtNotSignedError extends BaseError {
  override name = 'BitcoinPsbtNotSignedError'
  constructor(inputs: readonly number[], p: P = {}) {
    super(`The wallet did not sign input${inputs.length > 1 ? 's' : ''} ${inputs.join(', ')}`, p)
  }
}

/**
 * A wallet answered a PSBT request with another transaction than the one asked: an input or
 * output changed, a spent output (`witnessUtxo`) that is not the one asked, or a signature with a
 * sighash type the request did not ask for (one that lets others change the transaction after
 * the visitor signs). Refused, never a success.
 */
export class BitcoinPsbtMismatchError extends BaseError {
  override name = 'BitcoinPsbtMismatchError'
  constructor(message: string, p: P = {}) {
    super(message, p)
  }
}

/** An Esplora API error, a malformed answer or an unreachable API (timeouts included). */
export class BitcoinEsploraError extends BaseError {
  override name = 'BitcoinEsploraError'
  constructor(message: string, p: P = {}) {
    super(message, p)
  }
}

/** The API refused a broadcast (its reason kept as details). */
export class BitcoinBroadcastError extends BaseError {
  override name = 'BitcoinBroadcastError'
  constructor(p: P = {}) {
    super('Failed to send transaction. Please try again.', p)
  }
}

/** A wallet without the Bitcoin feature a request needs. */
export class BitcoinWalletFeatureMissingError extends BaseError {
  override name = 'BitcoinWalletFeatureMissingError'
  constructor(wallet: string, feature: string, p: P = {}) {
    super(`${wallet} does not support ${feature}`, p)
  }
}

/** A WalletConnect wallet's bip122 answer that is malformed, or a session without an address. */
export class BitcoinWalletConnectError extends BaseError {
  override name = 'BitcoinWalletConnectError'
  constructor(message: string, p: P = {}) {
    super(message, p)
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
