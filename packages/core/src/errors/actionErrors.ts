import type { BaseError } from './base.js'
import type {
  AdapterNotFoundError,
  ChainNotSupportedError,
  ConfigError,
  EngineDestroyedError,
  FeatureLoadError,
  NamespaceNotConfiguredError,
  NetworkNotFoundError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from './catalogue.js'
import type {
  AlreadyConnectedError,
  CapabilityNotSupportedError,
  DisconnectError,
  NoActiveNetworkError,
} from './connectionErrors.js'

/*
 * What each host action can throw, as a union a host narrows by `name` (viem's convention):
 *
 *   try { await connect(engine, { connectorId }) } catch (e) {
 *     const error = e as ConnectErrorType
 *     if (error.name === 'UserRejectedRequestError') return // the visitor said no
 *   }
 *
 * Types only: nothing here reaches a bundle.
 */

/** An error class narrowed to its `name`. */
export type ErrorType<E extends Error, N extends string> = E & { name: N }

/**
 * What a wallet or an adapter threw, as core passes it on: the adapter package's own typed error
 * (a `BaseError`; its package exports the class), or `'Something went wrong'` (spec §8) with the
 * wallet's error as `cause`.
 */
export type WalletErrorType = BaseError

type Destroyed = ErrorType<EngineDestroyedError, 'EngineDestroyedError'>
type NotConfigured = ErrorType<NamespaceNotConfiguredError, 'NamespaceNotConfiguredError'>
type Rejected = ErrorType<UserRejectedRequestError, 'UserRejectedRequestError'>
type NoAdapter = ErrorType<AdapterNotFoundError, 'AdapterNotFoundError'>

/** `createEngine`: the config's problems, one line each. */
export type CreateEngineErrorType = ErrorType<ConfigError, 'ConfigError'>

/** `start`. */
export type StartErrorType = Destroyed

/** `open`. */
export type OpenErrorType = Destroyed | NotConfigured

/** `connect`. */
export type ConnectErrorType =
  | ErrorType<AlreadyConnectedError, 'AlreadyConnectedError'>
  | ErrorType<NoActiveNetworkError, 'NoActiveNetworkError'>
  | NoAdapter
  | NotConfigured
  | Rejected
  | Destroyed
  | WalletErrorType

/** `disconnect`: the adapter's failure comes wrapped, with its cause. */
export type DisconnectErrorType =
  | ErrorType<DisconnectError, 'DisconnectError'>
  | NoAdapter
  | NotConfigured
  | Destroyed

/** `switchNetwork`. */
export type SwitchNetworkErrorType =
  | ErrorType<ChainNotSupportedError, 'ChainNotSupportedError'>
  | ErrorType<CapabilityNotSupportedError, 'CapabilityNotSupportedError'>
  | ErrorType<UnrecognizedChainError, 'UnrecognizedChainError'>
  | ErrorType<NetworkNotFoundError, 'NetworkNotFoundError'>
  | Rejected
  | Destroyed
  | NotConfigured
  | NoAdapter
  | WalletErrorType

/** `getProvider`. */
export type GetProviderErrorType = NotConfigured | NoAdapter | Destroyed

/** `loadWalletConnect`. */
export type LoadWalletConnectErrorType = ErrorType<FeatureLoadError, 'FeatureLoadError'> | Destroyed
