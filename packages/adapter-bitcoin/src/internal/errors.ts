import { defineError } from './core.js'

/*
 * The Bitcoin adapter's errors, the cause kept (each a `defineError` class of core: one name, one
 * message). Send texts follow the spec's send errors (§5, §8).
 */

/** Spec §5: a send without a valid amount or receiver. */
export class BitcoinInvalidTransferError extends defineError(
  'BitcoinInvalidTransferError',
  'Please enter a valid amount and receiver address',
) {}

/** A receiving address of another network (a mainnet address on regtest, and vice versa). */
export class BitcoinWrongNetworkAddressError extends defineError(
  'BitcoinWrongNetworkAddressError',
  (network: string) => `This is not a ${network} address`,
) {}

/** The payment address cannot pay the amount and the fee. */
export class BitcoinInsufficientFundsError extends defineError(
  'BitcoinInsufficientFundsError',
  'Not enough BTC to cover the amount and the network fee',
) {}

/**
 * A wallet answered a PSBT request with a PSBT that lacks a signature on a requested input: an
 * error, never a success (the anchor once reported such a PSBT as signed).
 */
export class BitcoinPsbtNotSignedError extends defineError(
  'BitcoinPsbtNotSignedError',
  (inputs: readonly number[]) =>
    `The wallet did not sign input${inputs.length > 1 ? 's' : ''} ${inputs.join(', ')}`,
) {}

/** Messages made by the caller (what exactly went wrong). */
const said = (message: string) => message

/**
 * A wallet answered a PSBT request with another transaction than the one asked: an input or
 * output changed, a spent output (`witnessUtxo`) that is not the one asked, or a signature with a
 * sighash type the request did not ask for (one that lets others change the transaction after
 * the visitor signs). Refused, never a success.
 */
export class BitcoinPsbtMismatchError extends defineError('BitcoinPsbtMismatchError', said) {}

/** An Esplora API error, a malformed answer or an unreachable API (timeouts included). */
export class BitcoinEsploraError extends defineError('BitcoinEsploraError', said) {}

/** The API refused a broadcast (its reason kept as details). */
export class BitcoinBroadcastError extends defineError(
  'BitcoinBroadcastError',
  'Failed to send transaction. Please try again.',
) {}

/** A wallet without the Bitcoin feature a request needs. */
export class BitcoinWalletFeatureMissingError extends defineError(
  'BitcoinWalletFeatureMissingError',
  (wallet: string, feature: string) => `${wallet} does not support ${feature}`,
) {}

/** A WalletConnect wallet's bip122 answer that is malformed, or a session without an address. */
export class BitcoinWalletConnectError extends defineError('BitcoinWalletConnectError', said) {}
