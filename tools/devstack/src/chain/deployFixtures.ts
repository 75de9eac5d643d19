import {
  type Address,
  createWalletClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getTransactionCount } from 'viem/actions'
import { loadOpenZeppelinArtifact, withDecimals } from './artifacts.js'
import { type AmmContracts, deployAmm } from './deployAmm.js'
import { testAccounts } from './testAccounts.js'

/** Which fixtures a dev chain gets: everything, only the two tokens, or nothing. */
export type FixtureSet = 'all' | 'tokens' | 'none'

/** Addresses of the fixture contracts on one chain (absent ones were not deployed there). */
export type DevChainContracts = {
  /** "Test USD" (TUSD), 6 decimals, USDC-like. */
  tusd?: Address
  /** "Gangway Token" (GWAY), 18 decimals. */
  gway?: Address
  /** "Gangway Crew" (CREW) ERC-721; token ids 0–2 owned by account 0, id 3 by account 1. */
  nft?: Address
  /** A spam-looking ERC-20 ("CLAIM"), 18 decimals, all held by account 0. */
  spam?: Address
  /** Uniswap V2 (WETH9, factory, Router02) with ETH/TUSD, ETH/GWAY and TUSD/GWAY pools. */
  amm?: AmmContracts
}

/**
 * What the fixtures mint, so tests and emulated services can assert against it.
 * Amounts are in whole tokens; `holder` indexes {@link testAccounts}.
 */
export const devFixtures = {
  tusd: {
    name: 'Test USD',
    symbol: 'TUSD',
    decimals: 6,
    balances: [
      { holder: 0, amount: '1000000' },
      { holder: 1, amount: '2500' },
    ],
  },
  gway: {
    name: 'Gangway Token',
    symbol: 'GWAY',
    decimals: 18,
    balances: [
      { holder: 0, amount: '500000' },
      { holder: 1, amount: '1234.5' },
    ],
  },
  nft: {
    name: 'Gangway Crew',
    symbol: 'CREW',
    baseTokenUri: 'ipfs://gangway-devstack/crew/',
    owners: [0, 0, 0, 1] as readonly number[],
  },
  spam: {
    name: 'Visit gangway-airdrop.example to claim rewards',
    symbol: 'CLAIM',
    decimals: 18,
    balances: [{ holder: 0, amount: '1000000' }],
  },
} as const

/**
 * Deploys the fixtures from account 0's first nonces, in a fixed order (tusd, gway, nft, spam),
 * so on a fresh chain their addresses are always the same: tusd and gway even match across
 * chains. Mints follow the deployments.
 */
export async function deployFixtures(parameters: {
  rpcUrl: string
  chainId: number
  fixtures: FixtureSet
}): Promise<DevChainContracts> {
  const { rpcUrl, chainId, fixtures } = parameters
  if (fixtures === 'none') return {}
  const deployer = privateKeyToAccount(testAccounts[0]!.privateKey)
  const chain = defineChain({
    id: chainId,
    name: `dev ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
  let nonce = await getTransactionCount(client, { address: deployer.address, blockTag: 'pending' })

  // Fixed gas limits and fee cap: no estimation round trips, and anvil mines each at once.
  const send = (to: Address | null, data: `0x${string}`, gas: bigint): Promise<Hash> =>
    client.sendTransaction({
      to,
      data,
      gas,
      nonce: nonce++,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })

  const contracts: DevChainContracts = {}
  const hashes: Hash[] = []
  const deploy = async (data: `0x${string}`) => {
    const address = getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
    hashes.push(await send(null, data, 5_000_000n))
    return address
  }

  const tokenArtifact = loadOpenZeppelinArtifact('ERC20PresetMinterPauser')
  const tusdArtifact = withDecimals(tokenArtifact, devFixtures.tusd.decimals)
  contracts.tusd = await deploy(
    encodeDeployData({
      abi: tusdArtifact.abi,
      bytecode: tusdArtifact.bytecode,
      args: [devFixtures.tusd.name, devFixtures.tusd.symbol],
    }),
  )
  contracts.gway = await deploy(
    encodeDeployData({
      abi: tokenArtifact.abi,
      bytecode: tokenArtifact.bytecode,
      args: [devFixtures.gway.name, devFixtures.gway.symbol],
    }),
  )
  const nftArtifact = loadOpenZeppelinArtifact('ERC721PresetMinterPauserAutoId')
  const spamArtifact = loadOpenZeppelinArtifact('ERC20PresetFixedSupply')
  if (fixtures === 'all') {
    contracts.nft = await deploy(
      encodeDeployData({
        abi: nftArtifact.abi,
        bytecode: nftArtifact.bytecode,
        args: [devFixtures.nft.name, devFixtures.nft.symbol, devFixtures.nft.baseTokenUri],
      }),
    )
    const [spamBalance] = devFixtures.spam.balances
    contracts.spam = await deploy(
      encodeDeployData({
        abi: spamArtifact.abi,
        bytecode: spamArtifact.bytecode,
        args: [
          devFixtures.spam.name,
          devFixtures.spam.symbol,
          parseUnits(spamBalance.amount, devFixtures.spam.decimals),
          testAccounts[spamBalance.holder]!.address,
        ],
      }),
    )
  }

  for (const key of ['tusd', 'gway'] as const) {
    for (const { holder, amount } of devFixtures[key].balances) {
      const data = encodeFunctionData({
        abi: tokenArtifact.abi,
        functionName: 'mint',
        args: [testAccounts[holder]!.address, parseUnits(amount, devFixtures[key].decimals)],
      })
      hashes.push(await send(contracts[key]!, data, 200_000n))
    }
  }
  if (contracts.nft) {
    for (const holder of devFixtures.nft.owners) {
      const data = encodeFunctionData({
        abi: nftArtifact.abi,
        functionName: 'mint',
        args: [testAccounts[holder]!.address],
      })
      hashes.push(await send(contracts.nft, data, 300_000n))
    }
  }

  await waitForReceipts(rpcUrl, hashes)
  // After the tokens (their addresses stay what they were): a real AMM (Uniswap V2) that Swap's built transactions really swap on.
  contracts.amm = await deployAmm({ rpcUrl, chainId, tusd: contracts.tusd, gway: contracts.gway })
  return contracts
}

/** Waits until every transaction has a successful receipt (anvil automines: a few ms). */
export async function waitForReceipts(rpcUrl: string, hashes: readonly Hash[]) {
  const deadline = Date.now() + 10_000
  let pending = [...hashes]
  while (pending.length > 0) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        pending.map((hash, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'eth_getTransactionReceipt',
          params: [hash],
        })),
      ),
    })
    const results = (await response.json()) as {
      id: number
      result: { status: string } | null
    }[]
    const stillPending: Hash[] = []
    for (const { id, result } of results) {
      const hash = pending[id]!
      if (!result) stillPending.push(hash)
      else if (result.status !== '0x1')
        throw new Error(`devstack: fixture transaction ${hash} reverted`)
    }
    pending = stillPending
    if (pending.length === 0) return
    if (Date.now() > deadline) throw new Error(`devstack: ${pending.length} fixture txs not mined`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
