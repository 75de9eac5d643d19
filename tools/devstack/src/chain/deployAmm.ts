import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getTransactionCount } from 'viem/actions'
import { devFixtures, waitForReceipts } from './deployFixtures.js'
import { testAccounts } from './testAccounts.js'
import { loadUniswapArtifacts } from './uniswapArtifacts.js'

/** The pools the devstack seeds on every dev chain with both fixture tokens. */
export type AmmPoolName = 'ETH/TUSD' | 'ETH/GWAY' | 'TUSD/GWAY'

/** Uniswap V2 on one dev chain: WETH9, the factory, Router02 and the seeded pairs. */
export type AmmContracts = {
  weth: Address
  factory: Address
  router: Address
  pairs: Record<AmmPoolName, Address>
}

type Side = 'eth' | 'tusd' | 'gway'

/**
 * What each pool is seeded with (whole tokens), at the data API's fixed USD prices (ETH 3000,
 * TUSD 1, GWAY 0.25): the pools' mid-prices start equal to the prices the service quotes.
 */
export const ammSeeds: Readonly<
  Record<AmmPoolName, { a: Side; b: Side; amountA: string; amountB: string }>
> = Object.freeze({
  'ETH/TUSD': { a: 'eth', b: 'tusd', amountA: '100', amountB: '300000' },
  'ETH/GWAY': { a: 'eth', b: 'gway', amountA: '50', amountB: '600000' },
  'TUSD/GWAY': { a: 'tusd', b: 'gway', amountA: '100000', amountB: '400000' },
})

export const ammPoolNames = Object.keys(ammSeeds) as AmmPoolName[]

/** The liquidity provider: anvil account #9 (no test connects as it). */
const LIQUIDITY_PROVIDER = 9

const FEES = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n } as const
const DEADLINE = 2n ** 40n

function clients(rpcUrl: string, chainId: number, account: number) {
  const chain = defineChain({
    id: chainId,
    name: `dev ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const signer = privateKeyToAccount(testAccounts[account]!.privateKey)
  const wallet = createWalletClient({ account: signer, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  return { wallet, reader, signer }
}

/** Sends from one account with nonces numbered locally (no estimation, anvil mines at once). */
async function sender(rpcUrl: string, chainId: number, account: number) {
  const { wallet, reader, signer } = clients(rpcUrl, chainId, account)
  let nonce = await getTransactionCount(wallet, { address: signer.address, blockTag: 'pending' })
  const hashes: Hash[] = []
  return {
    address: signer.address,
    reader,
    hashes,
    nextAddress: () => getContractAddress({ from: signer.address, nonce: BigInt(nonce) }),
    async send(to: Address | null, data: Hex, gas: bigint, value = 0n) {
      const hash = await wallet.sendTransaction({ to, data, gas, value, nonce: nonce++, ...FEES })
      hashes.push(hash)
      return hash
    },
    flush: async () => {
      await waitForReceipts(rpcUrl, hashes.splice(0))
    },
  }
}

/**
 * Deploys Uniswap V2 from its published artifacts (checked by `loadUniswapArtifacts`): WETH9,
 * the factory and Router02 from account #0, then account #9 seeds the ETH/TUSD, ETH/GWAY and
 * TUSD/GWAY pools ({@link ammSeeds}) with tokens account #0 mints for it.
 */
export async function deployAmm(parameters: {
  rpcUrl: string
  chainId: number
  tusd: Address
  gway: Address
}): Promise<AmmContracts> {
  const { rpcUrl, chainId, tusd, gway } = parameters
  const artifacts = loadUniswapArtifacts()
  const deployer = await sender(rpcUrl, chainId, 0)
  const deploy = async (data: Hex, gas: bigint) => {
    const address = deployer.nextAddress()
    await deployer.send(null, data, gas)
    return address
  }
  const weth = await deploy(artifacts.weth.bytecode, 2_000_000n)
  const factory = await deploy(
    encodeDeployData({
      abi: artifacts.factory.abi,
      bytecode: artifacts.factory.bytecode,
      args: [deployer.address],
    }),
    6_000_000n,
  )
  const router = await deploy(
    encodeDeployData({
      abi: artifacts.router.abi,
      bytecode: artifacts.router.bytecode,
      args: [factory, weth],
    }),
    8_000_000n,
  )
  await deployer.flush()
  const amm: AmmContracts = { weth, factory, router, pairs: {} as AmmContracts['pairs'] }
  const tokens = { tusd, gway }
  const provider = await sender(rpcUrl, chainId, LIQUIDITY_PROVIDER)
  for (const token of [tusd, gway])
    await provider.send(
      token,
      encodeFunctionData({
        abi: artifacts.erc20.abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
      100_000n,
    )
  await provider.flush()
  for (const pool of ammPoolNames) {
    await seedPool({ rpcUrl, chainId, tokens, amm, pool })
    const { a, b } = ammSeeds[pool]
    const pair = (await provider.reader.readContract({
      address: factory,
      abi: artifacts.factory.abi,
      functionName: 'getPair',
      args: [a === 'eth' ? weth : tokens[a as 'tusd'], tokens[b as 'tusd' | 'gway']],
    })) as Address
    amm.pairs[pool] = pair
  }
  return amm
}

type PoolParameters = {
  rpcUrl: string
  chainId: number
  tokens: { tusd: Address; gway: Address }
  amm: Pick<AmmContracts, 'router' | 'weth'> & { pairs?: Partial<AmmContracts['pairs']> }
  pool: AmmPoolName
}

/** Adds the pool's seed amounts ({@link ammSeeds}) from account #9 (minted for it first). */
export async function seedPool(parameters: PoolParameters): Promise<void> {
  const { rpcUrl, chainId, tokens, amm, pool } = parameters
  const artifacts = loadUniswapArtifacts()
  const seed = ammSeeds[pool]
  const units = (side: Side, amount: string) =>
    side === 'eth' ? parseEther(amount) : parseUnits(amount, devFixtures[side].decimals)
  const minter = await sender(rpcUrl, chainId, 0)
  const provider = await sender(rpcUrl, chainId, LIQUIDITY_PROVIDER)
  for (const [side, amount] of [
    [seed.a, seed.amountA],
    [seed.b, seed.amountB],
  ] as const) {
    if (side === 'eth') continue
    await minter.send(
      tokens[side],
      encodeFunctionData({
        abi: mintAbi,
        functionName: 'mint',
        args: [provider.address, units(side, amount)],
      }),
      200_000n,
    )
  }
  await minter.flush()
  const b = seed.b as 'tusd' | 'gway'
  if (seed.a === 'eth')
    await provider.send(
      amm.router,
      encodeFunctionData({
        abi: artifacts.router.abi,
        functionName: 'addLiquidityETH',
        args: [tokens[b], units(b, seed.amountB), 0n, 0n, provider.address, DEADLINE],
      }),
      5_000_000n,
      units('eth', seed.amountA),
    )
  else
    await provider.send(
      amm.router,
      encodeFunctionData({
        abi: artifacts.router.abi,
        functionName: 'addLiquidity',
        args: [
          tokens[seed.a],
          tokens[b],
          units(seed.a, seed.amountA),
          units(b, seed.amountB),
          0n,
          0n,
          provider.address,
          DEADLINE,
        ],
      }),
      5_000_000n,
    )
  await provider.flush()
}

/**
 * Drains a pool: account #9 sends all its liquidity tokens to the pair and burns them, leaving
 * only the pair's locked minimum liquidity (a few thousand base units): any real trade is then
 * "Insufficient liquidity".
 */
export async function drainPool(parameters: {
  rpcUrl: string
  chainId: number
  pair: Address
}): Promise<void> {
  const { rpcUrl, chainId, pair } = parameters
  const artifacts = loadUniswapArtifacts()
  const provider = await sender(rpcUrl, chainId, LIQUIDITY_PROVIDER)
  const liquidity = (await provider.reader.readContract({
    address: pair,
    abi: artifacts.pair.abi,
    functionName: 'balanceOf',
    args: [provider.address],
  })) as bigint
  if (liquidity === 0n) return
  await provider.send(
    pair,
    encodeFunctionData({
      abi: artifacts.pair.abi,
      functionName: 'transfer',
      args: [pair, liquidity],
    }),
    100_000n,
  )
  await provider.send(
    pair,
    encodeFunctionData({ abi: artifacts.pair.abi, functionName: 'burn', args: [provider.address] }),
    300_000n,
  )
  await provider.flush()
}

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
