import * as v from 'valibot'
import { watchWallets } from './discovery/watchWallets.js'
import {
  type AccountEntry,
  type AdapterContext,
  type AdapterDescriptor,
  ChainNotSupportedError,
  formatUnits,
  INJECTED_WALLET_WAIT_MS,
  NamespaceNotConfiguredError,
  type Network,
  NoActiveAddressError,
  NoRpcUrlError,
  ProviderNotFoundError,
} from './internal/core.js'
import { SolanaRpcError } from './internal/errors.js'
import { isSolanaCluster, normalizeSolanaChainId } from './networks/walletChain.js'
import { createGatedProvider } from './provider/createGatedProvider.js'
import { solanaRpc } from './rpc/solanaRpc.js'
import type {
  SolanaAdapter,
  SolanaAdapterInternals,
  SolanaAdapterOptions,
  SolanaConnector,
} from './types.js'
import type { SolanaSessionProvider } from './walletconnect/createSolanaSessionProvider.js'
import { SOLANA_WALLETCONNECT } from './walletconnect/namespace.js'

/** Signing and sending (no web3.js), one chunk loaded on first use. */
const onDemand = () => import('./actions/onDemand.js')
/** Building transfers and legacy wallets' web3.js objects: the web3.js chunk, on first use. */
const web3 = () => import('./actions/web3.js')

const BalanceSchema = v.object({ value: v.pipe(v.number(), v.integer(), v.minValue(0)) })
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

// Wallet answers are untrusted: anything that is not a base58 address is left out.
const toAccounts = (addresses: readonly unknown[]): AccountEntry[] =>
  addresses
    .filter((a): a is string => typeof a === 'string' && BASE58_ADDRESS.test(a))
    .map((address) => ({ address, type: 'eoa' }))

type Connection = { connector: SolanaConnector; first: string | undefined; stop(): void }

/** A WalletConnect session listed as a wallet: its chains (current CAIP-2 ids) beside it. */
type RemoteConnector = SolanaConnector & { chains(): string[] }

/**
 * The Gangway adapter for Solana wallets (namespace `solana`): Wallet Standard wallets and the
 * legacy injected provider, balances in SOL, message signing, transactions and SOL / SPL
 * transfers through @solana/web3.js 1.x, loaded only on first use. Returns a descriptor: each
 * engine it is passed to creates its own instance.
 *
 * @param options - RPC URL overrides and the confirmation bound
 * @returns an `AdapterDescriptor` to pass to `createModal({ adapters: [...] })`
 *
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { solana, solanaDevnet } from '@gangway/core/networks'
 * import { solanaAdapter } from '@gangway/adapter-solana'
 *
 * const modal = createModal({ projectId, networks: [solana, solanaDevnet], adapters: [solanaAdapter()] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function solanaAdapter(
  options: SolanaAdapterOptions = {},
): AdapterDescriptor<SolanaAdapter> {
  return { namespace: 'solana', create: () => createSolanaAdapter(options) }
}

/**
 * One Solana adapter instance: its own discovery and connections. Engines call it through
 * `solanaAdapter(options).create()`; tests call it directly.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const connections = new Map<string, Connection>()
  let all: SolanaConnector[] = []
  // Sessions of a remote-wallet client (WalletConnect): never reported through setConnectors.
  const remote: RemoteConnector[] = []
  const waiters = new Set<() => void>()

  const requireCtx = (): AdapterContext => {
    if (!internals.ctx) throw new NamespaceNotConfiguredError('solana')
    return internals.ctx
  }

  const internals: SolanaAdapterInternals = {
    options,
    ctx: undefined,
    requestCount: 0,
    // Option overrides first; a custom network (a local validator, a private cluster) is read
    // through its own URL; Solana's clusters through core's resolution (host config, else the
    // hosted RPC, spec §7).
    rpcUrl(network) {
      if (network.chainNamespace !== 'solana') throw new ChainNotSupportedError()
      const url =
        options.rpcUrls?.[network.caipNetworkId]?.[0] ??
        (isSolanaCluster(network) ? internals.ctx?.getRpcUrls(network)[0] : undefined) ??
        network.rpcUrls.default.http[0]
      if (!url) throw new NoRpcUrlError({ details: network.caipNetworkId })
      return url
    },
    wsUrl: (network) => network.rpcUrls.default.webSocket?.[0],
    async findConnector(connectorId) {
      const find = () =>
        remote.find((c) => c.id === connectorId) ?? all.find((c) => c.id === connectorId)
      let connector = find()
      // A wallet may register after start (or after a stored session asks to reconnect).
      if (!connector) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer)
            waiters.delete(check)
            resolve()
          }
          const check = () => find() && done()
          const timer = setTimeout(done, INJECTED_WALLET_WAIT_MS)
          waiters.add(check)
        })
        connector = find()
      }
      if (!connector) throw new ProviderNotFoundError({ details: connectorId })
      return connector
    },
  }

  const forget = (connectorId: string) => {
    connections.get(connectorId)?.stop()
    connections.delete(connectorId)
  }

  // Wallet events go to core through ctx.emit; the adapter never writes stores.
  const watch = (connector: SolanaConnector, first: string | undefined) => {
    forget(connector.id)
    const ctx = requireCtx()
    const connectorId = connector.id
    const connection: Connection = {
      connector,
      first,
      stop: connector.provider.onChange((change) => {
        if (change.accounts) {
          const accounts = toAccounts(change.accounts)
          if (!accounts.length) {
            forget(connectorId)
            ctx.emit({ type: 'disconnect', connectorId })
            return
          }
          if (accounts[0]!.address !== connection.first) {
            connection.first = accounts[0]!.address
            ctx.emit({ type: 'accountsChanged', connectorId, accounts })
            return
          }
        }
        // Changed features change what the adapter offers (signMessage, transfer): report the
        // accounts again so every reader of the capabilities looks again.
        if (change.features) {
          const accounts = toAccounts(connector.provider.accounts())
          if (accounts.length) ctx.emit({ type: 'accountsChanged', connectorId, accounts })
        }
      }),
    }
    connections.set(connectorId, connection)
  }

  const open = async (connectorId: string, network: Network, silent: boolean) => {
    requireCtx()
    const connector = await internals.findConnector(connectorId)
    const accounts = toAccounts(await connector.provider.connect(silent))
    if (!accounts.length) throw new NoActiveAddressError({ details: connectorId })
    const session = remote.find((c) => c === connector)
    if (!session) {
      watch(connector, accounts[0]!.address)
      return { accounts, chainId: network.id }
    }
    // A session that does not grant the active network connects on a configured one it grants
    // (older WalletConnect ids read as the current ones).
    const granted = session.chains()
    const on = granted.includes(normalizeSolanaChainId(network.caipNetworkId))
      ? network
      : requireCtx().networks.find((n) => granted.includes(normalizeSolanaChainId(n.caipNetworkId)))
    if (!on) throw new ChainNotSupportedError({ details: granted.join(', ') })
    watch(connector, accounts[0]!.address)
    const { name, imageUrl, type } = connector
    return {
      accounts,
      chainId: on.id,
      wallet: { name, type, ...(imageUrl ? { icon: imageUrl } : {}) },
    }
  }

  /** The connected wallet's features (capabilities follow them), when one is connected. */
  const connectedFeatures = (): readonly string[] | undefined => {
    const [first] = connections.values()
    return first?.connector.provider.features()
  }
  const offers = (...features: string[]) => {
    const current = connectedFeatures()
    return !current || features.some((f) => current.includes(f))
  }

  const signMessage: SolanaAdapter['signMessage'] = (params) =>
    onDemand().then((m) => m.signSolanaMessage(internals, params))
  const transfer: SolanaAdapter['transfer'] = {
    estimate: (params) => web3().then((m) => m.estimateTransfer(internals, params)),
    send: (params) => web3().then((m) => m.sendTransfer(internals, params)),
  }

  const adapter = {
    namespace: 'solana',
    // Spec §3 "Default account types: solana eoa, bip122 payment, polkadot eoa, eip155 smartAccount".
    defaultAccountType: 'eoa',
    _internal: internals,
    walletConnect: SOLANA_WALLETCONNECT,

    setup(ctx) {
      internals.ctx = ctx
      const discovered = watchWallets(
        ctx,
        (list) => {
          all = list
          for (const check of [...waiters]) check()
          // A connected wallet that left the page (unregistered) is a disconnect.
          for (const [id, connection] of connections)
            if (
              !remote.includes(connection.connector as RemoteConnector) &&
              !list.some((c) => c.provider === connection.connector.provider)
            ) {
              forget(id)
              ctx.emit({ type: 'disconnect', connectorId: id })
            }
        },
        () => web3().then((m) => m.legacyCodec),
      )
      return () => {
        discovered.stop()
        for (const id of [...connections.keys()]) forget(id)
        internals.ctx = undefined
      }
    },

    connect: ({ connectorId, network }) => open(connectorId, network, false),

    // Silent: the wallet answers from an earlier authorization, never with a prompt.
    reconnect: ({ connectorId, network }) => open(connectorId, network, true),

    async disconnect({ connectorId }) {
      const connector = connections.get(connectorId)?.connector
      forget(connectorId)
      try {
        await connector?.provider.disconnect()
      } catch (err) {
        internals.ctx?.logger.warn('solana: wallet disconnect failed', err)
      }
    },

    async getBalance({ address, network }) {
      const answer = await solanaRpc<unknown>(internals.rpcUrl(network), 'getBalance', [
        address,
        { commitment: 'confirmed' },
      ])
      const parsed = v.safeParse(BalanceSchema, answer)
      if (!parsed.success) throw new SolanaRpcError('Malformed balance from the Solana RPC')
      const { decimals, symbol } = network.nativeCurrency
      return { value: formatUnits(BigInt(parsed.output.value), decimals), symbol }
    },

    sendTransaction: (params) => onDemand().then((m) => m.sendSolanaTransaction(internals, params)),
    describeRequest: (request) =>
      onDemand().then((m) => m.describeSolanaRequest(request, internals.ctx?.getActiveNetwork())),

    getProvider({ connectorId }) {
      return createGatedProvider(internals, connectorId)
    },

    // The provider is the one this adapter's `walletConnect` capability made for the session.
    addRemoteConnector(connector) {
      const provider = connector.provider as Partial<SolanaSessionProvider> | undefined
      if (typeof provider?.toWallet !== 'function')
        throw new ProviderNotFoundError({ details: connector.id })
      const wallet = provider.toWallet({
        name: connector.name,
        icon: connector.imageUrl,
        activeChain: () => internals.ctx?.getActiveNetwork()?.caipNetworkId,
      })
      const entry: RemoteConnector = {
        ...connector,
        chain: 'solana',
        provider: wallet,
        chains: wallet.chains,
      }
      for (const old of remote.filter((c) => c.id === entry.id))
        remote.splice(remote.indexOf(old), 1)
      remote.push(entry)
      for (const check of [...waiters]) check()
      return () => {
        const at = remote.indexOf(entry)
        if (at >= 0) remote.splice(at, 1)
      }
    },
  } as SolanaAdapter

  // Capabilities follow the connected wallet's features (spec: "features changed =
  // capabilities recomputed"): core reads them as members, so they are getters.
  Object.defineProperties(adapter, {
    signMessage: {
      enumerable: true,
      get: () => (offers('solana:signMessage') ? signMessage : undefined),
    },
    transfer: {
      enumerable: true,
      get: () =>
        offers('solana:signAndSendTransaction', 'solana:signTransaction') ? transfer : undefined,
    },
  })
  return adapter
}
