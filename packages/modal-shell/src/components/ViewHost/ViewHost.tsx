import { useStore } from '@nanostores/react'
import { Component, type ComponentType, type ReactNode, Suspense } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import {
  BaseError,
  findViewProvider,
  type RouterData,
  type ViewArguments,
  type ViewName,
} from '../../internal/core.js'
import { FeaturePending } from '../FeaturePending/FeaturePending.js'
import { Spinner } from '../Spinner/Spinner.js'

/**
 * The props every view component receives (core views and the views features register): the
 * router data, and the host's `open({ view, arguments })` on the entry the host opened (untrusted:
 * a view parses them with its own schema).
 */
export type ViewProps = { data: RouterData | undefined; arguments?: ViewArguments | undefined }

/** A React component, as stored opaquely in core's `$views` registry. */
export function isComponent(value: unknown): value is ComponentType<ViewProps> {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  )
}

/** What shows instead of a blank modal: a view that is missing, failed to load or crashed. */
function Unavailable({ view, message }: { view: ViewName; message?: string | undefined }) {
  return (
    <div className="gw-center" data-testid={`gw-view-${view}`}>
      <p className="gw-title">This view is not available</p>
      {message && <p className="gw-muted">{message}</p>}
    </div>
  )
}

function Loading({ view }: { view: ViewName }) {
  return (
    <div className="gw-center" data-testid={`gw-view-${view}`} aria-busy="true">
      <Spinner />
      <p className="gw-muted">Loading…</p>
    </div>
  )
}

class Boundary extends Component<{ view: ViewName; children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    const message = error instanceof BaseError ? error.shortMessage : String(error)
    return <Unavailable view={this.props.view} message={message} />
  }
}

/**
 * Renders a view by name from the engine's `$views` registry (core views are registered by
 * `createModal`, features add theirs). A view not registered yet loads the feature that declares
 * it; one that nobody declares, or that throws while rendering, shows "This view is not
 * available", never a blank modal or an endless spinner.
 */
export function ViewHost({
  view,
  data,
  arguments: args,
}: {
  view: ViewName
  data: RouterData | undefined
  arguments?: ViewArguments | undefined
}) {
  const View = useStore(useEngine().$views, { keys: [view] })[view]
  if (!isComponent(View)) return <Missing view={view} />
  return (
    <Boundary view={view}>
      <Suspense fallback={<Loading view={view} />}>
        <View data={data} arguments={args} />
      </Suspense>
    </Boundary>
  )
}

/**
 * A view nobody registered: the feature that declares it loads (spinner, then the view, or its
 * load error with Try again); a view no configured feature declares is "not available" at once.
 */
function Missing({ view }: { view: ViewName }) {
  const engine = useEngine()
  const provider = findViewProvider(engine, view)
  if (!provider) return <Unavailable view={view} />
  return <FeaturePending featureId={provider.featureId} testId={`gw-view-${view}`} />
}
