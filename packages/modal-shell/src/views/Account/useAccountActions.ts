import { useStore } from '@nanostores/react'
import { useEngine } from '../../context/GangwayContext.js'
import { type AccountAction, type ChainNamespace, hasCapability } from '../../internal/core.js'

/**
 * The Account view's actions (Send, Swap…) the features declare, offered in this namespace: an
 * action limited to other namespaces, needing a capability this namespace's adapter lacks, limited
 * to connectors other than the current one (by id or type), or offered only to unnamed accounts
 * while the account has a name, is left out (never shown to fail later).
 */
export function useAccountActions(namespace: ChainNamespace): AccountAction[] {
  const engine = useEngine()
  const actions = useStore(engine.$actions)
  const connectorId = useStore(engine.$connections, { keys: [namespace] })[namespace]?.connectorId
  const connectors = useStore(engine.$connectors)
  const account = useStore(engine.$accounts, { keys: [namespace] })[namespace]
  // A connector a feature added unlisted (an embedded wallet) is not in $connectors: its type
  // reaches the account through the connection's wallet info.
  const type =
    connectors.find((c) => c.id === connectorId && c.chain === namespace)?.type ??
    account?.connectedWalletInfo?.type
  return actions.filter(
    (a) =>
      (!a.namespaces || a.namespaces.includes(namespace)) &&
      (!a.requires || hasCapability(engine, namespace, a.requires)) &&
      (!a.connectors ||
        (connectorId !== undefined &&
          (a.connectors.includes(connectorId) ||
            (type !== undefined && a.connectors.includes(type))))) &&
      (!a.unnamed || !account?.profileName),
  )
}
