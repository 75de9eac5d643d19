import { type DevChainContracts, deployFixtures, type FixtureSet } from './deployFixtures.js'
import { type AnvilProcess, spawnAnvil } from './spawnAnvil.js'
import { type TestAccount, testAccounts, testMnemonic } from './testAccounts.js'

/** A chain for {@link startDevChain} to run. */
export type DevChainDefinition = {
  chainId: number
  name: string
  /** Fixed port; default: a free one. */
  port?: number
  /** Fixture contracts to deploy; default 'tokens'. */
  fixtures?: FixtureSet
}

/** One running dev chain. */
export type DevChainInfo = {
  chainId: number
  name: string
  rpcUrl: string
  port: number
  contracts: DevChainContracts
}

export type StartDevChainParameters = {
  /** Default {@link defaultDevChains}: Ethereum (1, all fixtures) and Base (8453, tokens). */
  chains?: readonly DevChainDefinition[]
  host?: string
  /** Per-node start timeout; default 10 000 ms. */
  timeoutMs?: number
}

export type StartDevChainReturnType = {
  chains: DevChainInfo[]
  /** Fixture addresses by chain id, e.g. `contracts[1].tusd`. */
  contracts: Record<number, DevChainContracts>
  /** The funded accounts (anvil's default mnemonic), account 0 first. */
  accounts: readonly TestAccount[]
  mnemonic: string
  /** Milliseconds from the call to every chain answering with its fixtures deployed. */
  startupMs: number
  /** Stops every node; resolves when the processes are gone. */
  stop(): Promise<void>
}

/** The chains started by default: mainnet's id (ENS and default-chain rules) and Base's. */
export const defaultDevChains: readonly DevChainDefinition[] = Object.freeze([
  { chainId: 1, name: 'Ethereum', fixtures: 'all' },
  { chainId: 8453, name: 'Base', fixtures: 'tokens' },
])

/**
 * Starts real anvil nodes on 127.0.0.1 (free ports), funds anvil's default accounts and deploys
 * the fixture tokens and NFT from OpenZeppelin's published artifacts. The nodes die with the
 * process even if it is killed.
 *
 * @example
 * import { startDevChain } from '@gangway/devstack'
 * const devChain = await startDevChain()
 * console.log(devChain.chains[0].rpcUrl, devChain.contracts[1].tusd)
 * await devChain.stop()
 */
export async function startDevChain(
  parameters: StartDevChainParameters = {},
): Promise<StartDevChainReturnType> {
  const started = performance.now()
  const { chains = defaultDevChains, host = '127.0.0.1', timeoutMs } = parameters
  const nodes: AnvilProcess[] = []
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()))
  }
  try {
    const infos = await Promise.all(
      chains.map(async (definition): Promise<DevChainInfo> => {
        const node = await spawnAnvil({
          chainId: definition.chainId,
          host,
          port: definition.port,
          timeoutMs,
        })
        nodes.push(node)
        const contracts = await deployFixtures({
          rpcUrl: node.rpcUrl,
          chainId: definition.chainId,
          fixtures: definition.fixtures ?? 'tokens',
        })
        return {
          chainId: definition.chainId,
          name: definition.name,
          rpcUrl: node.rpcUrl,
          port: node.port,
          contracts,
        }
      }),
    )
    return {
      chains: infos,
      contracts: Object.fromEntries(infos.map((info) => [info.chainId, info.contracts])),
      accounts: testAccounts,
      mnemonic: testMnemonic,
      startupMs: Math.round(performance.now() - started),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
