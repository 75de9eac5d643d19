import { type ComponentType, useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner/Spinner.js'
import type { ViewProps } from '../../components/ViewHost/ViewHost.js'

// Module-level on purpose: this is the module's own code chunk (the same for every modal, like
// the runtime's import() cache), not state of an engine; nothing to release on destroy.
let loaded: ComponentType<ViewProps> | undefined
let loading: Promise<ComponentType<ViewProps>> | undefined

/**
 * Loads the AllWallets view's code (its own chunk: the grid is not needed for the first paint
 * of Connect). Connect calls it ahead, so the chunk is there when the visitor clicks.
 */
export function loadAllWallets(): Promise<ComponentType<ViewProps>> {
  loading ??= import('./AllWallets.js').then(
    (m) => {
      loaded = m.AllWallets
      return m.AllWallets
    },
    (error: unknown) => {
      // Let a later show try again.
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The AllWallets view as registered: renders at once when its code is loaded (no Suspense
 * fallback, so no flash and none of React's fallback throttling), else shows the loading state
 * until it is. A failed load reaches the view host's error boundary ("This view is not
 * available").
 */
export function AllWalletsView(props: ViewProps) {
  const [View, setView] = useState(() => loaded)
  const [error, setError] = useState<{ error: unknown }>()
  useEffect(() => {
    if (View) return
    let live = true
    loadAllWallets().then(
      (view) => live && setView(() => view),
      (failure: unknown) => live && setError({ error: failure }),
    )
    return () => {
      live = false
    }
  }, [View])
  if (error) throw error.error
  if (!View)
    return (
      <div className="gw-center" data-testid="gw-view-AllWallets" aria-busy="true">
        <Spinner />
        <p className="gw-muted">Loading…</p>
      </div>
    )
  return <View {...props} />
}
