import {
  type EvmWalletChain,
  evmRequestMethods,
  type HandleEvmRequestParameters,
  handleEvmRequest,
  ProviderRpcError,
  providerErrorCodes,
} from '@gangway/testing'
import {
  createPublicClient,
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
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'

let devChain: StartDevChainReturnType
let chains: Map<number, EvmWalletChain>
let account0: PrivateKeyAccount
let account1: PrivateKeyAccount

beforeAll(async () => {
  devChain = await startDevChain()
  chains = new Map(devChain.chains.map((c) => [c.chainId, { ...c }]))
  account0 = privateKeyToAccount(devChain.accounts[0]!.privateKey)
  account1 = privateKeyToAccount(devChain.accounts[1]!.privateKey)
})
afterAll(async () => {
  await devChain?.stop()
})

const everyMethod = new Set<string>(evmRequestMethods)

/** A wallet on chain 1 with both accounts that approves; every callback is a spy. */
function setup(overrides: Partial<HandleEvmRequestParameters> = {}) {
  const prompt = vi.fn(async () => {})
  const switchChain = vi.fn()
  const addChain = vi.fn()
  const call = (method: string, params?: unknown) =>
    handleEvmRequest({
      request: { method, params },
      accounts: [account0, account1],
      chainId: 1,
      chains,
      methods: everyMethod,
      otherMethods: 'forward',
      prompt,
      switchChain,
      addChain,
      ...overrides,
    })
  return { call, prompt, switchChain, addChain }
}

/** The error a request fails with (fails the test if it succeeds). */
async function rejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderRpcError)
    return error as ProviderRpcError
  }
  throw new Error('expected the request to fail')
}

const typedData = {
  domain: { name: 'Gangway', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

describe('handleEvmRequest: signing', () => {
  it('personal_sign signs UTF-8 and hex with the asked account, after asking once', async () => {
    const { call, prompt } = setup()
    const text = (await call('personal_sign', [toHex('hi'), account1.address])) as Hex
    expect(await verifyMessage({ address: account1.address, message: 'hi', signature: text })).toBe(
      true,
    )
    // Old dapps send [address, message]; no address means the selected account.
    const swapped = (await call('personal_sign', [account0.address, 'plain'])) as Hex
    expect(
      await verifyMessage({ address: account0.address, message: 'plain', signature: swapped }),
    ).toBe(true)
    const selected = (await call('personal_sign', ['plain'])) as Hex
    expect(selected).toBe(swapped)
    expect(prompt).toHaveBeenCalledTimes(3)
  })

  it('refuses before asking: no accounts (4100), a foreign account (4100), bad params (-32602)', async () => {
    const { call, prompt } = setup({ accounts: [] })
    expect((await rejection(call('personal_sign', ['hi']))).code).toBe(4100)
    const connected = setup({ accounts: [account0] })
    expect((await rejection(connected.call('personal_sign', ['hi', account1.address]))).code).toBe(
      4100,
    )
    expect((await rejection(connected.call('personal_sign', ['hi', 'nope']))).code).toBe(-32602)
    expect((await rejection(connected.call('personal_sign', [7]))).code).toBe(-32602)
    expect(prompt).not.toHaveBeenCalled()
    expect(connected.prompt).not.toHaveBeenCalled()
  })

  it('a refused prompt fails with the prompt’s error and signs nothing', async () => {
    const { call } = setup({
      prompt: async () => {
        throw new ProviderRpcError(
          providerErrorCodes.userRejectedRequest,
          'User rejected the request.',
        )
      },
    })
    expect((await rejection(call('personal_sign', ['hi']))).code).toBe(4001)
    const walletConnect = setup({
      prompt: async () => {
        throw new ProviderRpcError(5000, 'User rejected.')
      },
    })
    expect(
      (await rejection(walletConnect.call('eth_signTypedData_v4', [null, typedData]))).code,
    ).toBe(5000)
  })

  it('eth_signTypedData_v4 signs a JSON string or an object; bad data is -32602', async () => {
    const { call } = setup()
    const signature = (await call('eth_signTypedData_v4', [
      account0.address,
      JSON.stringify(typedData),
    ])) as Hex
    expect(await verifyTypedData({ address: account0.address, ...typedData, signature })).toBe(true)
    expect(await call('eth_signTypedData_v4', [account0.address, typedData])).toBe(signature)
    expect((await rejection(call('eth_signTypedData_v4', [account0.address, '{']))).code).toBe(
      -32602,
    )
    expect((await rejection(call('eth_signTypedData_v4', [account0.address, {}]))).code).toBe(
      -32602,
    )
  })

  it('eth_sign signs raw hex when offered; otherwise 4200, never forwarded to the node', async () => {
    const { call } = setup()
    const signature = (await call('eth_sign', [account0.address, '0x1234'])) as Hex
    expect(
      await verifyMessage({ address: account0.address, message: { raw: '0x1234' }, signature }),
    ).toBe(true)
    expect((await rejection(call('eth_sign', [account0.address, 'text']))).code).toBe(-32602)
    const methods = new Set([...everyMethod].filter((m) => m !== 'eth_sign'))
    const injected = setup({ methods })
    expect((await rejection(injected.call('eth_sign', [account0.address, '0x12']))).code).toBe(4200)
    expect((await rejection(injected.call('eth_signTransaction', [{}]))).code).toBe(4200)
    expect((await rejection(injected.call('wallet_sendCalls', [{}]))).code).toBe(4200)
    expect(injected.prompt).not.toHaveBeenCalled()
  })
})

describe('handleEvmRequest: transactions', () => {
  const publicClient = () =>
    createPublicClient({ transport: http(chains.get(1)!.rpcUrl, { retryCount: 0 }) })

  it('eth_sendTransaction signs locally and returns the mined hash', async () => {
    const { call, prompt } = setup()
    const before = await publicClient().getBalance({ address: account1.address })
    const hash = (await call('eth_sendTransaction', [
      { from: account0.address, to: account1.address, value: toHex(parseEther('1')) },
    ])) as Hex
    const receipt = await publicClient().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await publicClient().getBalance({ address: account1.address })).toBe(
      before + parseEther('1'),
    )
    expect(prompt).toHaveBeenCalledOnce()
  })

  it('a refused transaction sends nothing; a reverting one reports the revert', async () => {
    const nonce = await publicClient().getTransactionCount({
      address: account0.address,
      blockTag: 'pending',
    })
    const refused = setup({
      prompt: async () => {
        throw new ProviderRpcError(
          providerErrorCodes.userRejectedRequest,
          'User rejected the request.',
        )
      },
    })
    const tx = { from: account0.address, to: account1.address, value: '0x1' }
    expect((await rejection(refused.call('eth_sendTransaction', [tx]))).code).toBe(4001)
    expect(
      await publicClient().getTransactionCount({ address: account0.address, blockTag: 'pending' }),
    ).toBe(nonce)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account1.address, parseUnits('999999999', 6)],
    })
    const { call } = setup()
    const reverted = await rejection(
      call('eth_sendTransaction', [
        { from: account0.address, to: devChain.contracts[1]!.tusd, data },
      ]),
    )
    expect(reverted.message).toMatch(/exceeds balance/)
  })

  it('sends on the request’s chain; a chain without RPC is 4901 before asking', async () => {
    const base = setup({ chainId: 8453 })
    const hash = (await base.call('eth_sendTransaction', [
      { to: account1.address, value: '0x1' },
    ])) as Hex
    const onBase = createPublicClient({ transport: http(chains.get(8453)!.rpcUrl) })
    expect((await onBase.waitForTransactionReceipt({ hash })).status).toBe('success')
    const nowhere = setup({ chainId: 999 })
    expect(
      (await rejection(nowhere.call('eth_sendTransaction', [{ to: account1.address }]))).code,
    ).toBe(4901)
    expect((await rejection(nowhere.call('eth_blockNumber'))).code).toBe(4901)
    expect(nowhere.prompt).not.toHaveBeenCalled()
  })
})

describe('handleEvmRequest: chains', () => {
  it('eth_chainId and net_version answer the request’s chain', async () => {
    const { call } = setup({ chainId: 8453 })
    expect(await call('eth_chainId')).toBe('0x2105')
    expect(await call('net_version')).toBe('8453')
  })

  it('wallet_switchEthereumChain asks, then switches; the current chain asks nothing', async () => {
    const { call, prompt, switchChain } = setup()
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toBeNull()
    expect(prompt).not.toHaveBeenCalled()
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x2105' }])).toBeNull()
    expect(prompt).toHaveBeenCalledOnce()
    expect(switchChain).toHaveBeenCalledWith(8453)
    // A remote session's request on chain 1 while the wallet is on Base.
    const remote = setup({ activeChainId: 8453 })
    await remote.call('wallet_switchEthereumChain', [{ chainId: '0x1' }])
    expect(remote.switchChain).toHaveBeenCalledWith(1)
  })

  it('unknown and missing chains are 4902, a rejected switch keeps the chain', async () => {
    const { call, prompt, switchChain } = setup({ missingChains: new Set([8453]) })
    expect((await rejection(call('wallet_switchEthereumChain', [{ chainId: '0x89' }]))).code).toBe(
      4902,
    )
    expect(
      (await rejection(call('wallet_switchEthereumChain', [{ chainId: '0x2105' }]))).code,
    ).toBe(4902)
    expect((await rejection(call('wallet_switchEthereumChain', [{ chainId: 'base' }]))).code).toBe(
      -32602,
    )
    expect(prompt).not.toHaveBeenCalled()
    const refused = setup({
      prompt: async () => {
        throw new ProviderRpcError(
          providerErrorCodes.userRejectedRequest,
          'User rejected the request.',
        )
      },
    })
    expect(
      (await rejection(refused.call('wallet_switchEthereumChain', [{ chainId: '0x2105' }]))).code,
    ).toBe(4001)
    expect(refused.switchChain).not.toHaveBeenCalled()
    expect(switchChain).not.toHaveBeenCalled()
  })

  it('wallet_addEthereumChain needs an http(s) RPC for a new chain; a known one keeps its own', async () => {
    const { call, prompt, addChain } = setup()
    const rpcUrl = chains.get(8453)!.rpcUrl!
    expect(
      await call('wallet_addEthereumChain', [
        { chainId: '0x7a69', chainName: 'Also Base', rpcUrls: [rpcUrl] },
      ]),
    ).toBeNull()
    expect(addChain).toHaveBeenLastCalledWith({ chainId: 31337, rpcUrl, name: 'Also Base' })
    await call('wallet_addEthereumChain', [
      { chainId: '0x2105', chainName: 'Other', rpcUrls: ['http://127.0.0.1:9'] },
    ])
    expect(addChain).toHaveBeenLastCalledWith({ chainId: 8453, rpcUrl, name: 'Base' })
    expect(prompt).toHaveBeenCalledTimes(2)
    for (const bad of [{ chainId: '0x99' }, { chainId: '0x99', rpcUrls: ['ws://127.0.0.1:1'] }])
      expect((await rejection(call('wallet_addEthereumChain', [bad]))).code).toBe(-32602)
    expect(addChain).toHaveBeenCalledTimes(2)
  })
})

describe('handleEvmRequest: other methods', () => {
  it('forwards reads to the chain’s RPC and keeps RPC error codes', async () => {
    const { call } = setup()
    expect(await call('eth_blockNumber')).toMatch(/^0x/)
    expect(await call('eth_getBalance', [account0.address, 'latest'])).toMatch(/^0x/)
    const error = await rejection(call('eth_getBalance', ['not-an-address', 'latest']))
    expect(error.code).not.toBe(-32603)
    expect(typeof error.code).toBe('number')
  })

  it('refuses them with 4200 when the wallet does not forward (a WalletConnect session)', async () => {
    const { call } = setup({ otherMethods: 'refuse', methods: new Set(['personal_sign']) })
    expect((await rejection(call('eth_blockNumber'))).code).toBe(4200)
    expect((await rejection(call('wallet_watchAsset', [{}]))).code).toBe(4200)
    expect((await rejection(call('eth_chainId'))).code).toBe(4200)
  })

  it('wallet_watchAsset asks, then answers true', async () => {
    const { call, prompt } = setup()
    expect(await call('wallet_watchAsset', { type: 'ERC20', options: {} })).toBe(true)
    expect(prompt).toHaveBeenCalledOnce()
  })
})
