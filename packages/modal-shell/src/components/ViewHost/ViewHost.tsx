import { useStore } from '@nanostores/react'
import { Component, type ComponentType, type ReactNode, Suspense } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import {
  BaseError,
  type Engine,
  errorText,
  findViewProvider,
  goBack,
  type RouterData,
  type ViewArguments,
  type ViewName,
} from '../../internal/core.js'
import { frameMessages } from '../../messages/frame.js'
import { Button } from '../Button/Button.js'
import { FeaturePending } from '../FeaturePending/FeaturePending.js'
import { Icon } from '../Icon/Icon.js'
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

/** What shows instead of a blank modal: a view that nobody provides. */
function Unavailable({ view }: { view: ViewName }) {
  const t = useT('shell', frameMessages)
  return (
    <div className="gw-center" data-testid={`gw-view-${view}`}>
      <p className="gw-title">{t('viewUnavailable')}</p>
    </div>
  )
}

/**
 * A view that failed (its code did not load, or it threw while rendering): the designed error
 * state, never the raw error. The visitor reads the error's own message when it is one of
 * Gangway's (a BaseError's short message), else the spec's 'Something went wrong'; the cause is
 * in the engine's log. Try again renders the view afresh (a failed load is fetched again); Back
 * leaves it (closing the modal when it is the only view, spec §2).
 */
function Failed({
  view,
  engine,
  error,
  retry,
}: {
  view: ViewName
  engine: Engine
  error: unknown
  retry: () => void
}) {
  const last = engine.$router.get().history.length <= 1
  const t = useT('shell', frameMessages)
  return (
    <div className="gw-center" role="alert" data-testid={`gw-view-${view}`}>
      <span className="gw-err">
        <Icon name="alert" size={32} />
      </span>
      <p className="gw-title">{t('viewUnavailable')}</p>
      <p className="gw-muted">
        {error instanceof BaseError ? errorText(engine, error) : t('somethingWentWrong')}
      </p>
      <div className="gw-row">
        <Button kind="secondary" data-testid="gw-view-back" onClick={() => goBack(engine)}>
          {last ? t('close') : t('back')}
        </Button>
        <Button data-testid="gw-view-retry" onClick={retry}>
          {t('tryAgain')}
        </Button>
      </div>
    </div>
  )
}

function Loading({ view }: { view: ViewName }) {
  const t = useT('shell', frameMessages)
  return (
    <div className="gw-center" data-testid={`gw-view-${view}`} aria-busy="true">
      <Spinner />
      <p className="gw-muted">{t('loading')}</p>
    </div>
  )
}

type BoundaryProps = { view: ViewName; engine: Engine; children: ReactNode }

class Boundary extends Component<BoundaryProps, { failed: boolean; error?: unknown }> {
  override state: { failed: boolean; error?: unknown } = { failed: false }
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error }
  }
  override componentDidCatch(error: unknown) {
    // The cause for the host's logs; the visitor sees the designed state.
    this.props.engine.logger.error(`The view ${this.props.view} failed`, error)
  }
  override render() {
    const { failed, error } = this.state
    if (!failed) return this.props.children
    return (
      <Failed
        view={this.props.view}
        engine={this.props.engine}
        error={error}
        retry={() => this.setState({ failed: false, error: undefined })}
      />
    )
  }
}

/**
 * Renders a view by name from the engine's `$views` registry (core views are registered by
 * `createModal`, features add theirs). A view not registered yet loads the feature that declares
 * it; one that nobody declares shows "This view is not available", and one that fails (its code
 * does not load, or it throws while rendering) the designed error state with Try again and Back,
 * its cause logged: never a blank modal, an endless spinner or a raw `TypeError` to the visitor.
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
  const engine = useEngine()
  const View = useStore(engine.$views, { keys: [view] })[view]
  if (!isComponent(View)) return <Missing view={view} />
  return (
    <Boundary view={view} engine={engine}>
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
