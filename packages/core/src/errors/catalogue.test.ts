import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import * as catalogue from './catalogue.js'

// Spec §8 "The error catalogue": every thrown message verbatim.
const spec: [BaseError, string][] = [
  [
    new catalogue.CapabilityNotSupportedError('bip122', 'switchNetwork'),
    'The bip122 adapter does not support switchNetwork',
  ],
  [new catalogue.NoActiveAddressError(), 'No ActiveCaipAddress found'],
  [new catalogue.NoActiveNetworkError(), 'No ActiveCaipNetwork or client found'],
  [
    new catalogue.TransactionsAddressError(),
    "Transactions can't be fetched without an accountAddress",
  ],
  [new catalogue.ConnectBeforeRequestError(), 'Please call connect() before request()'],
  [new catalogue.SignClientNotInitializedError(), 'Sign Client not initialized'],
  [new catalogue.ChainIdNotFoundError(), 'ChainId not found'],
  [new catalogue.NoRpcUrlError(), 'No RPC url provided for chainId'],
  [
    new catalogue.JsonRpcProviderNotFoundError('eip155:1'),
    'JSON-RPC provider for eip155:1 not found',
  ],
  [new catalogue.ChainNotSupportedError(), 'Chain is not supported'],
  [new catalogue.AdapterNotFoundError(), 'Adapter not found'],
  [new catalogue.CaipNetworkUndefinedError(), 'CaipNetwork is undefined'],
  [new catalogue.ProviderNotFoundError(), 'Provider not found.'],
  [
    new catalogue.SwitchChainNotSupportedError('Gangway Test Wallet'),
    'Gangway Test Wallet does not support programmatic chain switching.',
  ],
  [new catalogue.InvalidChainIdError(), 'Invalid chainId'],
  [new catalogue.DisconnectError(), 'Failed to disconnect'],
  [new catalogue.SignMessageError(), 'signMessage failed'],
  [new catalogue.EstimateGasError(), 'estimateGas error'],
  [new catalogue.NetworkNotFoundError(), 'Network not found'],
  // §8 frame errors, timeouts, RPC aborts; §5 validation messages; §6 refused methods.
  [new catalogue.TimeoutError(), 'Something went wrong'],
  [new catalogue.RequestAbortedError(), 'Request was aborted'],
  [new catalogue.InvalidCaipAddressError(), 'Invalid CAIP-10 address'],
  [new catalogue.InvalidCaipNetworkIdError(), 'Invalid CAIP-2 network id'],
  [new catalogue.UnsupportedChainError(), 'Unsupported chain'],
  [new catalogue.AlreadyConnectedError(), 'Connecting to the already-current connector'],
  [new catalogue.RpcMethodNotAllowedError(), 'Requested RPC call is not allowed'],
]

describe('the error catalogue (spec §8)', () => {
  it.each(spec)('%o says the spec’s text', (error, message) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toMatch(/Error$/)
  })

  it('carries the chain codes of spec §8: 4902, 5000, 32603, and 4001 for user rejection', () => {
    expect(catalogue.CHAIN_ERROR_CODES).toEqual({
      unrecognizedChain: 4902,
      default: 5000,
      invalidChainId: 32603,
      userRejected: 4001,
    })
    expect(new catalogue.UnrecognizedChainError().code).toBe(4902)
    expect(new catalogue.InvalidChainIdError().code).toBe(32603)
    expect(new catalogue.UserRejectedRequestError().code).toBe(4001)
  })

  it('names HTTP 403 and 503 (spec §8 "HTTP 503 and 403 are named")', () => {
    const forbidden = new catalogue.ForbiddenError('https://x/e')
    expect(forbidden).toBeInstanceOf(catalogue.HttpRequestError)
    expect([forbidden.status, forbidden.name]).toEqual([403, 'ForbiddenError'])
    const down = new catalogue.ServiceUnavailableError('https://x/e')
    expect([down.status, down.name]).toEqual([503, 'ServiceUnavailableError'])
  })

  it('keeps the cause and a feature load failure names the feature', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module')
    const error = new catalogue.FeatureLoadError('swaps', { cause })
    expect(error.featureId).toBe('swaps')
    expect(error.walk()).toBe(cause)
    expect(error.message).toContain('Details: Failed to fetch dynamically imported module')
  })
})
