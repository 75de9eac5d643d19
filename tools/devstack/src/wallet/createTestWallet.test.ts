import {
  type CreateTestWalletReturnType,
  createTestWallet,
  ProviderRpcError,
} from '@gangway/testing'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deployErc1271Wallet } from '../chain/erc1271Wallet.js'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'

let devChain: StartDevChainReturnType
let wallet: CreateTestWalletReturnType
let account0: Address
let account1: Address

beforeAll(async () => {
  devChain = await startDevChain()
  account0 = devChain.accounts[0]!.address
  account1 = devChain.accounts[1]!.address
  wallet = createTestWallet({
    chains: devChain.chains,
    accounts: [devChain.accounts[0]!.privateKey, devChain.accounts[1]!.privateKey],
  })
})
afterAll(async () => {
  await devChain?.stop()
})
beforeEach(() => wallet.control.reset())

const request = (method: string, params?: unknown[]) => wallet.provider.request({ method, params })
const connect = () => request('eth_requestAccounts') as Promise<Address[]>

/** Resolves with the error a request rejects with (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise
  } catch (error) {
    return error as ProviderRpcError
  }
  throw new Error('expected the request to fail')
}

/** Records what the provider emits. */
function record() {
  const events: [string, unknown][] = []
  const on = (name: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect') => {
    const listener = (payload: unknown) => events.push([name, payload])
    wallet.provider.on(name, listener)
    return () => wallet.provider.removeListener(name, listener)
  }
  const offs = [on('accountsChanged'), on('chainChanged'), on('connect'), on('disconnect')]
  return {
    events,
    stop: () => {
      for (const off of offs) off()
    },
  }
}

const typedData = {
  domain: {
    name: 'Gangway',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: 1234567890123456789n,
  },
} as const

describe('createTestWallet: accounts and permissions', () => {
  it('exposes no accounts before connect, all after (first selected)', async () => {
    const { events, stop } = record()
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('eth_chainId')).toBe('0x1')
    expect(await connect()).toEqual([account0, account1])
    expect(await request('eth_accounts')).toEqual([account0, account1])
    expect(events).toEqual([['accountsChanged', [account0, account1]]])
    // Already connected: no second prompt, no event.
    wallet.control.rejectNext()
    expect(await connect()).toEqual([account0, account1])
    stop()
  })

  it('rejectNext fails the next prompt with 4001, once', async () => {
    wallet.control.rejectNext()
    const error = await rejection(connect())
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await request('eth_accounts')).toEqual([])
    expect(await connect()).toHaveLength(2)
  })

  it('setMode("reject") is sticky; approveNext overrides it once', async () => {
    wallet.control.setMode('reject')
    expect((await rejection(connect())).code).toBe(4001)
    expect((await rejection(connect())).code).toBe(4001)
    wallet.control.approveNext()
    expect(await connect()).toHaveLength(2)
    expect((await rejection(request('personal_sign', ['0x00', account0]))).code).toBe(4001)
  })

  it('delayNext holds the next prompt', async () => {
    wallet.control.delayNext(150)
    const started = Date.now()
    await connect()
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('wallet_requestPermissions connects; revoke disconnects the accounts', async () => {
    const { events, stop } = record()
    const permissions = await request('wallet_requestPermissions', [{ eth_accounts: {} }])
    expect(permissions).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [account0, account1] }],
      },
    ])
    expect(await request('wallet_getPermissions')).toEqual(permissions)
    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('wallet_getPermissions')).toEqual([])
    expect(events).toEqual([
      ['accountsChanged', [account0, account1]],
      ['accountsChanged', []],
    ])
    stop()
  })

  it('control.disconnect emits disconnect (4900); reconnecting emits connect', async () => {
    await connect()
    const { events, stop } = record()
    wallet.control.disconnect()
    expect(events).toHaveLength(1)
    expect(events[0]![0]).toBe('disconnect')
    expect(events[0]![1]).toMatchObject({ code: 4900 })
    expect(await request('eth_accounts')).toEqual([])
    await connect()
    expect(events.slice(1)).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [account0, account1]],
    ])
    stop()
  })

  it('emitAccountsChanged changes the selected account', async () => {
    await connect()
    const { events, stop } = record()
    wallet.control.emitAccountsChanged([account1])
    expect(events).toEqual([['accountsChanged', [account1]]])
    expect(await request('eth_accounts')).toEqual([account1])
    // The dropped account can no longer sign.
    expect((await rejection(request('personal_sign', ['0x01', account0]))).code).toBe(4100)
    stop()
  })
})

describe('createTestWallet: signing', () => {
  it('personal_sign needs a connected account (4100)', async () => {
    const error = await rejection(request('personal_sign', ['0x68656c6c6f', account0]))
    expect(error.code).toBe(4100)
  })

  it('personal_sign signs UTF-8 and hex messages verifiably', async () => {
    await connect()
    const text = 'Sign in to Gangway'
    const signature = (await request('personal_sign', [text, account0])) as Hex
    expect(await verifyMessage({ address: account0, message: text, signature })).toBe(true)
    const raw = toHex('bytes \u0000 here')
    const rawSignature = (await request('personal_sign', [raw, account1])) as Hex
    expect(
      await verifyMessage({ address: account1, message: { raw }, signature: rawSignature }),
    ).toBe(true)
    expect(
      await verifyMessage({ address: account0, message: { raw }, signature: rawSignature }),
    ).toBe(false)
  })

  it('eth_signTypedData_v4 signs verifiably (JSON string as sent over JSON-RPC)', async () => {
    await connect()
    const json = JSON.stringify(typedData, (_, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    )
    const signature = (await request('eth_signTypedData_v4', [account0, json])) as Hex
    expect(await verifyTypedData({ address: account0, ...typedData, signature })).toBe(true)
  })

  it('works behind a viem wallet client (custom transport)', async () => {
    const client = createWalletClient({ transport: custom(wallet.provider) })
    const [address] = await client.requestAddresses()
    expect(address).toBe(account0)
    const signature = await client.signTypedData({ account: account0, ...typedData })
    expect(await verifyTypedData({ address: account0, ...typedData, signature })).toBe(true)
    const message = await client.signMessage({ account: account0, message: 'hi' })
    expect(await verifyMessage({ address: account0, message: 'hi', signature: message })).toBe(true)
  })

  it('refuses signing methods it does not offer (4200)', async () => {
    await connect()
    expect((await rejection(request('eth_sign', [account0, '0x00']))).code).toBe(4200)
    expect((await rejection(request('wallet_sendCalls', [{}]))).code).toBe(4200)
  })

  it('logs every request', async () => {
    wallet.control.rejectNext()
    await rejection(connect())
    await connect()
    await request('eth_blockNumber')
    expect(wallet.control.requests()).toMatchObject([
      {
        method: 'eth_requestAccounts',
        status: 'error',
        decision: 'rejected',
        error: { code: 4001 },
      },
      { method: 'eth_requestAccounts', status: 'ok', decision: 'approved' },
      { method: 'eth_blockNumber', status: 'ok' },
    ])
    expect(wallet.control.requests()[2]!.decision).toBeUndefined()
  })
})

describe('createTestWallet: transactions and reads', () => {
  it('eth_sendTransaction signs locally, is mined, and moves ETH', async () => {
    await connect()
    const publicClient = createPublicClient({ transport: http(devChain.chains[0]!.rpcUrl) })
    const to = devChain.accounts[5]!.address
    const before = await publicClient.getBalance({ address: to })
    const hash = (await request('eth_sendTransaction', [
      { from: account0, to, value: toHex(parseEther('1.5')) },
    ])) as Hex
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account0.toLowerCase())
    expect(await publicClient.getBalance({ address: to })).toBe(before + parseEther('1.5'))
    // Forwarded reads see it too.
    expect(await request('eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' })
  })

  it('eth_sendTransaction calls contracts (TUSD transfer from account 1)', async () => {
    await connect()
    const tusd = devChain.contracts[1]!.tusd!
    const publicClient = createPublicClient({ transport: http(devChain.chains[0]!.rpcUrl) })
    const to = devChain.accounts[6]!.address
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits('12.5', 6)],
    })
    const hash = (await request('eth_sendTransaction', [{ from: account1, to: tusd, data }])) as Hex
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(
      await publicClient.readContract({
        address: tusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(12_500_000n)
  })

  it('a rejected or reverting transaction sends nothing / reports the revert', async () => {
    await connect()
    const tusd = devChain.contracts[1]!.tusd!
    const nonce = await request('eth_getTransactionCount', [account0, 'pending'])
    wallet.control.rejectNext()
    const rejected = await rejection(
      request('eth_sendTransaction', [{ from: account0, to: account1, value: '0x1' }]),
    )
    expect(rejected.code).toBe(4001)
    expect(await request('eth_getTransactionCount', [account0, 'pending'])).toBe(nonce)
    const tooMuch = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account1, parseUnits('999999999', 6)],
    })
    const reverted = await rejection(
      request('eth_sendTransaction', [{ from: account0, to: tusd, data: tooMuch }]),
    )
    expect(reverted).toBeInstanceOf(ProviderRpcError)
    expect(reverted.message).toMatch(/exceeds balance/)
  })
})

describe('createTestWallet: chains', () => {
  it('switches to Base, emits chainChanged("0x2105") and reads from Base', async () => {
    const { events, stop } = record()
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x2105' }])).toBeNull()
    expect(events).toEqual([['chainChanged', '0x2105']])
    expect(await request('eth_chainId')).toBe('0x2105')
    // Forwarded to Base's node: its chain id, and TUSD exists there.
    const reader = createPublicClient({ transport: custom(wallet.provider) })
    expect(await reader.getChainId()).toBe(8453)
    expect(
      await reader.readContract({
        address: devChain.contracts[8453]!.tusd!,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    ).toBe(6)
    // Same chain again: no event.
    await request('wallet_switchEthereumChain', [{ chainId: '0x2105' }])
    expect(events).toHaveLength(1)
    stop()
  })

  it('signs and sends on the current chain after a switch', async () => {
    await connect()
    await request('wallet_switchEthereumChain', [{ chainId: '0x2105' }])
    const hash = (await request('eth_sendTransaction', [
      { from: account0, to: account1, value: '0x1' },
    ])) as Hex
    const base = createPublicClient({ transport: http(devChain.chains[1]!.rpcUrl) })
    const receipt = await base.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    const tx = await base.getTransaction({ hash })
    expect(tx.chainId).toBe(8453)
  })

  it('rejects an unknown chain with 4902', async () => {
    const error = await rejection(request('wallet_switchEthereumChain', [{ chainId: '0x89' }]))
    expect(error).toMatchObject({ code: 4902 })
    expect(await request('eth_chainId')).toBe('0x1')
  })

  it('a rejected switch keeps the chain', async () => {
    wallet.control.rejectNext()
    const error = await rejection(request('wallet_switchEthereumChain', [{ chainId: '0x2105' }]))
    expect(error.code).toBe(4001)
    expect(await request('eth_chainId')).toBe('0x1')
  })

  it('setMissingChain: 4902 until wallet_addEthereumChain adds it (and switches)', async () => {
    wallet.control.setMissingChain(8453)
    const error = await rejection(request('wallet_switchEthereumChain', [{ chainId: '0x2105' }]))
    expect(error.code).toBe(4902)
    const { events, stop } = record()
    await request('wallet_addEthereumChain', [
      {
        chainId: '0x2105',
        chainName: 'Base',
        rpcUrls: [devChain.chains[1]!.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(events).toEqual([['chainChanged', '0x2105']])
    expect(await request('eth_chainId')).toBe('0x2105')
    await request('wallet_switchEthereumChain', [{ chainId: '0x1' }])
    await request('wallet_switchEthereumChain', [{ chainId: '0x2105' }])
    expect(await request('net_version')).toBe('8453')
    stop()
  })

  it('setMissingChain with addable false: wallet_addEthereumChain answers 4200 and the chain stays missing', async () => {
    wallet.control.setMissingChain(8453, { addable: false })
    const add = [
      {
        chainId: '0x2105',
        chainName: 'Base',
        rpcUrls: [devChain.chains[1]!.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]
    expect((await rejection(request('wallet_addEthereumChain', add))).code).toBe(4200)
    const error = await rejection(request('wallet_switchEthereumChain', [{ chainId: '0x2105' }]))
    expect(error.code).toBe(4902)
    expect(await request('eth_chainId')).toBe('0x1')
    // Without the option it is addable again.
    wallet.control.setMissingChain(8453)
    await request('wallet_addEthereumChain', add)
    expect(await request('eth_chainId')).toBe('0x2105')
  })

  it('wallet_addEthereumChain adds a brand-new chain with its RPC URL', async () => {
    await request('wallet_addEthereumChain', [
      { chainId: '0x7a69', chainName: 'Also Base', rpcUrls: [devChain.chains[1]!.rpcUrl] },
    ])
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(wallet.control.state().chains.map((c) => c.chainId)).toEqual([1, 8453, 31337])
    expect(await request('eth_blockNumber')).toMatch(/^0x/)
    await request('wallet_switchEthereumChain', [{ chainId: '0x1' }])
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])
    // Missing rpcUrls for an unknown chain is invalid.
    const error = await rejection(request('wallet_addEthereumChain', [{ chainId: '0x99' }]))
    expect(error.code).toBe(-32602)
  })

  it('control.switchChain goes anywhere, even to a chain the dapp lacks (999)', async () => {
    const { events, stop } = record()
    wallet.control.switchChain(999)
    expect(events).toEqual([['chainChanged', '0x3e7']])
    expect(await request('eth_chainId')).toBe('0x3e7')
    expect((await rejection(request('eth_blockNumber'))).code).toBe(4901)
    wallet.control.switchChain(1)
    expect(events.at(-1)).toEqual(['chainChanged', '0x1'])
    stop()
  })

  it('forwards RPC errors with their code', async () => {
    const error = await rejection(request('eth_getBalance', ['not-an-address', 'latest']))
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(typeof error.code).toBe('number')
    expect(error.code).not.toBe(4001)
  })

  it('reset() restores the initial chain, accounts, mode and log', async () => {
    await connect()
    await request('wallet_switchEthereumChain', [{ chainId: '0x2105' }])
    wallet.control.setMode('reject')
    wallet.control.reset()
    expect(wallet.control.state()).toMatchObject({ chainId: 1, accounts: [], mode: 'approve' })
    expect(wallet.control.requests()).toEqual([])
  })
})

describe('smart accounts (ERC-1271)', () => {
  it('addSmartAccount: the contract comes first and its owner signs for it; viem verifies via ERC-1271', async () => {
    const chain = devChain.chains[0]!
    const contract = await deployErc1271Wallet({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      owner: account1,
      deployerKey: devChain.accounts[0]!.privateKey,
    })
    wallet.control.addSmartAccount(contract, account1)
    expect(await connect()).toEqual([contract, account0, account1])
    const message = 'Sign in as the smart account'
    const signature = (await request('personal_sign', [toHex(message), contract])) as Hex
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.verifyMessage({ address: contract, message, signature })).toBe(true)
    // The owner's own key signs the same bytes; it is not the contract's EOA signature.
    expect(await verifyMessage({ address: contract, message, signature })).toBe(false)
    const sent = await rejection(
      request('eth_sendTransaction', [{ from: contract, to: account0, value: '0x1' }]),
    )
    expect(sent.code).toBe(4200)
    wallet.control.reset()
    expect(await connect()).toEqual([account0, account1])
  })

  it('refuses an owner it has no key for', () => {
    expect(() =>
      wallet.control.addSmartAccount(account0, '0x000000000000000000000000000000000000dEaD'),
    ).toThrow('no key for the owner')
  })
})
