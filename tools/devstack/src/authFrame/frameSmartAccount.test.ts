import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  parseAbi,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { testAccounts } from '../chain/testAccounts.js'
import { deploySmartAccountFactory } from './deploySmartAccountFactory.js'
import {
  type CallsBatch,
  type CallsBatchStore,
  deploySmartAccount,
  type FrameAccounts,
  getCallsStatus,
  getCapabilities,
  isSmartAccountDeployed,
  type OwnerClient,
  sendCalls,
  sendFromSmartAccount,
  smartAccountAddress,
} from './frameSmartAccount.js'
import { smartAccountAbi } from './smartAccount.js'

let devChain: StartDevChainReturnType
beforeAll(async () => {
  devChain = await startDevChain({ chains: [{ chainId: 1, name: 'Ethereum', fixtures: 'tokens' }] })
  await deploySmartAccountFactory(devChain.chains[0]!)
}, 60_000)
afterAll(() => devChain?.stop())

const ETH = 10n ** 18n
const A = testAccounts[5]!.address
const B = testAccounts[6]!.address
const erc20 = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
])

const rpcUrl = () => devChain.chains[0]!.rpcUrl
const chain = () =>
  defineChain({
    id: 1,
    name: 'dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl()] } },
  })
const reader = () => createPublicClient({ chain: chain(), transport: http(rpcUrl()) })

/** A new user as the frame sees one: an owner key with 10 ETH, its smart account with 5 ETH. */
async function newUser(): Promise<{ client: OwnerClient; accounts: FrameAccounts }> {
  const client = createWalletClient({
    account: privateKeyToAccount(generatePrivateKey()),
    chain: chain(),
    transport: http(rpcUrl()),
  }).extend(publicActions)
  const eoa = client.account.address
  const smart = smartAccountAddress(eoa)
  const fund = (address: string, wei: bigint) =>
    client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [address, `0x${wei.toString(16)}`] as never,
    })
  await fund(eoa, 10n * ETH)
  await fund(smart, 5n * ETH)
  return { client, accounts: { eoa, smart, active: smart } }
}

const mapStore = (): CallsBatchStore => {
  const map = new Map<string, CallsBatch>()
  return { get: (id) => map.get(id), set: (id, batch) => void map.set(id, batch) }
}
const balance = (address: Hex) => reader().getBalance({ address })

describe('the frame smart account', () => {
  it('is counterfactual until its first transaction: execute deploys it, and the value leaves the contract', async () => {
    const { client, accounts } = await newUser()
    expect(await isSmartAccountDeployed(client)).toBe(false)
    const before = await balance(A)
    const hash = await sendFromSmartAccount(client, { to: A, value: '0x2386f26fc10000' })
    const receipt = await reader().waitForTransactionReceipt({ hash })
    expect(receipt.from).toBe(accounts.eoa.toLowerCase())
    expect(receipt.to).toBe(accounts.smart!.toLowerCase())
    expect(await isSmartAccountDeployed(client)).toBe(true)
    expect((await balance(A)) - before).toBe(10n ** 16n)
    expect(await balance(accounts.smart!)).toBe(5n * ETH - 10n ** 16n)
    // A second deployment is nothing.
    expect(await deploySmartAccount(client)).toBeUndefined()
  })

  it("signatures are the owner's and verify through ERC-1271 on the deployed account only", async () => {
    const { client, accounts } = await newUser()
    const message = 'hello from the smart account'
    const signature = await client.signMessage({ message })
    // Not deployed: no contract answers for the address, and it is not the signer's.
    expect(await reader().verifyMessage({ address: accounts.smart!, message, signature })).toBe(
      false,
    )
    await deploySmartAccount(client)
    expect(await reader().verifyMessage({ address: accounts.smart!, message, signature })).toBe(
      true,
    )
    const magic = await reader().readContract({
      address: accounts.smart!,
      abi: smartAccountAbi,
      functionName: 'isValidSignature',
      args: [hashMessage(message), signature],
    })
    expect(magic).toBe('0x1626ba7e')
    // Someone else's signature is refused.
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    expect(
      await reader().verifyMessage({ address: accounts.smart!, message, signature: other }),
    ).toBe(false)
  })
})

describe('EIP-5792 through the frame', () => {
  it('wallet_getCapabilities: atomic is supported for the smart account, unsupported for the EOA, per chain', async () => {
    const { accounts } = await newUser()
    const chains = [
      { chainId: 1, smart: true },
      { chainId: 8453, smart: false },
    ]
    expect(getCapabilities([accounts.smart], accounts, chains)).toEqual({
      '0x1': { atomic: { status: 'supported' } },
      '0x2105': { atomic: { status: 'unsupported' } },
    })
    expect(getCapabilities([accounts.eoa, ['0x1']], accounts, chains)).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
    })
    expect(() => getCapabilities([A], accounts, chains)).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
  })

  it('wallet_sendCalls from the smart account: two transfers in ONE executeBatch transaction; getCallsStatus 200 with its receipt', async () => {
    const { client, accounts } = await newUser()
    const store = mapStore()
    const [beforeA, beforeB] = [await balance(A), await balance(B)]
    const { id } = await sendCalls(
      client,
      [
        {
          version: '2.0.0',
          chainId: '0x1',
          atomicRequired: true,
          calls: [
            { to: A, value: '0x2386f26fc10000' },
            { to: B, value: '0x470de4df820000' },
          ],
        },
      ],
      accounts,
      store,
    )
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const status = await getCallsStatus([id], store, rpcUrl)
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x1',
      atomic: true,
      status: 200,
    })
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts![0]!.status).toBe('0x1')
    const tx = await reader().getTransaction({ hash: status.receipts![0]!.transactionHash })
    expect(tx.to).toBe(accounts.smart!.toLowerCase())
    expect((await balance(A)) - beforeA).toBe(10n ** 16n)
    expect((await balance(B)) - beforeB).toBe(2n * 10n ** 16n)
  })

  it('a batch with a failing call moves nothing (atomic) and reports no id', async () => {
    const { client, accounts } = await newUser()
    const store = mapStore()
    const tusd = devChain.contracts[1]!.tusd!
    const before = await balance(A)
    // The account holds no TUSD: the second call reverts, so the first does not happen either.
    const failing = sendCalls(
      client,
      [
        {
          calls: [
            { to: A, value: '0x2386f26fc10000' },
            {
              to: tusd,
              data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [B, 1n] }),
            },
          ],
        },
      ],
      accounts,
      store,
    )
    await expect(failing).rejects.toThrow()
    expect(await balance(A)).toBe(before)
  })

  it('from the EOA: atomicRequired is error 5760; otherwise one transaction per call, in order, status 200 with both receipts', async () => {
    const { client, accounts } = await newUser()
    const eoa = { ...accounts, active: accounts.eoa }
    const store = mapStore()
    const calls = [
      { to: A, value: '0x1' },
      { to: B, value: '0x2', data: '0x' },
    ]
    await expect(
      sendCalls(client, [{ atomicRequired: true, calls }], eoa, store),
    ).rejects.toMatchObject({ code: 5760 })
    const { id } = await sendCalls(client, [{ atomicRequired: false, calls }], eoa, store)
    const status = await getCallsStatus([id], store, rpcUrl)
    expect(status).toMatchObject({ status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(await reader().getTransactionCount({ address: accounts.eoa })).toBe(2)
  })

  it('refuses bad params (spec §5), another chain (5710), a reused id (5720); an unknown id is 5730', async () => {
    const { client, accounts } = await newUser()
    const store = mapStore()
    const send = (request: unknown) => sendCalls(client, [request], accounts, store)
    await expect(send({ calls: [{ to: 'abc' }] })).rejects.toMatchObject({ code: -32602 })
    await expect(send({ calls: [{ to: A, data: 'ff' }] })).rejects.toMatchObject({ code: -32602 })
    await expect(send({ calls: [] })).rejects.toMatchObject({ code: -32602 })
    await expect(send({ chainId: '0x2105', calls: [{ to: A }] })).rejects.toMatchObject({
      code: 5710,
    })
    await send({ id: 'mine', calls: [{ to: A }] })
    await expect(send({ id: 'mine', calls: [{ to: A }] })).rejects.toMatchObject({ code: 5720 })
    await expect(getCallsStatus(['nope'], store, rpcUrl)).rejects.toMatchObject({ code: 5730 })
  })
})
