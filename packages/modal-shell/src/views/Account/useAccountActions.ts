import { useStore } from '@nanostores/react'
import { useEngine } from '../../context/GangwayContext.js'
import { type AccountAction, type ChainNamespace, hasCapability } from '../../internal/core.js'

/**
 * The Account view's actions (Send, Swap…) the features declare, offered in this namespace: an
 * action limited to other namespaces, or needing a capability this namespace's adapter lacks, is
 * left out (never shown to fail later).
 */
export function useAccountActions(namespace: ChainNamespace): AccountAction[] {
  const engine = useEngine()
  const actions = useStore(engine.$actions)
  return actions.filter(
    (a) =>
      (!a.namespaces || a.namespaces.includes(namespace)) &&
      (!a.requires || hasCapability(engine, namespace, a.requires)),
  )
}
