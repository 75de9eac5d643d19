import { type ComponentType, useEffect, useState } from 'react'
import { Spinner } from '../components/Spinner/Spinner.js'
import type { ViewProps } from '../components/ViewHost/ViewHost.js'
import { lazyModule } from '../utils/lazyModule.js'

/** A core view whose code is its own chunk, and the function that loads it ahead of its show. */
export type LazyView = { View: ComponentType<ViewProps>; preload: () => Promise<unknown> }

/**
 * Makes a view whose code loads with import() (not needed for the first paint of Connect). The
 * view renders at once when its code is there (no Suspense fallback, so no flash and none of
 * React's fallback throttling), else shows the loading state until it is; a failed load reaches
 * the view host's error boundary ("This view is not available") and a later show tries again.
 * `preload` fetches it ahead (on a sign of the visitor's next step; see lateViewsLoader.ts).
 */
export function lazyView(name: string, load: () => Promise<ComponentType<ViewProps>>): LazyView {
  const code = lazyModule(load)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at module level (coreViews.ts), never during a render
  function View(props: ViewProps) {
    const [Loaded, setLoaded] = useState(code.get)
    const [error, setError] = useState<{ error: unknown }>()
    useEffect(() => {
      if (Loaded) return
      let live = true
      code.load().then(
        (view) => live && setLoaded(() => view),
        (failure: unknown) => live && setError({ error: failure }),
      )
      return () => {
        live = false
      }
    }, [Loaded])
    if (error) throw error.error
    if (!Loaded)
      return (
        <div className="gw-center" data-testid={`gw-view-${name}`} aria-busy="true">
          <Spinner />
          <p className="gw-muted">Loading…</p>
        </div>
      )
    return <Loaded {...props} />
  }
  return { View, preload: code.load }
}
