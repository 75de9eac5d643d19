import {
  ChainNotSupportedError,
  ConfigError,
  NoActiveAddressError,
  ProviderNotFoundError,
  SignMessageError,
  SwitchChainNotSupportedError,
  UserRejectedRequestError,
} from '@gangway/core'
import { createPublicClient, http, parseEther, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, onTestFinished, test } from 'vitest'
import { failingRpc } from '../test/failingRpc.js'
import { base, failing, mainnet, sepolia, setupWallet } from '../test/setupWallet.js'
import { waitForReceipt } from './actions/waitForReceipt.js'
import { createEvmAdapter, evmAdapter } from './evmAdapter.js'
import type { EvmAdapterOptions } from './types.js'

const methods = (log: { method: string }[]) => log.map((r) => r.method)

describe('connect', () => {
  test('returns the wallet’s real, checksummed accounts on the requested chain', async () => {
    const { adapter, connectorId, addresses, control } = setupWallet({ accounts: [0, 1] })
    const result = await adapter.connect({ connectorId, network: mainnet })
    expect(result).toEqual({
      accounts: addresses.map((address) => ({ address, type: 'eoa' })),
      chainId: 1,
    })
    expect(methods(control.requests())).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  test('switches the wallet to the requested network when it is elsewhere', async () => {
    const { adapter, connectorId, control } = setupWallet()
    const result = await adapter.connect({ connectorId, network: base })
    expect(result.chainId).toBe(8453)
    expect(control.state().chainId).toBe(8453)
  })

  test('a rejection in the wallet is UserRejectedRequestError, cause kept', async () => {
    const { adapter, connectorId, control } = setupWallet()
    control.rejectNext()
    const error = await adapter.connect({ connectorId, network: mainnet }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(error.cause).toMatchObject({ code: 4001 })
    expect(control.state().accounts).toEqual([])
  })

  test('a rejected chain switch after connecting fails the connect', async () => {
    const { adapter, connectorId, control } = setupWallet()
    control.approveNext()
    control.rejectNext()
    await expect(adapter.connect({ connectorId, network: base })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('a wallet that cannot switch connects on its own chain', async () => {
    const { adapter, connectorId, logs } = setupWallet({
      wrap: failing('wallet_switchEthereumChain', { code: 4200, message: 'Unsupported method' }),
    })
    const result = await adapter.connect({ connectorId, network: base })
    expect(result.chainId).toBe(1)
    expect(logs.some((l) => l.level === 'warn')).toBe(true)
  })

  test('an unknown connector fails with ProviderNotFoundError', async () => {
    const { adapter } = setupWallet()
    await expect(adapter.connect({ connectorId: 'io.nope', network: mainnet })).rejects.toThrow(
      ProviderNotFoundError,
    )
  })
})

describe('reconnect', () => {
  test('restores a granted wallet without prompting', async () => {
    const first = setupWallet()
    await first.adapter.connect({ connectorId: first.connectorId, network: mainnet })
    // A new adapter, as after a page reload, on the same wallet.
    const again = createEvmAdapter({ rpcUrls: { 'eip155:1': [first.rpcUrl(1)] } })
    onTestFinished(again.setup(first.ctx))
    const result = await again.reconnect({ connectorId: first.connectorId, network: mainnet })
    expect(result).toEqual({ accounts: [{ address: first.addresses[0], type: 'eoa' }], chainId: 1 })
    const log = first.control.requests()
    expect(log.at(-2)).toMatchObject({ method: 'eth_accounts', status: 'ok' })
    expect(log.filter((r) => r.decision)).toHaveLength(1)
  })

  test('rejects when the wallet no longer grants accounts', async () => {
    const { adapter, connectorId, control } = setupWallet()
    await expect(adapter.reconnect({ connectorId, network: mainnet })).rejects.toBeInstanceOf(
      NoActiveAddressError,
    )
    expect(control.requests().some((r) => r.decision)).toBe(false)
  })
})

describe('switchNetwork', () => {
  test('switches a connected wallet to Base', async () => {
    const { adapter, connectorId, control, events } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    await adapter.switchNetwork({ connectorId, network: base })
    expect(control.state().chainId).toBe(8453)
    expect(control.requests().at(-1)).toMatchObject({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
      status: 'ok',
    })
    expect(events).toContainEqual({ type: 'chainChanged', connectorId, chainId: 8453 })
  })

  test('4902: adds the chain with its details and its own public RPC URLs, then switches', async () => {
    const { adapter, connectorId, control } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    control.setMissingChain(8453)
    await adapter.switchNetwork({ connectorId, network: base })
    const log = control.requests().slice(-3)
    expect(log.map((r) => [r.method, r.status])).toEqual([
      ['wallet_switchEthereumChain', 'error'],
      ['wallet_addEthereumChain', 'ok'],
      ['wallet_switchEthereumChain', 'ok'],
    ])
    expect(log[1]!.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        // The chain's public RPC, not the URL the adapter reads through (the host's, or the
        // hosted proxy's with the dapp's project id): the wallet keeps it for good.
        rpcUrls: ['https://mainnet.base.org'],
        blockExplorerUrls: ['https://basescan.org'],
      },
    ])
    expect(JSON.stringify(log[1]!.params)).not.toContain('projectId')
    expect(control.state().chainId).toBe(8453)
  })

  test('4902 nested in data.originalError also adds the chain', async () => {
    const { adapter, connectorId, control } = setupWallet({
      wrap: failing(
        'wallet_switchEthereumChain',
        { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } },
        1,
      ),
    })
    await adapter.connect({ connectorId, network: mainnet })
    await adapter.switchNetwork({ connectorId, network: base })
    expect(methods(control.requests()).slice(-2)).toEqual([
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(control.state().chainId).toBe(8453)
  })

  test('a network that is not configured is ChainNotSupportedError, the wallet not asked', async () => {
    const { adapter, connectorId, control } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    const before = control.requests().length
    const error = await adapter.switchNetwork({ connectorId, network: sepolia }).catch((e) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(error.shortMessage).toBe('Chain is not supported')
    expect(control.requests()).toHaveLength(before)
  })

  test('a wallet without wallet_switchEthereumChain: the spec’s message', async () => {
    const { adapter, connectorId } = setupWallet({
      info: { name: 'Old Wallet', rdns: 'com.old' },
      wrap: failing('wallet_switchEthereumChain', {
        code: 4200,
        message: 'The Provider does not support the requested method',
      }),
    })
    const error = await adapter.switchNetwork({ connectorId, network: base }).catch((e) => e)
    expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
    expect(error.shortMessage).toBe('Old Wallet does not support programmatic chain switching.')
  })

  test('-32601 method not found is the same', async () => {
    const { adapter, connectorId } = setupWallet({
      info: { name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
      wrap: failing('wallet_switchEthereumChain', { code: -32601, message: 'Method not found' }),
    })
    await expect(adapter.switchNetwork({ connectorId, network: base })).rejects.toThrow(
      'Trust does not support programmatic chain switching.',
    )
  })

  test('a declined switch is UserRejectedRequestError', async () => {
    const { adapter, connectorId, control } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    control.rejectNext()
    await expect(adapter.switchNetwork({ connectorId, network: base })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(control.state().chainId).toBe(1)
  })
})

describe('wallet events', () => {
  test('the wallet switching itself to an unknown chain reports chainChanged 999', async () => {
    const { adapter, connectorId, control, events } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    control.switchChain(999)
    expect(events).toEqual([{ type: 'chainChanged', connectorId, chainId: 999 }])
  })

  test('accountsChanged reports checksummed accounts; an empty list is a disconnect', async () => {
    const { adapter, connectorId, control, events, addresses } = setupWallet({ accounts: [0, 1] })
    await adapter.connect({ connectorId, network: mainnet })
    control.emitAccountsChanged([addresses[1]!.toLowerCase() as `0x${string}`])
    control.emitAccountsChanged([])
    control.emitAccountsChanged([addresses[0]!])
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId, accounts: [{ address: addresses[1], type: 'eoa' }] },
      { type: 'disconnect', connectorId },
    ])
  })

  test('entries that are not addresses are left out of a wallet’s answer', async () => {
    const { adapter, connectorId, control, events, addresses } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    control.emitAccountsChanged(['0xnope', addresses[0]!] as `0x${string}`[])
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId, accounts: [{ address: addresses[0], type: 'eoa' }] },
    ])
  })

  test('the wallet disconnecting is reported once, then nothing more', async () => {
    const { adapter, connectorId, control, events } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    control.disconnect()
    control.switchChain(8453)
    expect(events).toEqual([{ type: 'disconnect', connectorId }])
  })
})

describe('disconnect', () => {
  test('revokes the permission after WALLET_REVOKE_DELAY_MS and stops listening', async () => {
    let revokedAt = 0
    const { adapter, connectorId, control, events } = setupWallet({
      wrap: (provider) => ({
        ...provider,
        request(args) {
          if (args.method === 'wallet_revokePermissions') revokedAt = Date.now()
          return provider.request(args)
        },
      }),
    })
    await adapter.connect({ connectorId, network: mainnet })
    const started = Date.now()
    await adapter.disconnect({ connectorId })
    expect(revokedAt - started).toBeGreaterThanOrEqual(99)
    expect(control.requests().at(-1)).toMatchObject({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
      status: 'ok',
    })
    expect(control.state().accounts).toEqual([])
    control.switchChain(8453)
    expect(events).toEqual([])
  })

  test('a wallet without wallet_revokePermissions disconnects quietly', async () => {
    const { adapter, connectorId, logs } = setupWallet({
      wrap: failing('wallet_revokePermissions', { code: 4200, message: 'Unsupported method' }),
    })
    await adapter.connect({ connectorId, network: mainnet })
    await expect(adapter.disconnect({ connectorId })).resolves.toBeUndefined()
    expect(logs).toEqual([])
  })
})

describe('getBalance', () => {
  test('reads real balances on both chains, formatted in the native unit', async () => {
    const { adapter, rpcUrl, addresses } = setupWallet()
    // A fresh address given exactly 10 000 ETH on both chains (the funded test accounts all
    // spend: account 9 seeds the swap pools).
    const untouched = privateKeyToAddress(generatePrivateKey())
    for (const chainId of [1, 8453] as const) {
      await fetch(rpcUrl(chainId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'anvil_setBalance',
          params: [untouched, toHex(parseEther('10000'))],
        }),
      })
    }
    expect(await adapter.getBalance({ address: untouched, network: mainnet })).toEqual({
      value: '10000',
      symbol: 'ETH',
    })
    expect(await adapter.getBalance({ address: untouched, network: base })).toEqual({
      value: '10000',
      symbol: 'ETH',
    })
    const raw = await createPublicClient({ transport: http(rpcUrl(8453)) }).getBalance({
      address: addresses[0]!,
    })
    const { value } = await adapter.getBalance({ address: addresses[0]!, network: base })
    expect(parseEther(value)).toBe(raw)
  })

  test('an RPC that fails gives a typed error', async () => {
    const adapter = createEvmAdapter({ rpcUrls: { 'eip155:1': [await failingRpc()] } })
    await expect(
      adapter.getBalance({
        address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
        network: mainnet,
      }),
    ).rejects.toMatchObject({ name: 'HttpRequestError', status: 503 })
  })
})

describe('signMessage', () => {
  test('personal_sign: a signature viem verifies for the address', async () => {
    const { adapter, connectorId, addresses } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    const message = 'Sign in to Gangway ✓'
    const signature = await adapter.signMessage({ connectorId, address: addresses[0]!, message })
    expect(
      await verifyMessage({
        address: addresses[0]!,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  test('declined: UserRejectedRequestError; other failures: SignMessageError', async () => {
    const { adapter, connectorId, addresses, control } = setupWallet()
    await adapter.connect({ connectorId, network: mainnet })
    control.rejectNext()
    await expect(
      adapter.signMessage({ connectorId, address: addresses[0]!, message: 'hi' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    // An address the wallet does not hold: the wallet refuses with 4100.
    const error = await adapter
      .signMessage({
        connectorId,
        address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
        message: 'hi',
      })
      .catch((e) => e)
    expect(error).toBeInstanceOf(SignMessageError)
    expect(error.shortMessage).toBe('signMessage failed')
    expect(error.cause).toMatchObject({ code: 4100 })
  })
})

describe('sendTransaction (an eip155 TransactionRequest)', () => {
  test('asks the visitor first, sends through the wallet and the transaction is mined', async () => {
    const { adapter, connectorId, addresses, rpcUrl, approvals, settled } = setupWallet({
      accounts: [3],
    })
    await adapter.connect({ connectorId, network: base })
    const to = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' // account 7
    const client = createPublicClient({ transport: http(rpcUrl(8453)) })
    const before = await client.getBalance({ address: to })
    const { id } = await adapter.sendTransaction({
      connectorId,
      address: addresses[0]!,
      network: base,
      request: { to, value: 12345n },
    })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    // The approval gate of the host's provider (ApproveTransaction), then settled.
    expect(methods(approvals)).toEqual(['eth_sendTransaction'])
    expect(settled).toEqual([{ id: approvals[0]!.id, ok: true }])
    const receipt = await waitForReceipt(adapter, { network: base, hash: id as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + 12345n)
  })

  test('switches to the transaction’s network first', async () => {
    const { adapter, connectorId, addresses, control } = setupWallet({ accounts: [4] })
    await adapter.connect({ connectorId, network: mainnet })
    const { id } = await adapter.sendTransaction({
      connectorId,
      address: addresses[0]!,
      network: base,
      request: { to: addresses[0]!, value: 1n },
    })
    expect(control.state().chainId).toBe(8453)
    expect(
      (await waitForReceipt(adapter, { network: base, hash: id as `0x${string}` })).status,
    ).toBe('success')
  })

  test('declined in the wallet or in the modal: UserRejectedRequestError, nothing sent', async () => {
    const { adapter, connectorId, addresses, control } = setupWallet({ accounts: [4] })
    await adapter.connect({ connectorId, network: mainnet })
    control.rejectNext()
    const send = () =>
      adapter.sendTransaction({
        connectorId,
        address: addresses[0]!,
        network: mainnet,
        request: { to: addresses[0]!, value: 1n },
      })
    await expect(send()).rejects.toBeInstanceOf(UserRejectedRequestError)
    const modal = setupWallet({ accounts: [4], approve: () => false })
    await modal.adapter.connect({ connectorId: modal.connectorId, network: mainnet })
    await expect(
      modal.adapter.sendTransaction({
        connectorId: modal.connectorId,
        address: modal.addresses[0]!,
        network: mainnet,
        request: { to: modal.addresses[0]!, value: 1n },
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(methods(modal.control.requests())).not.toContain('eth_sendTransaction')
  })
})

describe('descriptor and capabilities', () => {
  test('evmAdapter() is a descriptor: each create() is an independent instance', async () => {
    const descriptor = evmAdapter()
    expect(descriptor.namespace).toBe('eip155')
    const a = descriptor.create()
    const b = descriptor.create()
    expect(a).not.toBe(b)
    expect(a._internal).not.toBe(b._internal)
    const { ctx } = setupWallet()
    const stop = a.setup(ctx)
    onTestFinished(stop)
    // b was never set up: a's context is not shared.
    expect(a._internal.ctx).toBe(ctx)
    expect(b._internal.ctx).toBeUndefined()
  })

  test('optional capabilities are implemented, family extras are named, none stubbed', async () => {
    const adapter = evmAdapter().create()
    for (const name of [
      'switchNetwork',
      'signMessage',
      'sendTransaction',
      'addRemoteConnector',
      'getProfile',
      'resolveName',
      'getAsset',
    ] as const)
      expect(typeof adapter[name]).toBe('function')
    expect(typeof adapter.transfer.estimate).toBe('function')
    expect((await adapter.walletConnect.load()).events).toEqual(['chainChanged', 'accountsChanged'])
    expect(Object.keys(adapter.extensions)).toEqual(['eip155:signTypedData', 'eip155:sendCalls'])
  })
})

test('methods that need setup fail clearly before it', async () => {
  await expect(createEvmAdapter().connect({ connectorId: 'x', network: mainnet })).rejects.toThrow(
    'Namespace eip155 is not configured',
  )
})

test('spec §3 "Default account types: … eip155 smartAccount": the adapter declares it, core applies it', () => {
  expect(createEvmAdapter().defaultAccountType).toBe('smartAccount')
})

describe('evmAdapter checks its options when called', () => {
  /** The issue lines of the ConfigError `evmAdapter(options)` throws. */
  function issuesOf(options: unknown): string[] {
    try {
      evmAdapter(options as EvmAdapterOptions)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).issues
    }
    throw new Error('evmAdapter did not throw')
  }

  test('rpcUrls keyed by CAIP-2 id, lists of http(s)/ws(s) URLs; the cache lifetime in ms', () => {
    expect(
      issuesOf({
        rpcUrls: { 1: ['https://rpc.example'], 'eip155:8453': 'https://rpc.example' },
        ensCacheMs: '5m',
      }),
    ).toEqual([
      'evmAdapter: rpcUrls.1: Invalid input: expected a CAIP-2 network id such as "eip155:1", received "1"',
      'evmAdapter: rpcUrls.eip155:8453: Expected array received "https://rpc.example"',
      'evmAdapter: ensCacheMs: Expected number received "5m"',
    ])
    expect(issuesOf({ rpcUrls: { 'eip155:1': ['rpc.example'] }, ensCacheMs: -1 })).toEqual([
      'evmAdapter: rpcUrls.eip155:1.0: Invalid input: expected an http, https, ws or wss URL, received "rpc.example"',
      'evmAdapter: ensCacheMs: Expected a number of ms >= 0 received -1',
    ])
  })

  test('a typo gets a "did you mean"', () => {
    expect(issuesOf({ rpcUrl: {} })).toEqual([
      'evmAdapter: rpcUrl: Unknown key. Did you mean "rpcUrls"?',
    ])
  })

  test('accepts good options', () => {
    expect(
      evmAdapter({ rpcUrls: { 'eip155:1': ['http://127.0.0.1:8545'] }, ensCacheMs: 0 }).namespace,
    ).toBe('eip155')
  })
})
