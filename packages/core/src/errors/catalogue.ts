import { BaseError, type BaseErrorParameters } from './base.js'

/*
 * The error catalogue of spec section 8 (with serviceErrors.ts and connectionErrors.ts, which
 * hold the errors only code loaded later throws; errors only one chain family raises live in its
 * adapter). Each class carries the spec's message verbatim as its `shortMessage`;
 * `errors.test.ts` snapshots every message.
 */

type P = BaseErrorParameters

/** Chain error codes of spec §8. */
export const CHAIN_ERROR_CODES = {
  /** Unrecognised chain: triggers an add-chain attempt. */
  unrecognizedChain: 4902,
  /** The default chain error code. */
  default: 5000,
  /** Invalid chain id. */
  invalidChainId: 32603,
  /** EIP-1193 user rejection. */
  userRejected: 4001,
} as const

// --- configuration --------------------------------------------------------------------------

/** A config value failed validation; `issues` holds one line per problem. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  readonly issues: string[]
  constructor(issues: string[], p: P = {}) {
    super('Invalid Gangway configuration', { ...p, metaMessages: issues })
    this.issues = issues
  }
}
/** Spec §8 alert "project id not configured" (spec §5: "Project id required (alert if missing)"). */
export class ProjectIdMissingError extends BaseError {
  override name = 'ProjectIdMissingError'
  constructor(p: P = {}) {
    super('Project ID is not configured', {
      ...p,
      metaMessages: ['Pass projectId to createModal(); the hosted services need it.'],
    })
  }
}

// --- CAIP ids -------------------------------------------------------------------------------

/** Spec §5: an account address that is not three colon-separated parts. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(p: P = {}) {
    super('Invalid CAIP-10 address', p)
  }
}
/** Spec §5: a network id that is not two colon-separated parts. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(p: P = {}) {
    super('Invalid CAIP-2 network id', p)
  }
}

/**
 * An address from a wallet or a service that is not a plain address (an EVM address or a base58
 * one), refused before it reaches a URL path (untrusted input). `details` holds the value, cut.
 */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor(p: P = {}) {
    super('Invalid address', p)
  }
}

// --- chains and networks --------------------------------------------------------------------

/** The wallet does not know the chain (code 4902); an add-chain attempt follows. */
export class UnrecognizedChainError extends BaseError {
  override name = 'UnrecognizedChainError'
  constructor(p: P = {}) {
    super('Unrecognized chain', { code: CHAIN_ERROR_CODES.unrecognizedChain, ...p })
  }
}
/** Spec §8: '{connector} does not support programmatic chain switching.' */
export class SwitchChainNotSupportedError extends BaseError {
  override name = 'SwitchChainNotSupportedError'
  constructor(connector: string, p: P = {}) {
    super(`${connector} does not support programmatic chain switching.`, p)
  }
}
/** Spec §8: Invalid chainId (code 32603). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(p: P = {}) {
    super('Invalid chainId', { code: CHAIN_ERROR_CODES.invalidChainId, ...p })
  }
}
/** Spec §8: Chain is not supported (a chain id not in the configured networks, spec §5). */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(p: P = {}) {
    super('Chain is not supported', p)
  }
}
/** Spec §8: ChainId not found. */
export class ChainIdNotFoundError extends BaseError {
  override name = 'ChainIdNotFoundError'
  constructor(p: P = {}) {
    super('ChainId not found', p)
  }
}
/** Spec §8: Network not found. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(p: P = {}) {
    super('Network not found', p)
  }
}
/** Spec §8: CaipNetwork is undefined. */
export class CaipNetworkUndefinedError extends BaseError {
  override name = 'CaipNetworkUndefinedError'
  constructor(p: P = {}) {
    super('CaipNetwork is undefined', p)
  }
}
/** Spec §5: 'Unsupported chain' (send on a chain it cannot serve). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(p: P = {}) {
    super('Unsupported chain', p)
  }
}
/** Spec §8: No RPC url provided for chainId. */
export class NoRpcUrlError extends BaseError {
  override name = 'NoRpcUrlError'
  constructor(p: P = {}) {
    super('No RPC url provided for chainId', p)
  }
}
/** Spec §8: JSON-RPC provider for ... not found. */
export class JsonRpcProviderNotFoundError extends BaseError {
  override name = 'JsonRpcProviderNotFoundError'
  constructor(network: string, p: P = {}) {
    super(`JSON-RPC provider for ${network} not found`, p)
  }
}

// --- connections ----------------------------------------------------------------------------

/** The visitor rejected the request in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  constructor(p: P = {}) {
    super('User rejected the request.', { code: CHAIN_ERROR_CODES.userRejected, ...p })
  }
}
/** Spec §8: Provider not found. */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  constructor(p: P = {}) {
    super('Provider not found.', p)
  }
}
/** Spec §8: Adapter not found. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(p: P = {}) {
    super('Adapter not found', p)
  }
}
/** Spec §8: No ActiveCaipAddress found. */
export class NoActiveAddressError extends BaseError {
  override name = 'NoActiveAddressError'
  constructor(p: P = {}) {
    super('No ActiveCaipAddress found', p)
  }
}
/** Spec §5: "Namespace must be configured before requests". */
export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError'
  constructor(namespace: string, p: P = {}) {
    super(`Namespace ${namespace} is not configured`, p)
  }
}

// --- wallet requests ------------------------------------------------------------------------

/** Spec §6: methods outside the known lists are refused. */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  constructor(p: P = {}) {
    super('Requested RPC call is not allowed', p)
  }
}
/** Spec §8: an aborted RPC request. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor(p: P = {}) {
    super('Request was aborted', p)
  }
}
/** Spec §8: timed-out or aborted work in general. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor(p: P = {}) {
    super('Something went wrong', p)
  }
}
/**
 * Spec §6: the params of a request that needs approval are not plain data (a `toJSON`, a getter,
 * a class instance, a function, a cycle…), so what ApproveTransaction shows could differ from
 * what the wallet gets. `details` names the path.
 */
export class InvalidRequestParamsError extends BaseError {
  override name = 'InvalidRequestParamsError'
  constructor(p: P = {}) {
    super('Request params must be plain data', p)
  }
}
/** Spec §8: signMessage failed. */
export class SignMessageError extends BaseError {
  override name = 'SignMessageError'
  constructor(p: P = {}) {
    super('signMessage failed', p)
  }
}

// --- remote wallets -------------------------------------------------------------------------

/** Spec §8: Sign Client not initialized. */
export class SignClientNotInitializedError extends BaseError {
  override name = 'SignClientNotInitializedError'
  constructor(p: P = {}) {
    super('Sign Client not initialized', p)
  }
}
/** Spec §8: Please call connect() before request(). */
export class ConnectBeforeRequestError extends BaseError {
  override name = 'ConnectBeforeRequestError'
  constructor(p: P = {}) {
    super('Please call connect() before request()', p)
  }
}

// --- history ----------------------------------------------------------------------

/** Spec §8: Transactions can't be fetched without an accountAddress. */
export class TransactionsAddressError extends BaseError {
  override name = 'TransactionsAddressError'
  constructor(p: P = {}) {
    super("Transactions can't be fetched without an accountAddress", p)
  }
}

// --- services -------------------------------------------------------------------------------

/** Any non-OK HTTP answer from a hosted service (spec §7: "fails on any non-OK status"). */
export class HttpRequestError extends BaseError {
  override name: string = 'HttpRequestError'
  readonly status: number
  readonly url: string
  /**
   * The error answer's body as text (at most 8 KB; empty when longer or unreadable), so a
   * caller can show the service's own reason (spec §8: "first reason description shown when
   * present"). Untrusted: parse it with a schema before use.
   */
  readonly body: string | undefined
  constructor(status: number, url: string, p: P & { body?: string | undefined } = {}) {
    const { body, ...rest } = p
    super(`HTTP request failed with status ${status}`, { details: url, ...rest })
    this.status = status
    this.url = url
    this.body = body
  }
}

// --- features -------------------------------------------------------------------------------

/** A feature's `load()` failed; the view shows this instead of a blank screen. */
export class FeatureLoadError extends BaseError {
  override name = 'FeatureLoadError'
  readonly featureId: string
  constructor(featureId: string, p: P = {}) {
    super(`Feature "${featureId}" failed to load`, p)
    this.featureId = featureId
  }
}

// --- engine lifetime ------------------------------------------------------------------------

/**
 * An action that starts work was called on an engine after `destroy(engine)` (not a spec §8
 * message: the spec has no teardown). Teardown calls (stop, destroy, close, release) never throw.
 */
export class EngineDestroyedError extends BaseError {
  override name = 'EngineDestroyedError'
  constructor(p: P = {}) {
    super('The Gangway engine was destroyed', p)
  }
}
