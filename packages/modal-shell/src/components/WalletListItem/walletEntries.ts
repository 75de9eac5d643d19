import {
  type ChainNamespace,
  type Connector,
  type Engine,
  isWalletExcluded,
  push,
  type RecentWallet,
  STORAGE_KEYS,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletListEntry,
  walletDisplayName,
} from '../../internal/core.js'
import { isInstalled, uniqueConnectors } from '../../utils/uniqueConnectors.js'

/**
 * One wallet the visitor can pick, from whichever source: an adapter's connector (installed,
 * announced, external) or a wallet-list entry. The views list these; `pickWallet` routes them.
 */
export type WalletEntry = {
  /** Unique in a list; also the test id suffix (`gw-wallet-{id}`). */
  id: string
  /** Shown as text only. */
  name: string
  /** A connector's icon (untrusted URL, shown through `Img`). */
  icon?: string | undefined
  /** A wallet-list image id (shown through `WalletImage`). */
  imageId?: string | undefined
  tag?: 'Installed' | 'Recent' | undefined
  /** Picking connects through this connector (ConnectingExternal). */
  connector?: Connector | undefined
  /** Else: a remote wallet over WalletConnect (ConnectingWalletConnect). */
  wallet?: WalletListEntry | undefined
}

const fromConnector = (connector: Connector, tag?: WalletEntry['tag']): WalletEntry => ({
  id: connector.id,
  name: connector.name,
  icon: connector.imageUrl,
  tag,
  connector,
})

/** A wallet-list entry as a pickable entry. */
export const fromWallet = (wallet: WalletListEntry): WalletEntry => ({
  id: wallet.id,
  name: wallet.name,
  imageId: wallet.image_id,
  wallet,
})

/**
 * The connector a recent wallet was used through, if it is still there; for a multi-chain wallet
 * (one installed wallet, a connector per namespace) the one of the same name listed now.
 */
function connectorOf(connectors: readonly Connector[], recent: RecentWallet) {
  const name = walletDisplayName(recent.name).trim().toLowerCase()
  return (
    connectors.find(
      (c) =>
        c.id === recent.id ||
        c.explorerId === recent.id ||
        (recent.rdns !== undefined && c.info?.rdns === recent.rdns),
    ) ?? connectors.find((c) => isInstalled(c) && c.name.trim().toLowerCase() === name)
  )
}

/**
 * The wallets this browser already knows, in the order the views show them: the recent wallets
 * (spec §9: at most 2) first, then installed ones, then the adapters' other connectors. Each
 * wallet once; excluded wallets (spec §5) left out.
 */
export function localWalletEntries(
  engine: Engine,
  connectors: readonly Connector[],
  activeNamespace: ChainNamespace = engine.$activeNamespace.get(),
): { recent: WalletEntry[]; installed: WalletEntry[]; others: WalletEntry[] } {
  const pickable = uniqueConnectors(connectors, activeNamespace)
  const stored = engine.storage.get(STORAGE_KEYS.recentWallets) ?? []
  const used = new Set<string>()
  const recent: WalletEntry[] = []
  for (const r of stored) {
    if (isWalletExcluded(r, engine.config.excludeWallets)) continue
    const connector = connectorOf(pickable, r)
    if (connector) {
      if (used.has(connector.id)) continue
      used.add(connector.id)
      recent.push(fromConnector(connector, 'Recent'))
    } else if (r.id !== WALLET_CONNECT_CONNECTOR_ID) {
      recent.push({
        id: r.id,
        name: walletDisplayName(r.name),
        icon: r.icon,
        tag: 'Recent',
        wallet: { id: r.id, name: walletDisplayName(r.name), rdns: r.rdns },
      })
    }
  }
  const rest = pickable.filter((c) => !used.has(c.id))
  return {
    recent,
    installed: rest.filter(isInstalled).map((c) => fromConnector(c, 'Installed')),
    others: rest.filter((c) => !isInstalled(c)).map((c) => fromConnector(c)),
  }
}

/**
 * Routes a picked wallet: a connector (or a listed wallet the browser has installed, matched by
 * rdns or explorer id) → ConnectingExternal; any other wallet → ConnectingWalletConnect with
 * that wallet's entry (its links).
 */
export function pickWallet(engine: Engine, entry: WalletEntry): void {
  const wallet = entry.wallet
  const connector =
    entry.connector ??
    (wallet &&
      uniqueConnectors(engine.$connectors.get(), engine.$activeNamespace.get()).find(
        (c) =>
          isInstalled(c) &&
          (c.explorerId === wallet.id || (!!wallet.rdns && c.info?.rdns === wallet.rdns)),
      ))
  if (connector) {
    push(engine, 'ConnectingExternal', { connectorId: connector.id, namespace: connector.chain })
  } else if (wallet) {
    push(engine, 'ConnectingWalletConnect', { wallet })
  }
}
