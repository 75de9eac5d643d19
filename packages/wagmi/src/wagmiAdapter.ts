import { type Eip1193Provider, type EvmAdapter, evmAdapter } from '@gangway/adapter-evm'
import {
  type AccountEntry,
  type AdapterContext,
  type AdapterDescriptor,
  ConfigError,
  type Connector,
  type ConnectResult,
  NoActiveAddressError,
  ProviderNotFoundError,
  type RemoteConnector,
  UserRejectedRequestError,
} from '@gangway/core'
import {
  type Config,
  connect,
  disconnect,
  getPublicClient,
  reconnect,
  switchChain,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { PublicClient } from 'viem'
import {
  chain,
  checkOptions,
  INJECTED_WALLET_WAIT_MS,
  isUserRejection,
  number,
  optional,
  rule,
  toSafeImageUrl,
} from './internal/core.js'
import { GANGWAY_CONNECTOR_TYPE, remoteConnector } from './remoteConnector.js'

/** Options of {@link wagmiAdapter}. */
export type WagmiAdapterOptions = {
  /** How long an ENS lookup is cached, in ms. Defaults to 5 minutes. */
  ensCacheMs?: number
}

/** How long a stored connection waits for wagmi's own reconnect (WagmiProvider's) to settle. */
export const WAGMI_RECONNECT_WAIT_MS = 5000

type WagmiConnection = { accounts: readonly string[]; chainId: number; connector: WagmiConnector }
type WagmiState = { status: string; connections: Map<string, WagmiConnection> }

const toAccounts = (addresses: readonly string[]): AccountEntry[] =>
  addresses.map((address) => ({ address, type: 'eoa' }))

/** A user rejection in wagmi's words (viem's UserRejectedRequestError) in Gangway's. */
const walletError = (error: unknown) =>
  isUserRejection(error) && !(error instanceof UserRejectedRequestError)
    ? new UserRejectedRequestError({ cause: error })
    : error

const isWagmiConfig = (value: unknown): value is Config => {
  const config = value as Partial<Config> | null
  return (
    typeof config?.subscribe === 'function' &&
    Array.isArray(config.chains) &&
    typeof config._internal?.connectors?.setup === 'function'
  )
}

/**
 * The Gangway adapter for wagmi apps (namespace `eip155`), in place of `evmAdapter()`: the
 * app's own wagmi config (wagmi 2 or 3) is where EVM connections live. The modal lists wagmi's
 * connectors, connects, disconnects and switches through wagmi's actions, and follows wagmi's
 * state, so a connection made or ended with wagmi's hooks shows in the modal too. A WalletConnect
 * session or the email/social wallet becomes a wagmi connector and connection, so every wagmi
 * hook works on it. Balances and other reads go through the app's own transports; nothing
 * rewrites them.
 *
 * @param config - the app's `createConfig(...)`; each EVM network of the modal must be one of
 * its `chains`
 * @param options - the ENS cache lifetime
 * @returns an `AdapterDescriptor` to pass to `createModal({ adapters: [...] })`
 * @throws ConfigError when `config` is not a wagmi config or an option is wrong
 *
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { mainnet, base } from '@gangway/core/networks'
 * import { wagmiAdapter } from '@gangway/wagmi'
 * import { config } from './wagmi' // createConfig({ chains: [mainnet, base], transports })
 *
 * const modal = createModal({ projectId, networks: [mainnet, base], adapters: [wagmiAdapter(config)] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function wagmiAdapter(
  config: Config,
  options: WagmiAdapterOptions = {},
): AdapterDescriptor<EvmAdapter> {
  if (!isWagmiConfig(config))
    throw new ConfigError([
      `wagmiAdapter: expected your wagmi config, the value of createConfig({ chains, transports }), received ${describe(config)}`,
    ])
  checkOptions('wagmiAdapter', options, {
    ensCacheMs: optional(
      chain(
        number,
        rule(
          (ms: number) => ms >= 0,
          (ms) => `Expected a number of ms >= 0 received ${ms}`,
        ),
      ),
    ),
  })
  const base = evmAdapter(options)
  return { namespace: 'eip155', create: () => createWagmiAdapter(config, base.create()) }
}

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : typeof value === 'object'
      ? `an object with keys ${Object.keys(value as object).join(', ') || '(none)'}`
      : typeof value

/**
 * One wagmi adapter instance: the EVM adapter's reads, signing, sending, gate and descriptions,
 * with wagmi's config as the place wallets and connections come from.
 */
function createWagmiAdapter(config: Config, adapter: EvmAdapter): EvmAdapter {
  const internals = adapter._internal
  const remote = new Map<
    string,
    { info: RemoteConnector; provider: Eip1193Provider; connector: WagmiConnector }
  >()
  // Connectors the modal is connecting, restoring, switching or disconnecting itself: their
  // wagmi state changes are the modal's own doing, not events to report back.
  const busy = new Set<string>()
  let stop: (() => void) | undefined

  const state = () => config.state as unknown as WagmiState
  // A connection wagmi read back from its storage has a bare `{ id, name, type, uid }` for a
  // connector until its reconnect confirms it with the wallet: not a connection yet.
  const isLive = (c: WagmiConnection) =>
    typeof c.connector?.getProvider === 'function' && c.accounts?.length > 0
  const connectionOf = (connectorId: string) =>
    [...state().connections.values()].find((c) => c.connector.id === connectorId && isLive(c))
  const listed = (c: WagmiConnector) => c.type !== GANGWAY_CONNECTOR_TYPE

  /** Gangway's view of a wagmi connector (icon and name are the wallet's: untrusted). */
  const toConnector = (c: WagmiConnector): Connector => {
    const rdns = typeof c.rdns === 'string' ? c.rdns : Array.isArray(c.rdns) ? c.rdns[0] : undefined
    const imageUrl = toSafeImageUrl(c.icon)
    return {
      id: c.id,
      name: c.name,
      type: rdns ? 'ANNOUNCED' : c.type === 'injected' ? 'INJECTED' : 'EXTERNAL',
      chain: 'eip155',
      ...(imageUrl ? { imageUrl } : {}),
      ...(rdns ? { info: { rdns } } : {}),
    }
  }

  /** wagmi's connector `id`, waiting a moment for a wallet that announces itself late. */
  const findConnector = async (connectorId: string): Promise<WagmiConnector> => {
    const find = () =>
      remote.get(connectorId)?.connector ?? config.connectors.find((c) => c.id === connectorId)
    const found = find()
    if (found) return found
    return new Promise((resolve, reject) => {
      const done = (connector: WagmiConnector | undefined) => {
        clearTimeout(timer)
        off()
        if (connector) resolve(connector)
        else reject(new ProviderNotFoundError({ details: connectorId }))
      }
      const off = config._internal.connectors.subscribe(() => {
        const connector = find()
        if (connector) done(connector)
      })
      const timer = setTimeout(() => done(find()), INJECTED_WALLET_WAIT_MS)
    })
  }

  /** Resolves once wagmi is not connecting or reconnecting (WagmiProvider's reconnect). */
  const settled = () =>
    new Promise<void>((resolve) => {
      const isSettled = () => !['connecting', 'reconnecting'].includes(state().status)
      if (isSettled()) return resolve()
      const done = () => {
        clearTimeout(timer)
        off()
        resolve()
      }
      const off = config.subscribe(
        (s) => s.status,
        () => isSettled() && done(),
      )
      const timer = setTimeout(done, WAGMI_RECONNECT_WAIT_MS)
    })

  const resultOf = (connectorId: string, c: { accounts: readonly string[]; chainId: number }) => {
    const own = remote.get(connectorId)?.info
    const result: ConnectResult = { accounts: toAccounts(c.accounts), chainId: c.chainId }
    if (own)
      result.wallet = {
        name: own.name,
        type: own.type,
        ...(own.imageUrl ? { icon: own.imageUrl } : {}),
      }
    return result
  }

  /** Runs the modal's own wagmi action for `connectorId`, its state changes unreported. */
  const own = async <T>(connectorId: string, action: () => Promise<T>): Promise<T> => {
    busy.add(connectorId)
    try {
      return await action()
    } catch (error) {
      throw walletError(error)
    } finally {
      busy.delete(connectorId)
    }
  }

  // The EVM adapter's actions (signing, sending, transfers, the gate) reach wallets through
  // these two seams: wagmi's connector providers, and the app's transports for reads.
  internals.findConnector = async (connectorId) => {
    const entry = remote.get(connectorId)
    if (entry) return { ...entry.info, chain: 'eip155', provider: entry.provider }
    const connector = await findConnector(connectorId)
    const provider = (await connector.getProvider()) as Eip1193Provider | undefined
    if (typeof provider?.request !== 'function')
      throw new ProviderNotFoundError({ details: connectorId })
    return { ...toConnector(connector), provider }
  }
  const hostedClient = internals.getClient
  internals.getClient = (network) => {
    const chainId = Number(network.id)
    if (network.chainNamespace === 'eip155' && config.chains.some((c) => c.id === chainId))
      return getPublicClient(config, { chainId }) as unknown as PublicClient
    // A network outside the app's chains (ENS on chain 1 for an app without mainnet).
    return hostedClient(network)
  }
  internals.rpcUrls = (network) => {
    const chain = config.chains.find((c) => c.id === Number(network.id))
    return chain?.rpcUrls.default.http ?? network.rpcUrls.default.http
  }

  /** Follows wagmi's connections and reports what the modal did not do itself. */
  const follow = (ctx: AdapterContext) => {
    let known = new Map<string, WagmiConnection>()
    const sync = (s: WagmiState) => {
      // Mid-connect or mid-reconnect, wagmi's connections are not yet what they will be.
      if (s.status === 'connecting' || s.status === 'reconnecting') return
      const next = new Map<string, WagmiConnection>()
      for (const c of s.connections.values()) if (isLive(c)) next.set(c.connector.id, c)
      const previous = known
      known = next
      for (const [connectorId, c] of next) {
        if (busy.has(connectorId)) continue
        const before = previous.get(connectorId)
        if (!before) ctx.emit({ type: 'connect', connectorId, ...resultOf(connectorId, c) })
        else {
          if (before.accounts.join() !== c.accounts.join())
            ctx.emit({ type: 'accountsChanged', connectorId, accounts: toAccounts(c.accounts) })
          if (before.chainId !== c.chainId)
            ctx.emit({ type: 'chainChanged', connectorId, chainId: c.chainId })
        }
      }
      for (const connectorId of previous.keys())
        if (!next.has(connectorId) && !busy.has(connectorId))
          ctx.emit({ type: 'disconnect', connectorId })
    }
    sync(state())
    return config.subscribe(
      (s) => s as unknown as WagmiState,
      (s) => sync(s),
    )
  }

  return {
    ...adapter,

    setup(ctx) {
      internals.ctx = ctx
      const missing = ctx.networks.filter((n) => !config.chains.some((c) => c.id === Number(n.id)))
      if (missing.length)
        throw new ConfigError(
          missing.map(
            (n) =>
              `wagmiAdapter: network ${n.caipNetworkId} (${n.name}) is not one of your wagmi config's chains. Add it to createConfig({ chains }) or leave it out of networks.`,
          ),
        )
      const excluded = ctx.excludeWallets.map((x) => x.toLowerCase())
      const report = () =>
        ctx.setConnectors(
          config.connectors
            .filter(listed)
            .map(toConnector)
            .filter(
              (c) =>
                !excluded.includes(c.name.toLowerCase()) &&
                !(c.info?.rdns && excluded.includes(c.info.rdns.toLowerCase())),
            ),
        )
      report()
      const offConnectors = config._internal.connectors.subscribe(report)
      const offState = follow(ctx)
      stop = () => {
        offConnectors()
        offState()
        for (const { connector } of remote.values())
          config._internal.connectors.setState((list) => list.filter((c) => c !== connector))
        remote.clear()
        internals.ctx = undefined
      }
      return () => {
        stop?.()
        stop = undefined
      }
    },

    connect: ({ connectorId, network }) =>
      own(connectorId, async () => {
        const connector = await findConnector(connectorId)
        const chainId = Number(network.id)
        const current = connectionOf(connectorId)
        if (current) {
          // Connected in wagmi already (by the app's own hooks): the modal takes it over.
          if (current.chainId !== chainId)
            await switchChain(config, { chainId, connector }).catch((error: unknown) => {
              if (isUserRejection(error)) throw error
            })
          return resultOf(connectorId, connectionOf(connectorId) ?? current)
        }
        return resultOf(connectorId, await connect(config, { connector, chainId }))
      }),

    reconnect: ({ connectorId }) =>
      own(connectorId, async () => {
        // WagmiProvider reconnects on mount: wait for it rather than race it.
        await settled()
        let current = connectionOf(connectorId)
        if (!current) {
          const connector = await findConnector(connectorId)
          await reconnect(config, { connectors: [connector] })
          // wagmi runs one reconnect at a time: when WagmiProvider's started first, this one
          // returned at once, and the connection comes with that one.
          await settled()
          current = connectionOf(connectorId)
        }
        if (!current) throw new NoActiveAddressError({ details: connectorId })
        return resultOf(connectorId, current)
      }),

    disconnect: ({ connectorId }) =>
      own(connectorId, async () => {
        const current = connectionOf(connectorId)
        if (current) await disconnect(config, { connector: current.connector })
      }),

    switchNetwork: ({ connectorId, network }) =>
      own(connectorId, async () => {
        const connector = await findConnector(connectorId)
        await switchChain(config, { chainId: Number(network.id), connector })
      }),

    addRemoteConnector(info) {
      const provider = info.provider as Eip1193Provider | undefined
      if (typeof provider?.request !== 'function')
        throw new ProviderNotFoundError({ details: info.id })
      const connector = config._internal.connectors.setup(
        remoteConnector(
          info,
          provider,
          () => adapter.getProvider({ connectorId: info.id }) as Eip1193Provider,
        ),
      )
      const previous = remote.get(info.id)?.connector
      remote.set(info.id, { info, provider, connector })
      config._internal.connectors.setState((list) => [
        ...list.filter((c) => c !== previous && c.id !== info.id),
        connector,
      ])
      return () => {
        if (remote.get(info.id)?.connector !== connector) return
        remote.delete(info.id)
        config._internal.connectors.setState((list) => list.filter((c) => c !== connector))
      }
    },
  }
}
