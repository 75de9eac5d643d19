import { describe, expect, it } from 'vitest'
import * as errors from '../exports/index.js'
import { BaseError } from './base.js'

// Spec §8 "The error catalogue": every thrown message verbatim.
const spec: [BaseError, string][] = [
  [
    new errors.CapabilityNotSupportedError('bip122', 'switchNetwork'),
    'The bip122 adapter does not support switchNetwork',
  ],
  [new errors.NoActiveAddressError(), 'No ActiveCaipAddress found'],
  [new errors.NoActiveNetworkError(), 'No ActiveCaipNetwork or client found'],
  [
    new errors.TransactionsAddressError(),
    "Transactions can't be fetched without an accountAddress",
  ],
  [new errors.ConnectBeforeRequestError(), 'Please call connect() before request()'],
  [new errors.SignClientNotInitializedError(), 'Sign Client not initialized'],
  [new errors.ChainIdNotFoundError(), 'ChainId not found'],
  [new errors.NoRpcUrlError(), 'No RPC url provided for chainId'],
  [new errors.JsonRpcProviderNotFoundError('eip155:1'), 'JSON-RPC provider for eip155:1 not found'],
  [new errors.ChainNotSupportedError(), 'Chain is not supported'],
  [new errors.AdapterNotFoundError(), 'Adapter not found'],
  [new errors.CaipNetworkUndefinedError(), 'CaipNetwork is undefined'],
  [new errors.ProviderNotFoundError(), 'Provider not found.'],
  [
    new errors.SwitchChainNotSupportedError('Gangway Test Wallet'),
    'Gangway Test Wallet does not support programmatic chain switching.',
  ],
  [new errors.InvalidChainIdError(), 'Invalid chainId'],
  [new errors.DisconnectError(), 'Failed to disconnect'],
  [new errors.SignMessageError(), 'signMessage failed'],
  [new errors.NetworkNotFoundError(), 'Network not found'],
  // §8 frame errors, timeouts, RPC aborts; §5 validation messages; §6 refused methods.
  [new errors.TimeoutError(), 'Something went wrong'],
  [new errors.RequestAbortedError(), 'Request was aborted'],
  [new errors.InvalidCaipAddressError(), 'Invalid CAIP-10 address'],
  [new errors.InvalidCaipNetworkIdError(), 'Invalid CAIP-2 network id'],
  [new errors.UnsupportedChainError(), 'Unsupported chain'],
  [new errors.AlreadyConnectedError(), 'Connecting to the already-current connector'],
  [new errors.RpcMethodNotAllowedError(), 'Requested RPC call is not allowed'],
]

describe('the error catalogue (spec §8)', () => {
  it.each(spec)('%o says the spec’s text', (error, message) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toMatch(/Error$/)
  })

  it('carries the chain codes of spec §8: 4902, 5000, 32603, and 4001 for user rejection', () => {
    expect(errors.CHAIN_ERROR_CODES).toEqual({
      unrecognizedChain: 4902,
      default: 5000,
      invalidChainId: 32603,
      userRejected: 4001,
    })
    expect(new errors.UnrecognizedChainError().code).toBe(4902)
    expect(new errors.InvalidChainIdError().code).toBe(32603)
    expect(new errors.UserRejectedRequestError().code).toBe(4001)
  })

  it('names HTTP 403 and 503 (spec §8 "HTTP 503 and 403 are named")', () => {
    const forbidden = new errors.ForbiddenError('https://x/e')
    expect(forbidden).toBeInstanceOf(errors.HttpRequestError)
    expect([forbidden.status, forbidden.name]).toEqual([403, 'ForbiddenError'])
    const down = new errors.ServiceUnavailableError('https://x/e')
    expect([down.status, down.name]).toEqual([503, 'ServiceUnavailableError'])
  })

  it('keeps the cause and a feature load failure names the feature', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module')
    const error = new errors.FeatureLoadError('swaps', { cause })
    expect(error.featureId).toBe('swaps')
    expect(error.walk()).toBe(cause)
    expect(error.message).toContain('Details: Failed to fetch dynamically imported module')
  })
})
