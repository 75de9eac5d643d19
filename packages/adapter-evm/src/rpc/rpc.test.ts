import { RpcMethodNotAllowedError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { InvalidSendCallsError } from '../errors.js'
import {
  classifyRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  WALLET_RPC_METHODS,
} from './classifyRpcMethod.js'
import { validateSendCallsParams } from './validateSendCallsParams.js'

describe('classifyRpcMethod (spec §6)', () => {
  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_blockNumber',
    'eth_chainId',
    'eth_accounts',
    'eth_estimateGas',
    'eth_gasPrice',
    'eth_maxPriorityFeePerGas',
    'eth_feeHistory',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getLogs',
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_getTransactionByHash',
    'eth_getTransactionReceipt',
    'eth_getTransactionCount',
    'net_version',
    'web3_clientVersion',
    'eth_newPendingTransactionFilter',
    'eth_getFilterChanges',
    'eth_uninstallFilter',
    'eth_sendRawTransaction',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'eth_getUserOperationReceipt',
    'eth_getUserOperationByHash',
    'eth_estimateUserOperationGas',
    'eth_supportedEntryPoints',
  ])('%s is safe (no approval)', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe')
  })

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('%s is unsafe (needs approval)', (method) => {
    expect(classifyRpcMethod(method)).toBe('unsafe')
  })

  it.each([
    'eth_requestAccounts',
    'wallet_requestPermissions',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ])('%s prompts in the wallet itself', (method) => {
    expect(classifyRpcMethod(method)).toBe('wallet')
  })

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTransaction',
    'PERSONAL_SIGN',
    'eth_call ',
    '',
    'toString',
    '__proto__',
    'wallet_watchAsset',
    // another family's methods are its adapter's to classify
    'solana_signMessage',
  ])('%j is refused ("RPC methods not in the known list rejected", spec §5)', (method) => {
    expect(classifyRpcMethod(method)).toBe('refused')
  })

  it('the lists do not overlap', () => {
    const all = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS, ...WALLET_RPC_METHODS]
    expect(new Set(all).size).toBe(all.length)
  })

  it('the refusal error carries the spec text', () => {
    expect(new RpcMethodNotAllowedError().shortMessage).toBe('Requested RPC call is not allowed')
  })
})

describe('validateSendCallsParams (spec §5)', () => {
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('accepts calls whose to (and data, when present) start with 0x', () => {
    expect(() =>
      validateSendCallsParams([
        {
          version: '2.0.0',
          chainId: '0x1',
          calls: [{ to, data: '0xdeadbeef', value: '0x1' }, { to }],
        },
      ]),
    ).not.toThrow()
    expect(() => validateSendCallsParams({ calls: [{ to }] })).not.toThrow()
  })

  it('names every call that breaks the rule', () => {
    try {
      validateSendCallsParams([{ calls: [{ to: 'vitalik.eth' }, { to, data: 'deadbeef' }, {}] }])
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidSendCallsError)
      expect((error as InvalidSendCallsError).shortMessage).toBe('Invalid wallet_sendCalls params')
      expect((error as InvalidSendCallsError).details).toBe(
        'calls.0.to: Invalid input: must start with 0x; calls.1.data: Invalid input: must start with 0x; calls.2.to: Expected string received undefined',
      )
    }
  })

  it.each([undefined, null, [], [{}], [{ calls: 'x' }], 'x'])(
    'rejects malformed params %j',
    (params) => {
      expect(() => validateSendCallsParams(params)).toThrow(InvalidSendCallsError)
    },
  )

  // Spec §5: "wallet_sendCalls: each call's to starts with 0x; data starts with 0x if present";
  // Found in review: `to: '0x'`, empty calls and junk chainId/from passed that rule.
  const strict: [string, unknown, string][] = [
    ['to: 0x', { calls: [{ to: '0x' }] }, 'calls.0.to: Invalid address'],
    ['a 19-byte to', { calls: [{ to: to.slice(0, -2) }] }, 'calls.0.to: Invalid address'],
    ['a 21-byte to', { calls: [{ to: `${to}00` }] }, 'calls.0.to: Invalid address'],
    ['a non-hex to', { calls: [{ to: `0x${'g'.repeat(40)}` }] }, 'calls.0.to: Invalid address'],
    ['empty calls', { calls: [] }, 'calls: Invalid length: Expected >=1 but received 0'],
    ['a junk chainId', { chainId: 'mainnet', calls: [{ to }] }, 'chainId: Invalid hex number'],
    ['a decimal chainId', { chainId: '1', calls: [{ to }] }, 'chainId: Invalid hex number'],
    ['a numeric chainId', { chainId: 1, calls: [{ to }] }, 'chainId: Invalid hex number'],
    ['a junk from', { from: 'me', calls: [{ to }] }, 'from: Invalid input: must start with 0x'],
    ['a short from', { from: '0x01', calls: [{ to }] }, 'from: Invalid address'],
    ['odd-length data', { calls: [{ to, data: '0xabc' }] }, 'calls.0.data: Invalid hex data'],
    ['non-hex data', { calls: [{ to, data: '0xzz' }] }, 'calls.0.data: Invalid hex data'],
    ['a junk value', { calls: [{ to, value: '0x012' }] }, 'calls.0.value: Invalid hex number'],
  ]
  it.each(strict)('refuses %s', (_name, params, details) => {
    expect(() => validateSendCallsParams([params])).toThrow(
      expect.objectContaining({ name: 'InvalidSendCallsError', details }),
    )
  })

  it('refuses a chainId other than the active chain', () => {
    const params = [{ chainId: '0x2105', from: to, calls: [{ to }] }]
    expect(() => validateSendCallsParams(params, { chainId: 1 })).toThrow(
      expect.objectContaining({ details: 'chainId: Expected 0x1 received 0x2105' }),
    )
    expect(() => validateSendCallsParams(params, { chainId: 8453 })).not.toThrow()
  })
})
