import { useStore } from '@nanostores/react'
import { useEngine } from '../../context/GangwayContext.js'
import { translateEntry, useT } from '../../hooks/useT.js'
import { findViewProvider, type RouterData, type ViewName } from '../../internal/core.js'
import { frameMessages } from '../../messages/frame.js'

/**
 * The header title. Only ConnectingExternal needs the connectors (the wallet's name), so only this
 * small component re-renders when they change, not the whole frame.
 */
export function Title({
  id,
  view,
  data,
}: {
  id: string
  view: ViewName
  data: RouterData | undefined
}) {
  const engine = useEngine()
  const t = useT('shell', frameMessages)
  const connectors = useStore(engine.$connectors)
  const connector =
    view === 'ConnectingExternal'
      ? connectors.find((c) => c.id === data?.connectorId)
      : view === 'ConnectingWalletConnect'
        ? (data?.wallet as { name?: string } | undefined)
        : undefined
  // Feature views: the title their feature declares (translated by its catalogue's
  // `view.<name>`), else 'RegisterAccountName' → 'Register Account Name'.
  const key = `title.${view}`
  const provider = key in frameMessages ? undefined : findViewProvider(engine, view)
  const title =
    connector?.name ??
    (provider
      ? translateEntry(engine, provider.featureId, `view.${view}`, provider.title)
      : key in frameMessages
        ? t(key as keyof typeof frameMessages)
        : undefined) ??
    view.replace(/([a-z])([A-Z])/g, '$1 $2')
  return <h2 id={id}>{title}</h2>
}
