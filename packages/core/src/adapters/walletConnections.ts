import { INJECTED_WALLET_WAIT_MS } from '../constants/constants.js'
import {
  ChainNotSupportedError,
  NamespaceNotConfiguredError,
  NoActiveAddressError,
  ProviderNotFoundError,
} from '../errors/catalogue.js'
import type {
  AccountEntry,
  AdapterContext,
  ChainNamespace,
  Connector,
  ConnectResult,
  Network,
  RemoteConnector,
} from '../types.js'
import type { RemoteWalletInfo } from './sessionProvider.js'

/** A change a wallet reports: its accounts now (empty: it disconnected), or new features. */
export type WalletChange<A> = { accounts?: readonly A[]; features?: true }

/** What the toolkit needs of a wallet handle (a Wallet Standard wallet, a session, a legacy one). */
export type WalletHandle<A> = {
  features(): readonly string[]
  disconnect(): Promise<void>
  onChange(listener: (change: WalletChange<A>) => void): () => void
}

/** One live connection: the connector and its accounts, active first. */
export type WalletConnection<C, A> = { readonly connector: C; accounts: A[] }

/** The per-instance state an adapter shares with its lazily loaded actions. */
export type AdapterSlot = { ctx: AdapterContext | undefined; requestCount: number }

/** A session provider's wallet view (`toWallet`): the family's handle with the granted chains. */
type SessionWallets<W> = {
  toWallet(info: RemoteWalletInfo): W & { chains(): string[] }
}

export type WalletConnectionsOptions<C extends Connector, A> = {
  namespace: ChainNamespace
  /** The adapter's state: the toolkit sets `ctx` between setup and teardown. */
  slot: AdapterSlot
  /** Core's account entries of the wallet's accounts (in order: the first is active). */
  toEntries(accounts: readonly A[]): AccountEntry[]
  /**
   * What a wallet's change means: the accounts to report (the connection then holds them), `[]`
   * for a disconnect, `undefined` when core need not hear of it.
   */
  onChange(connection: WalletConnection<C, A>, change: WalletChange<A>): A[] | undefined
  /** How a remote session's chain ids compare with the networks' (older ids read as current). */
  sameChain?(granted: string, network: Network): boolean
}

/**
 * The wallet bookkeeping every non-EIP-1193 adapter needs (Solana, Bitcoin): the page's
 * connectors and the remote sessions' (WalletConnect), a lookup that waits
 * `INJECTED_WALLET_WAIT_MS` for a wallet that registers late, the live connections with their
 * wallets' change events reported to core (`ctx.emit`: the adapter never writes stores),
 * connecting (a session on a network it grants), disconnecting, and a wallet that leaves the page
 * read as a disconnect. The family keeps what is its own: reading accounts and what a change means.
 *
 * @example
 * const wallets = createWalletConnections<SolanaConnector, string>({ namespace: 'solana', slot: internals, toEntries, onChange })
 * setup: (ctx) => wallets.setup(ctx, (onList) => watchWallets(ctx, onList))
 * connect: ({ connectorId, network }) => wallets.open(connectorId, network, (c) => c.provider.connect(false))
 */
export function createWalletConnections<C extends Connector & { provider: WalletHandle<A> }, A>(
  options: WalletConnectionsOptions<C, A>,
) {
  const { namespace, slot } = options
  const connections = new Map<string, WalletConnection<C, A> & { stop(): void }>()
  let all: C[] = []
  // Sessions of a remote-wallet client, with their granted chains: never reported to core.
  const remote = new Map<C, () => string[]>()
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const check of [...waiters]) check()
  }

  const ctx = (): AdapterContext => {
    if (!slot.ctx) throw new NamespaceNotConfiguredError(namespace)
    return slot.ctx
  }

  const forget = (connectorId: string) => {
    connections.get(connectorId)?.stop()
    connections.delete(connectorId)
  }

  const lookup = (connectorId: string) =>
    [...remote.keys()].find((c) => c.id === connectorId) ?? all.find((c) => c.id === connectorId)

  /** The connector of `connectorId`; a wallet may register after start (or a stored session). */
  async function find(connectorId: string): Promise<C> {
    let connector = lookup(connectorId)
    if (!connector) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiters.delete(check)
          resolve()
        }
        const check = () => lookup(connectorId) && done()
        const timer = setTimeout(done, INJECTED_WALLET_WAIT_MS)
        waiters.add(check)
      })
      connector = lookup(connectorId)
    }
    if (!connector) throw new ProviderNotFoundError({ details: connectorId })
    return connector
  }

  const report = (connectorId: string, accounts: readonly A[]) =>
    ctx().emit({ type: 'accountsChanged', connectorId, accounts: options.toEntries(accounts) })

  const watch = (connector: C, accounts: A[]) => {
    forget(connector.id)
    const context = ctx()
    const connectorId = connector.id
    const connection: WalletConnection<C, A> = { connector, accounts }
    const stop = connector.provider.onChange((change) => {
      const next = options.onChange(connection, change)
      if (!next) return
      if (!next.length) {
        forget(connectorId)
        context.emit({ type: 'disconnect', connectorId })
        return
      }
      connection.accounts = next
      context.emit({
        type: 'accountsChanged',
        connectorId,
        accounts: options.toEntries(next),
      })
    })
    connections.set(connectorId, Object.assign(connection, { stop }))
  }

  return {
    ctx,
    find,

    /**
     * Starts: `discover` reports the page's connectors on every change (late wallets are found,
     * a connected wallet that left the page disconnects). Returns the teardown.
     */
    setup(context: AdapterContext, discover: (onList: (list: C[]) => void) => { stop(): void }) {
      slot.ctx = context
      const discovered = discover((list) => {
        all = list
        wake()
        for (const [id, connection] of connections)
          if (
            !remote.has(connection.connector) &&
            !list.some((c) => c.provider === connection.connector.provider)
          ) {
            forget(id)
            context.emit({ type: 'disconnect', connectorId: id })
          }
      })
      return () => {
        discovered.stop()
        for (const id of [...connections.keys()]) forget(id)
        slot.ctx = undefined
      }
    },

    /**
     * Connects `connectorId`: `grant` asks the wallet for its accounts (none is
     * `NoActiveAddressError`); a remote session that does not grant `network` connects on a
     * configured network it grants (none: `ChainNotSupportedError`) and names its wallet.
     */
    async open(
      connectorId: string,
      network: Network,
      grant: (connector: C) => Promise<A[]>,
    ): Promise<ConnectResult> {
      ctx()
      const connector = await find(connectorId)
      const accounts = await grant(connector)
      if (!accounts.length) throw new NoActiveAddressError({ details: connectorId })
      const chains = remote.get(connector)?.()
      if (!chains) {
        watch(connector, accounts)
        return { accounts: options.toEntries(accounts), chainId: network.id }
      }
      const same = options.sameChain ?? ((id, n) => id === n.caipNetworkId)
      const grants = (n: Network) => chains.some((id) => same(id, n))
      const on = grants(network) ? network : ctx().networks.find(grants)
      if (!on) throw new ChainNotSupportedError({ details: chains.join(', ') })
      watch(connector, accounts)
      const { name, imageUrl, type } = connector
      return {
        accounts: options.toEntries(accounts),
        chainId: on.id,
        wallet: { name, type, ...(imageUrl ? { icon: imageUrl } : {}) },
      }
    },

    /** Forgets the connection, then asks the wallet to disconnect (a failure is only logged). */
    async disconnect(connectorId: string) {
      const connector = connections.get(connectorId)?.connector
      forget(connectorId)
      try {
        await connector?.provider.disconnect()
      } catch (err) {
        slot.ctx?.logger.warn(`${namespace}: wallet disconnect failed`, err)
      }
    },

    /** The connection's accounts, active first (none when not connected). */
    accounts: (connectorId: string): readonly A[] => connections.get(connectorId)?.accounts ?? [],

    /** Replaces a connection's accounts (e.g. another one made active) and reports them. */
    setAccounts(connectorId: string, accounts: A[]) {
      const connection = connections.get(connectorId)
      if (!connection) throw new NoActiveAddressError({ details: connectorId })
      connection.accounts = accounts
      report(connectorId, accounts)
    },

    /** Whether the connected wallet has one of `features` (true while none is connected). */
    offers(...features: string[]) {
      const [first] = connections.values()
      const current = first?.connector.provider.features()
      return !current || features.some((f) => current.includes(f))
    },

    /**
     * Lists a remote session as a wallet: its provider, the one this adapter's `walletConnect`
     * capability made (`createSession`), gives the wallet view with `toWallet` (anything else:
     * `ProviderNotFoundError`). Returns the removal.
     */
    addRemote(connector: RemoteConnector): () => void {
      const provider = connector.provider as Partial<SessionWallets<C['provider']>> | undefined
      if (typeof provider?.toWallet !== 'function')
        throw new ProviderNotFoundError({ details: connector.id })
      const wallet = provider.toWallet({
        name: connector.name,
        icon: connector.imageUrl,
        activeChain: () => slot.ctx?.getActiveNetwork()?.caipNetworkId,
      })
      const entry = { ...connector, chain: namespace, provider: wallet } as C
      for (const old of [...remote.keys()]) if (old.id === entry.id) remote.delete(old)
      remote.set(entry, () => wallet.chains())
      wake()
      return () => {
        remote.delete(entry)
      }
    },
  }
}
