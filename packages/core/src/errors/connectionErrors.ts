import { BaseError, type BaseErrorParameters } from './base.js'

/*
 * The errors of connection changes that only the connect, disconnect and capability actions raise (spec §8).
 * In a module of their own, so a host bundles them with the code that throws them, not in its
 * first chunk. `@gangway/core` exports them with the rest of the catalogue.
 */

type P = BaseErrorParameters

/** Spec §5: Connecting to the already-current connector rejected. */
export class AlreadyConnectedError extends BaseError {
  override name = 'AlreadyConnectedError'
  constructor(p: P = {}) {
    super('Connecting to the already-current connector', p)
  }
}

/** Spec §8: Failed to disconnect. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(p: P = {}) {
    super('Failed to disconnect', p)
  }
}

/**
 * An optional adapter capability (`switchNetwork`, `transfer`, `eip155:sendCalls`…) was asked of
 * a namespace whose adapter does not have it.
 */
export class CapabilityNotSupportedError extends BaseError {
  override name = 'CapabilityNotSupportedError'
  constructor(namespace: string, capability: string, p: P = {}) {
    super(`The ${namespace} adapter does not support ${capability}`, p)
  }
}

/** Spec §8: No ActiveCaipNetwork or client found. */
export class NoActiveNetworkError extends BaseError {
  override name = 'NoActiveNetworkError'
  constructor(p: P = {}) {
    super('No ActiveCaipNetwork or client found', p)
  }
}

/** A feature added a connector for a namespace whose adapter takes no outside connectors. */
export class RemoteConnectorsUnsupportedError extends BaseError {
  override name = 'RemoteConnectorsUnsupportedError'
  constructor(p: P = {}) {
    super('This adapter does not accept outside connectors', p)
  }
}
