import { createPublicClient, createWalletClient, defineChain, getAddress, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { simulateContract, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevChainReturnType, startDevChain } from '../chain/startDevChain.js'
import { testAccounts } from '../chain/testAccounts.js'
import { smartAccountRuntimeCode } from './contracts/smartAccountCode.js'
import { deploySmartAccountFactory } from './deploySmartAccountFactory.js'
import {
  predictSmartAccountAddress,
  SMART_ACCOUNT_FACTORY,
  SMART_ACCOUNT_FACTORY_DEPLOYER,
  SMART_ACCOUNT_FACTORY_DEPLOYER_KEY,
  smartAccountFactoryAbi,
} from './smartAccount.js'

let devChain: StartDevChainReturnType
beforeAll(async () => {
  devChain = await startDevChain({ chains: [{ chainId: 1, name: 'Ethereum', fixtures: 'none' }] })
}, 60_000)
afterAll(() => devChain?.stop())

const client = () => {
  const { chainId, rpcUrl } = devChain.chains[0]!
  const chain = defineChain({
    id: chainId,
    name: 'dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createPublicClient({ chain, transport: http(rpcUrl) })
}

describe('the smart account factory', () => {
  it('is deployed once at its fixed address by the deployer key', async () => {
    expect(privateKeyToAccount(SMART_ACCOUNT_FACTORY_DEPLOYER_KEY).address).toBe(
      SMART_ACCOUNT_FACTORY_DEPLOYER,
    )
    const first = await deploySmartAccountFactory(devChain.chains[0]!)
    expect(first.address).toBe(SMART_ACCOUNT_FACTORY)
    expect(first.gasUsed).toBeGreaterThan(0n)
    // A second frame server on the same chain finds it there.
    expect(await deploySmartAccountFactory(devChain.chains[0]!)).toEqual({
      address: SMART_ACCOUNT_FACTORY,
      gasUsed: 0n,
    })
  })

  it("predicts the account's CREATE2 address: the factory's getAddress and the deployment agree, and the code is the committed runtime code", async () => {
    await deploySmartAccountFactory(devChain.chains[0]!)
    const owner = testAccounts[3]!.address
    const predicted = predictSmartAccountAddress(owner)
    const publicClient = client()
    expect(
      await publicClient.readContract({
        address: SMART_ACCOUNT_FACTORY,
        abi: smartAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner, 0n],
      }),
    ).toBe(predicted)
    // Another owner, another address.
    expect(predictSmartAccountAddress(testAccounts[4]!.address)).not.toBe(predicted)
    expect(await publicClient.getCode({ address: predicted })).toBeUndefined()

    const wallet = createWalletClient({
      account: privateKeyToAccount(testAccounts[3]!.privateKey),
      chain: publicClient.chain,
      transport: http(devChain.chains[0]!.rpcUrl),
    })
    const { result } = await simulateContract(wallet, {
      address: SMART_ACCOUNT_FACTORY,
      abi: smartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner, 0n],
    })
    expect(getAddress(result)).toBe(predicted)
    const hash = await writeContract(wallet, {
      address: SMART_ACCOUNT_FACTORY,
      abi: smartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner, 0n],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await publicClient.getCode({ address: predicted })).toBe(smartAccountRuntimeCode)
  })
})
