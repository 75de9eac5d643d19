import type { AdapterDescriptor } from '@gangway/core'
import {
  type AccountEntry,
  type AdapterContext,
  ChainNotSupportedError,
  type ConnectResult,
  NamespaceNotConfiguredError,
  type Network,
  NoActiveAddressError,
  NoRpcUrlError,
  ProviderNotFoundError,
  SignMessageError,
} from '@gangway/core'
import { formatUnits, getAddress, isAddress, type PublicClient, toHex } from 'viem'
import { getBalance } from 'viem/actions'
import { signTypedData } from './actions/signTypedData.js'
import { switchChain } from './actions/switchChain.js'
import { watchConnectors } from './discovery/watchConnectors.js'
import {
  array,
  CaipNetworkIdSchema,
  chain,
  checkOptions,
  ENS_CACHE_MS,
  ENS_CHAIN_ID,
  isUserRejection,
  number,
  optional,
  record,
  requestTextInEnglish,
  rule,
  UrlSchema,
  WALLET_REVOKE_DELAY_MS,
} from './internal/core.js'
import { createClient } from './internal/createClient.js'
import { isMethodUnsupported, walletRequest } from './internal/errors.js'
import { createGatedProvider } from './provider/createGatedProvider.js'
import type {
  Eip1193Provider,
  EvmAdapter,
  EvmAdapterInternals,
  EvmAdapterOptions,
  EvmConnector,
} from './types.js'
import { EIP155_WALLETCONNECT } from './walletconnect/namespace.js'

/** The adapter's rarely used actions, one chunk loaded on first use (actions/onDemand.ts). */
const onDemand = () => import('./actions/onDemand.js')
/**
 * ENS lookups with viem's normalizer, one chunk loaded on the first chain-1 lookup. The chain
 * check and the cache lifetime stay here: a chunk that imported core's constants would make Vite 8
 * split core's shared modules into one more up-front file (for the host's first chunk).
 */
const ens = () => import('./actions/ens.js')
const isEnsChain = (network: Network) =>
  Number(network.id) === ENS_CHAIN_ID && network.chainNamespace === 'eip155'

type Connection = { connector: EvmConnector; stop(): void }

// Wallet answers are untrusted: anything that is not an address is left out.
const toAccounts = (addresses: unknown): AccountEntry[] =>
  (Array.isArray(addresses) ? addresses : [])
    .filter((a): a is string => typeof a === 'string' && isAddress(a, { strict: false }))
    .map((a) => ({ address: getAddress(a), type: 'eoa' }))

/**
 * The Gangway adapter for EVM browser wallets (namespace `eip155`): EIP-6963 and injected
 * EIP-1193 wallets, chain switching, balances, signing, transfers and sending through viem.
 * Returns a descriptor: each engine it is passed to creates its own instance.
 *
 * @param options - RPC URL overrides and the ENS cache lifetime
 * @returns an `AdapterDescriptor` to pass to `createModal({ adapters: [...] })`
 * @throws ConfigError when an option is wrong, e.g. `evmAdapter: rpcUrls.1: Invalid input:
 * expected a CAIP-2 network id such as "eip155:1", received "1"`.
 *
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { mainnet, base } from '@gangway/core/networks'
 * import { evmAdapter } from '@gangway/adapter-evm'
 *
 * const modal = createModal({ projectId, networks: [mainnet, base], adapters: [evmAdapter()] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function evmAdapter(options: EvmAdapterOptions = {}): AdapterDescriptor<EvmAdapter> {
  checkOptions('evmAdapter', options, {
    rpcUrls: optional(record(array(UrlSchema), CaipNetworkIdSchema)),
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
  return { namespace: 'eip155', create: () => createEvmAdapter(options) }
}

/**
 * One EVM adapter instance: its own clients, connections, discovery and ENS cache. Engines call
 * it through `evmAdapter(options).create()`; tests call it directly.
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const clients = new Map<string, PublicClient>()
  const connections = new Map<string, Connection>()
  let all: EvmConnector[] = []
  // Connectors handed over from outside discovery (a WalletConnect session's provider).
  const remote: EvmConnector[] = []
  let discovery: Promise<void> = Promise.resolve()

  const requireCtx = (): AdapterContext => {
    if (!internals.ctx) throw new NamespaceNotConfiguredError('eip155')
    return internals.ctx
  }

  const internals: EvmAdapterInternals = {
    options,
    ctx: undefined,
    ens: new Map(),
    ensCacheMs: options.ensCacheMs ?? ENS_CACHE_MS,
    requestCount: 0,
    // Option overrides first; then what core resolves (the host's custom URLs for the network,
    // else the hosted RPC, spec §7); before setup, the URLs the network object carries.
    rpcUrls: (network) =>
      options.rpcUrls?.[network.caipNetworkId] ??
      internals.ctx?.getRpcUrls(network) ??
      network.rpcUrls.default.http,
    getClient(network) {
      if (network.chainNamespace !== 'eip155') throw new ChainNotSupportedError()
      let client = clients.get(network.caipNetworkId)
      if (!client) {
        const urls = internals.rpcUrls(network)
        if (!urls.length) throw new NoRpcUrlError({ details: network.caipNetworkId })
        client = createClient(network, urls)
        clients.set(network.caipNetworkId, client)
      }
      return client
    },
    async findConnector(connectorId) {
      const find = () =>
        remote.find((c) => c.id === connectorId) ?? all.find((c) => c.id === connectorId)
      // A stored session may reconnect before a late wallet has injected itself.
      let connector = find()
      if (!connector) {
        await discovery
        connector = find()
      }
      if (!connector) throw new ProviderNotFoundError({ details: connectorId })
      return connector
    },
  }

  const configured = (network: Network) => {
    const found = requireCtx().networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!found) throw new ChainNotSupportedError({ details: network.caipNetworkId })
    return found
  }

  const forget = (connectorId: string) => {
    connections.get(connectorId)?.stop()
    connections.delete(connectorId)
  }

  // Wallet events go to core through ctx.emit; the adapter never writes stores.
  const watch = (connector: EvmConnector) => {
    forget(connector.id)
    const { provider, id: connectorId } = connector
    const ctx = requireCtx()
    const onAccounts = (addresses: string[]) => {
      if (!addresses.length) {
        forget(connectorId)
        ctx.emit({ type: 'disconnect', connectorId })
      } else ctx.emit({ type: 'accountsChanged', connectorId, accounts: toAccounts(addresses) })
    }
    const onChain = (hex: string) => {
      const chainId = Number(hex)
      if (Number.isSafeInteger(chainId)) ctx.emit({ type: 'chainChanged', connectorId, chainId })
    }
    const onDisconnect = (error?: { code?: number }) => {
      // 1013: the wallet lost its chain connection for a moment (MetaMask while switching).
      if (error?.code === 1013) return
      forget(connectorId)
      ctx.emit({ type: 'disconnect', connectorId })
    }
    provider.on?.('accountsChanged', onAccounts)
    provider.on?.('chainChanged', onChain)
    provider.on?.('disconnect', onDisconnect)
    connections.set(connectorId, {
      connector,
      stop() {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
      },
    })
  }

  const chainIdOf = async (connector: EvmConnector) =>
    Number(await walletRequest<string>(connector.provider, 'eth_chainId'))

  const open = async (
    connectorId: string,
    network: Network | undefined,
    method: 'eth_requestAccounts' | 'eth_accounts',
  ): Promise<ConnectResult> => {
    requireCtx()
    const connector = await internals.findConnector(connectorId)
    const accounts = toAccounts(await walletRequest(connector.provider, method))
    if (!accounts.length) throw new NoActiveAddressError({ details: connectorId })
    let chainId = await chainIdOf(connector)
    if (network && chainId !== Number(network.id)) {
      // Like a wallet that refuses to switch, a failed switch leaves the wallet's chain (core
      // shows UnsupportedChain when it is not configured); only a rejection stops connecting.
      try {
        await adapter.switchNetwork({ connectorId, network })
        chainId = Number(network.id)
      } catch (err) {
        if (isUserRejection(err)) throw err
        requireCtx().logger.warn('evm: switching chain after connect failed', err)
      }
    }
    watch(connector)
    // Core knows discovered wallets from ctx.setConnectors; a remote one names itself here.
    if (!remote.includes(connector)) return { accounts, chainId }
    const { name, imageUrl, type } = connector
    return { accounts, chainId, wallet: { name, type, ...(imageUrl ? { icon: imageUrl } : {}) } }
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    // Spec §3 "Default account types: solana eoa, bip122 payment, polkadot eoa, eip155 smartAccount".
    defaultAccountType: 'smartAccount',
    _internal: internals,
    walletConnect: EIP155_WALLETCONNECT,
    // Sending, transfers and the family extras are always async and used by few hosts: their
    // code loads with import() on first use, so the adapter's up-front size barely grows.
    transfer: {
      estimate: (params) => onDemand().then((m) => m.estimateTransfer(adapter, params)),
      send: (params) => onDemand().then((m) => m.sendTransfer(adapter, params)),
    },
    extensions: {
      // Up front, not on demand: its viem helpers are in every host's first chunk already, and a
      // lazy chunk importing them makes Vite 8 split shared modules (actions/erc20.ts).
      'eip155:signTypedData': (params) => signTypedData(adapter, params),
      'eip155:sendCalls': (params) => onDemand().then((m) => m.sendCalls(adapter, params)),
    },

    // ENS (chain 1 only, cached 5 min) for core's identity display, and forward resolution for
    // a Send receiver. The lookups and viem's ENS normalizer (~36 kB minified) load on the first
    // chain-1 lookup, never before.
    getProfile: (params) =>
      isEnsChain(params.network)
        ? ens().then((m) => m.getEnsProfile(adapter, params))
        : Promise.resolve({ name: null, avatar: null }),
    resolveName: (params) =>
      isEnsChain(params.network)
        ? ens().then((m) => m.resolveEnsName(adapter, params))
        : Promise.resolve(null),
    // An ERC-20's metadata and balance in one batched round trip; loaded on first use.
    getAsset: (params) => onDemand().then((m) => m.getAsset(adapter, params)),
    describeRequest: (request, text = requestTextInEnglish) =>
      onDemand().then((m) =>
        m.describeEvmRequest(request, internals.ctx?.getActiveNetwork(), text),
      ),

    setup(ctx) {
      internals.ctx = ctx
      // Clients made before setup may have used other URLs than the configured networks'.
      clients.clear()
      const discovered = watchConnectors(ctx, (list) => {
        all = list
      })
      discovery = discovered.settled
      return () => {
        discovered.stop()
        for (const id of [...connections.keys()]) forget(id)
        internals.ctx = undefined
      }
    },

    connect: ({ connectorId, network }) => open(connectorId, network, 'eth_requestAccounts'),

    reconnect: ({ connectorId }) => open(connectorId, undefined, 'eth_accounts'),

    async disconnect({ connectorId }) {
      const connector = connections.get(connectorId)?.connector
      // Listeners go first so the revoke's own accountsChanged([]) is not reported again.
      forget(connectorId)
      if (!connector) return
      await new Promise((resolve) => setTimeout(resolve, WALLET_REVOKE_DELAY_MS))
      try {
        await connector.provider.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        })
      } catch (err) {
        if (!isMethodUnsupported(err)) internals.ctx?.logger.warn('evm: revoke failed', err)
      }
    },

    async switchNetwork({ connectorId, network }) {
      const target = configured(network)
      const connector = await internals.findConnector(connectorId)
      // A wallet that adds the chain keeps its RPC for good: give it the chain's own public URLs,
      // never the hosted proxy's (it carries the dapp's project id) or the host's own.
      await switchChain(connector, target, target.rpcUrls.default.http)
    },

    async getBalance({ address, network }) {
      const value = await getBalance(internals.getClient(network), {
        address: getAddress(address),
      })
      const { decimals, symbol } = network.nativeCurrency
      return { value: formatUnits(value, decimals), symbol }
    },

    async signMessage({ connectorId, address, message }) {
      const { provider } = await internals.findConnector(connectorId)
      return walletRequest<string>(
        provider,
        'personal_sign',
        [toHex(message), getAddress(address)],
        (cause) => new SignMessageError({ cause }),
      )
    },

    sendTransaction: (params) => onDemand().then((m) => m.sendEvmTransaction(adapter, params)),

    getProvider({ connectorId }) {
      return createGatedProvider(internals, connectorId)
    },

    addRemoteConnector(connector) {
      const provider = connector.provider as Eip1193Provider | undefined
      if (typeof provider?.request !== 'function')
        throw new ProviderNotFoundError({ details: connector.id })
      const entry: EvmConnector = { ...connector, chain: 'eip155', provider }
      // Not an installed wallet: never reported through ctx.setConnectors.
      for (const old of remote.filter((c) => c.id === entry.id))
        remote.splice(remote.indexOf(old), 1)
      remote.push(entry)
      return () => {
        const at = remote.indexOf(entry)
        if (at >= 0) remote.splice(at, 1)
      }
    },
  }
  return adapter
}
