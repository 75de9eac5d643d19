import type { DevChainDefinition, DevChainInfo } from '../chain/startDevChain.js'
import { serviceEmulatorService } from '../services/serviceEmulatorService.js'
import { walletConnectService } from '../walletconnect/walletConnectService.js'

/** Options every service sees (parsed from the command line). */
type ServiceOptions = {
  /** First port to use: chain i listens on `port + i`. Default: free ports. */
  port?: number
}

/** A running part of the devstack. */
export type RunningService = {
  /** Goes into state.json under the service's name. */
  state: unknown
  /** Human-readable lines for the terminal. */
  summary: string[]
  stop(): Promise<void>
}

/** A part of the devstack that `devstack up` starts (and `devstack <name>` alone). */
export type DevstackService = {
  name: string
  description: string
  /**
   * Starts the service. `started` holds the services started before it (by name), e.g. a
   * service that needs the dev chain reads `started.get('chain')?.state`. With `options.port`,
   * each service uses its own offset from it (chain +0/+1, services +10, walletconnect +20, solana +30, bitcoin +40,
   * authFrame +50).
   */
  start(
    options: ServiceOptions,
    started: ReadonlyMap<string, RunningService>,
  ): Promise<RunningService>
}

const chainService: DevstackService = {
  name: 'chain',
  description: 'anvil dev chains (Ethereum 1, Base 8453) with fixture tokens and NFTs',
  async start({ port }) {
    // Loaded on use so `help` stays quick.
    const { defaultDevChains, startDevChain } = await import('../chain/startDevChain.js')
    const chains: DevChainDefinition[] = defaultDevChains.map((chain, i) => ({
      ...chain,
      port: port === undefined ? undefined : port + i,
    }))
    const devChain = await startDevChain({ chains })
    const summary = [`chains up in ${devChain.startupMs} ms`]
    for (const chain of devChain.chains) {
      summary.push(`  ${chain.name} (${chain.chainId})  ${chain.rpcUrl}`)
      for (const [name, address] of Object.entries(chain.contracts))
        summary.push(`    ${name.padEnd(5)} ${address}`)
    }
    summary.push(`  accounts (anvil mnemonic "${devChain.mnemonic}"):`)
    for (const [i, account] of devChain.accounts.slice(0, 2).entries())
      summary.push(`    #${i} ${account.address}  ${account.privateKey}`)
    return {
      state: {
        chains: devChain.chains,
        contracts: devChain.contracts,
        accounts: devChain.accounts,
        mnemonic: devChain.mnemonic,
        startupMs: devChain.startupMs,
      },
      summary,
      stop: devChain.stop,
    }
  },
}

const solanaService: DevstackService = {
  name: 'solana',
  description: 'a local Solana chain (litesvm, JSON-RPC + WebSocket) with funded accounts and TUSD',
  async start({ port }) {
    const { startSolanaChain } = await import('../solana/startSolanaChain.js')
    const chain = await startSolanaChain(port === undefined ? {} : { port: port + 30 })
    const { rpcUrl, wsUrl, controlUrl, genesisHash, caipNetworkId, accounts, token } = chain
    return {
      state: { rpcUrl, wsUrl, controlUrl, genesisHash, caipNetworkId, accounts, token },
      summary: [
        `solana  ${rpcUrl}  (${caipNetworkId}; faults: POST ${controlUrl})`,
        `  TUSD mint ${token.mint}; accounts ${accounts.map((a) => a.address).join(', ')}`,
      ],
      stop: chain.stop,
    }
  },
}

const bitcoinService: DevstackService = {
  name: 'bitcoin',
  description:
    'a Bitcoin regtest ledger (in-process, no bitcoind) behind an Esplora-compatible API',
  async start({ port }) {
    const { startBitcoinRegtest } = await import('../bitcoin/startBitcoinRegtest.js')
    const regtest = await startBitcoinRegtest(port === undefined ? {} : { port: port + 40 })
    const { esploraUrl, controlUrl, genesisHash, caipNetworkId, accounts } = regtest
    return {
      state: { esploraUrl, controlUrl, genesisHash, caipNetworkId, accounts },
      summary: [
        `bitcoin  ${esploraUrl}  (${caipNetworkId}; mine/fund/faults: POST ${controlUrl}/…)`,
        `  wallet payment ${accounts[0]!.payment.address}, ordinals ${accounts[0]!.ordinals.address}`,
      ],
      stop: regtest.stop,
    }
  },
}

const authFrameService: DevstackService = {
  name: 'authFrame',
  description:
    'the embedded-login frame stand-in on its own origin (email codes, keys signing on the dev chain, fault switches)',
  async start({ port }, started) {
    const { startAuthFrame, AUTH_FRAME_VALID_CODE } = await import('../authFrame/startAuthFrame.js')
    const chainState = started.get('chain')?.state as { chains?: DevChainInfo[] } | undefined
    if (!chainState?.chains) throw new Error('authFrame needs the chain service (devstack up)')
    const frame = await startAuthFrame({
      chains: chainState.chains,
      ...(port === undefined ? {} : { port: port + 50 }),
    })
    return {
      state: { url: frame.url, origin: frame.origin, controlUrl: frame.controlUrl },
      summary: [
        `login frame  ${frame.url}  (authFeature frameUrl; every email code is ${AUTH_FRAME_VALID_CODE})`,
        `  control API  ${frame.controlUrl}  GET /last-code?email=, POST /faults, /device, /approve-device, /reset`,
      ],
      stop: frame.stop,
    }
  },
}

/**
 * Every service, in start order. Later parts (WalletConnect relay, service emulator, login
 * frame) are added here and `devstack up` picks them up.
 */
export const services: readonly DevstackService[] = [
  chainService,
  serviceEmulatorService,
  // Before WalletConnect, so the remote wallet signs on the local Solana chain too. Its
  // balances reach the service emulator's data API only under `npm start`.
  solanaService,
  // Before WalletConnect too: the remote wallet answers bip122 on the regtest ledger.
  bitcoinService,
  walletConnectService,
  authFrameService,
]
