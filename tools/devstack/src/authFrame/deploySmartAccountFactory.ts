import { type Address, createWalletClient, defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getCode, waitForTransactionReceipt } from 'viem/actions'
import { smartAccountFactoryBytecode } from './contracts/smartAccountCode.js'
import {
  SMART_ACCOUNT_FACTORY,
  SMART_ACCOUNT_FACTORY_DEPLOYER,
  SMART_ACCOUNT_FACTORY_DEPLOYER_KEY,
} from './smartAccount.js'

/**
 * Deploys GangwaySmartAccountFactory at SMART_ACCOUNT_FACTORY on one dev chain (anvil): funds
 * the deployer with anvil_setBalance and sends its nonce-0 creation. Does nothing when the
 * factory is there already (a second frame server on the same chain). Returns the gas used by
 * the deployment (0n when nothing was deployed).
 *
 * @example
 * await deploySmartAccountFactory({ rpcUrl, chainId: 1 })
 */
export async function deploySmartAccountFactory(parameters: {
  rpcUrl: string
  chainId: number
}): Promise<{ address: Address; gasUsed: bigint }> {
  const { rpcUrl, chainId } = parameters
  const chain = defineChain({
    id: chainId,
    name: `dev ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(SMART_ACCOUNT_FACTORY_DEPLOYER_KEY)
  const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
  if (await getCode(client, { address: SMART_ACCOUNT_FACTORY }))
    return { address: SMART_ACCOUNT_FACTORY, gasUsed: 0n }
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [SMART_ACCOUNT_FACTORY_DEPLOYER, '0x8ac7230489e80000'] as never,
  })
  const hash = await client.sendTransaction({
    data: smartAccountFactoryBytecode,
    nonce: 0,
    gas: 2_000_000n,
  })
  const receipt = await waitForTransactionReceipt(client, { hash })
  if (
    receipt.status !== 'success' ||
    receipt.contractAddress?.toLowerCase() !== SMART_ACCOUNT_FACTORY.toLowerCase()
  )
    throw new Error('The smart account factory was not deployed')
  return { address: SMART_ACCOUNT_FACTORY, gasUsed: receipt.gasUsed }
}
