// Helpers for tests that write to the real dev chain (anvil) started by globalSetup.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type TestChain = { chainId: number; rpcUrl: string }

const chainOf = ({ chainId, rpcUrl }: TestChain) =>
  defineChain({
    id: chainId,
    name: `dev ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })

/** Sends from `privateKey` and waits for the receipt (anvil mines at once). */
async function send(
  chain: TestChain,
  privateKey: Hex,
  request: { to: Address; value?: bigint; data?: Hex },
): Promise<Hash> {
  const viemChain = chainOf(chain)
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: viemChain,
    transport: http(chain.rpcUrl),
  })
  const hash = await wallet.sendTransaction({ ...request, gas: 100_000n })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return hash
}

/** Sends `amount` wei of ETH. */
export const sendEth = (chain: TestChain, privateKey: Hex, to: Address, amount: bigint) =>
  send(chain, privateKey, { to, value: amount })

/** Sends whole `amount` of an ERC-20 with `decimals` (TUSD 6, CLAIM 18). */
export async function sendToken(
  chain: TestChain,
  privateKey: Hex,
  token: Address,
  params: { to: Address; amount: string; decimals: number },
): Promise<Hash> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [params.to, parseUnits(params.amount, params.decimals)],
  })
  return send(chain, privateKey, { to: token, data })
}
