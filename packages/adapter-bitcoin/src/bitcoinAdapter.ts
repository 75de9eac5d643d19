import { addressBalance } from './esplora/esplora.js'
import {
  type AccountEntry,
  type AdapterContext,
  type AdapterDescriptor,
  ChainNotSupportedError,
  copyRequestParams,
  formatUnits,
  INJECTED_WALLET_WAIT_MS,
  NamespaceNotConfiguredError,
  type Network,
  NoActiveAddressError,
  ProviderNotFoundError,
  type RemoteConnector,
} from './internal/core.js'
import type {
  BitcoinAccount,
  BitcoinAdapter,
  BitcoinAdapterInternals,
  BitcoinAdapterOptions,
  BitcoinConnector,
  BitcoinProvider,
  BitcoinTransactionRequest,
} from './types.js'
import { watchWallets } from './wallet/watchWallets.js'
import type { BitcoinSessionProvider } from './walletconnect/createBitcoinSessionProvider.js'
import { BITCOIN_WALLETCONNECT } from './walletconnect/namespace.js'

/** Signing, PSBTs, transfers and the gated provider (@scure/btc-signer): one chunk, on first use. */
const onDemand = () => import('./actions/onDemand.js')

/** Core's account type of a purpose (spec §3: bip122 accounts are payment by default). */
const toEntries = (accounts: readonly BitcoinAccount[]): AccountEntry[] =>
  accounts.map(({ address, purpose }) => ({
    address,
    type: purpose === 'ordinals' ? 'ordinal' : 'payment',
  }))

/** Payment first (the default account), then the others in the wallet's order. */
const paymentFirst = (accounts: readonly BitcoinAccount[]) => [
  ...accounts.filter((a) => a.purpose === 'payment'),
  ...accounts.filter((a) => a.purpose !== 'payment'),
]

type Connection = { connector: BitcoinConnector; accounts: BitcoinAccount[]; stop(): void }

/**
 * The Gangway adapter for Bitcoin wallets (namespace `bip122`): Wallet Standard bitcoin wallets
 * (payment and ordinals addresses, labelled by purpose), balances from an Esplora API, messages
 * signed as BIP-322 or ECDSA, PSBTs signed on the requested inputs and checked, and BTC sends
 * through feature-send's `transfer` capability. @scure/btc-signer loads only on first use.
 *
 * @param options - Esplora URLs per network and the confirmation bound
 * @returns an `AdapterDescriptor` to pass to `createModal({ adapters: [...] })`
 *
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { bitcoin } from '@gangway/core/networks'
 * import { bitcoinAdapter } from '@gangway/adapter-bitcoin'
 *
 * const modal = createModal({ projectId, networks: [bitcoin], adapters: [bitcoinAdapter()] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function bitcoinAdapter(
  options: BitcoinAdapterOptions = {},
): AdapterDescriptor<BitcoinAdapter> {
  return { namespace: 'bip122', create: () => createBitcoinAdapter(options) }
}

/** One Bitcoin adapter instance; engines call it through `bitcoinAdapter(options).create()`. */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const connections = new Map<string, Connection>()
  let all: BitcoinConnector[] = []
  // Sessions of a remote-wallet client (WalletConnect), with their granted chains: never
  // reported through setConnectors.
  const remote = new Map<BitcoinConnector, () => string[]>()
  const remoteConnector = (id: string) => [...remote.keys()].find((c) => c.id === id)
  const waiters = new Set<() => void>()

  const requireCtx = (): AdapterContext => {
    if (!internals.ctx) throw new NamespaceNotConfiguredError('bip122')
    return internals.ctx
  }

  const internals: BitcoinAdapterInternals = {
    options,
    ctx: undefined,
    requestCount: 0,
    esploraUrl(network: Network) {
      if (network.chainNamespace !== 'bip122') throw new ChainNotSupportedError()
      const url = options.esploraUrls?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
      if (!url) throw new ChainNotSupportedError({ details: network.caipNetworkId })
      return url
    },
    async findConnector(connectorId) {
      const find = () => remoteConnector(connectorId) ?? all.find((c) => c.id === connectorId)
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
    accounts: (connectorId) => connections.get(connectorId)?.accounts ?? [],
    selectAccount(connectorId, address) {
      const connection = connections.get(connectorId)
      const chosen = connection?.accounts.find((a) => a.address === address)
      if (!connection || !chosen) throw new NoActiveAddressError({ details: address })
      connection.accounts = [chosen, ...connection.accounts.filter((a) => a !== chosen)]
      requireCtx().emit({
        type: 'accountsChanged',
        connectorId,
        accounts: toEntries(connection.accounts),
      })
    },
  }

  const forget = (connectorId: string) => {
    connections.get(connectorId)?.stop()
    connections.delete(connectorId)
  }

  // Wallet events go to core through ctx.emit; the adapter never writes stores.
  const watch = (connector: BitcoinConnector, accounts: BitcoinAccount[]) => {
    forget(connector.id)
    const ctx = requireCtx()
    const connectorId = connector.id
    const connection: Connection = {
      connector,
      accounts,
      stop: connector.provider.onChange((change) => {
        if (change.accounts) {
          if (!change.accounts.length) {
            forget(connectorId)
            ctx.emit({ type: 'disconnect', connectorId })
            return
          }
          // The active purpose stays active when the wallet switches its account.
          const purpose = connection.accounts[0]?.purpose
          const next = paymentFirst(change.accounts)
          const same = next.find((a) => a.purpose === purpose)
          connection.accounts = same ? [same, ...next.filter((a) => a !== same)] : next
          ctx.emit({
            type: 'accountsChanged',
            connectorId,
            accounts: toEntries(connection.accounts),
          })
          return
        }
        if (change.features && connection.accounts.length)
          ctx.emit({
            type: 'accountsChanged',
            connectorId,
            accounts: toEntries(connection.accounts),
          })
      }),
    }
    connections.set(connectorId, connection)
  }

  const open = async (connectorId: string, network: Network, silent: boolean) => {
    requireCtx()
    const connector = await internals.findConnector(connectorId)
    // Silent: the addresses the wallet already granted this site, never a prompt.
    const { provider } = connector
    const granted = silent
      ? ((await provider.reconnect?.()) ?? provider.accounts())
      : await provider.connect(['payment', 'ordinals'])
    const accounts = paymentFirst(granted)
    if (!accounts.length) throw new NoActiveAddressError({ details: connectorId })
    const chains = remote.get(connector)?.()
    if (!chains) {
      watch(connector, accounts)
      return { accounts: toEntries(accounts), chainId: network.id }
    }
    // A session that does not grant the active network connects on a configured one it grants.
    const on = chains.includes(network.caipNetworkId)
      ? network
      : requireCtx().networks.find((n) => chains.includes(n.caipNetworkId))
    if (!on) throw new ChainNotSupportedError({ details: chains.join(', ') })
    watch(connector, accounts)
    const { name, imageUrl, type } = connector
    return {
      accounts: toEntries(accounts),
      chainId: on.id,
      wallet: { name, type, ...(imageUrl ? { icon: imageUrl } : {}) },
    }
  }

  /** The connected wallet's features (capabilities follow them), when one is connected. */
  const offers = (feature: string) => {
    const [first] = connections.values()
    return !first || first.connector.provider.features().includes(feature)
  }

  const signMessage: BitcoinAdapter['signMessage'] = (params) =>
    onDemand().then((m) => m.signBitcoinMessage(internals, params))
  const transfer: BitcoinAdapter['transfer'] = {
    estimate: (params) => onDemand().then((m) => m.estimateTransfer(internals, params)),
    send: (params) => onDemand().then((m) => m.sendTransfer(internals, params)),
  }

  const adapter = {
    namespace: 'bip122',
    // Spec §3 "Default account types: solana eoa, bip122 payment, polkadot eoa, eip155 smartAccount".
    defaultAccountType: 'payment',
    _internal: internals,
    walletConnect: BITCOIN_WALLETCONNECT,

    setup(ctx) {
      internals.ctx = ctx
      const discovered = watchWallets(ctx, (list) => {
        all = list
        for (const check of [...waiters]) check()
        // A connected wallet that left the page (unregistered) is a disconnect.
        for (const [id, connection] of connections)
          if (
            !remote.has(connection.connector) &&
            !list.some((c) => c.provider === connection.connector.provider)
          ) {
            forget(id)
            ctx.emit({ type: 'disconnect', connectorId: id })
          }
      })
      return () => {
        discovered.stop()
        for (const id of [...connections.keys()]) forget(id)
        internals.ctx = undefined
      }
    },

    connect: ({ connectorId, network }) => open(connectorId, network, false),
    reconnect: ({ connectorId, network }) => open(connectorId, network, true),

    async disconnect({ connectorId }) {
      const connector = connections.get(connectorId)?.connector
      forget(connectorId)
      try {
        await connector?.provider.disconnect()
      } catch (err) {
        internals.ctx?.logger.warn('bitcoin: wallet disconnect failed', err)
      }
    },

    // Spec §7: confirmed + mempool sums from the Esplora API; settles within RPC_TIMEOUT_MS.
    async getBalance({ address, network }) {
      const sats = await addressBalance(internals.esploraUrl(network), address)
      const { decimals, symbol } = network.nativeCurrency
      return { value: formatUnits(sats, decimals), symbol }
    },

    // Spec §6: the request is copied (frozen, plain data) when called, before anything awaits:
    // the copy is what is shown and what is signed, whatever the caller does to its object.
    async sendTransaction(params) {
      const request = copyRequestParams(params.request) as BitcoinTransactionRequest
      const m = await onDemand()
      return m.sendBitcoinTransaction(internals, { ...params, request })
    },

    describeRequest: (request) => onDemand().then((m) => m.describeBitcoinRequest(request)),

    getProvider({ connectorId }): BitcoinProvider {
      return {
        request: (args) => onDemand().then((m) => m.handleRequest(internals, connectorId, args)),
      }
    },

    // The provider is the one this adapter's `walletConnect` capability made for the session.
    addRemoteConnector(connector: RemoteConnector) {
      const provider = connector.provider as Partial<BitcoinSessionProvider> | undefined
      if (typeof provider?.toWallet !== 'function')
        throw new ProviderNotFoundError({ details: connector.id })
      const wallet = provider.toWallet({
        name: connector.name,
        icon: connector.imageUrl,
        activeChain: () => internals.ctx?.getActiveNetwork()?.caipNetworkId,
      })
      const entry: BitcoinConnector = { ...connector, chain: 'bip122', provider: wallet }
      for (const old of [...remote.keys()]) if (old.id === entry.id) remote.delete(old)
      remote.set(entry, wallet.chains)
      for (const check of [...waiters]) check()
      return () => {
        remote.delete(entry)
      }
    },
  } as BitcoinAdapter

  // Capabilities follow the connected wallet's features: core reads them as members.
  Object.defineProperties(adapter, {
    signMessage: {
      enumerable: true,
      get: () => (offers('bitcoin:signMessage') ? signMessage : undefined),
    },
    transfer: {
      enumerable: true,
      // PSBTs the adapter builds and proves; else a wallet that sends itself (WalletConnect).
      get: () =>
        offers('bitcoin:signTransaction') || offers('bip122:sendTransfer') ? transfer : undefined,
    },
  })
  return adapter
}
