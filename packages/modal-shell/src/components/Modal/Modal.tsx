import { useStore } from '@nanostores/react'
import { memo, useId, useInsertionEffect } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { WarmUp } from '../../context/WarmUp.js'
import { useT } from '../../hooks/useT.js'
import { close, goBack } from '../../internal/core.js'
import { frameMessages } from '../../messages/frame.js'
import { injectModalStyles } from '../../theme/injectModalStyles.js'
import { useRootProps } from '../../theme/useRootProps.js'
import { Icon } from '../Icon/Icon.js'
import { Toasts } from '../Toasts/Toasts.js'
import { ViewHost } from '../ViewHost/ViewHost.js'
import { Title } from './Title.js'
import { useCardClosing } from './useCardClosing.js'
import { useDialogFocus } from './useDialogFocus.js'
import { useViewTransition } from './useViewTransition.js'
import { useWarmUp } from './useWarmUp.js'

/** Re-renders only when the view or its data change (views follow their stores themselves). */
const View = memo(ViewHost)

/**
 * The modal frame: backdrop, a 360 px card (a bottom sheet under 430 px), header with back and
 * close, the current view, toasts; focus trap, Escape, focus return, transitions, shake. In
 * embedded mode (`config.embedded`) it renders inline, always shown, with no backdrop.
 *
 * `createModal` mounts it into the page unless `disableAppend` or `embedded` is set; otherwise
 * render it yourself inside `<GangwayProvider>`.
 *
 * @example
 * import { GangwayProvider, Modal } from '@gangway/modal-shell'
 * <GangwayProvider modal={modal}><App /><Modal /></GangwayProvider>
 */
export function Modal({
  warmUp = false,
}: {
  /**
   * Renders the card ahead of the first open, hidden (`visibility:hidden`, `aria-hidden`, inert,
   * no images, animations held at their start, focus untouched) with the view that open will
   * show, so the first open only reveals it: no mount, no layout, on the click. `createModal`
   * sets it when it mounts the modal on idle. @internal
   */
  warmUp?: boolean
}) {
  const engine = useEngine()
  const t = useT('shell', frameMessages)
  useInsertionEffect(() => injectModalStyles(document), [])
  const rootProps = useRootProps()
  const { open, shake } = useStore(engine.$modal)
  const router = useStore(engine.$router)
  // Features' close guards (sign-in required, spec §4) disable closing while they refuse.
  const closable = useStore(engine.$closable)
  const embedded = engine.config.embedded === true
  const active = open || embedded
  const titleId = useId()
  const closing = useCardClosing(active)
  const { shown, phase } = useViewTransition(engine, router, embedded, active)
  const { warm, rehearsed } = useWarmUp(warmUp, active)
  // The view and title shown: when warm, the view the next open shows (spec §2 opening rules).
  const view = warm ? (engine.$account.get()?.address ? 'Account' : 'Connect') : shown.view
  const data = warm ? undefined : shown.data
  const args = warm ? undefined : shown.arguments
  const { cardRef, onKeyDown } = useDialogFocus(engine, { open, embedded, swaps: shown.n })
  const closeDisabled = !closable

  const card = (active || closing || warm) && (
    <div
      ref={cardRef}
      className="gw-card"
      role="dialog"
      aria-modal={!embedded}
      aria-labelledby={titleId}
      data-testid="gw-modal"
      data-closing={active || warm ? undefined : ''}
      data-shake={shake ? '' : undefined}
      inert={!active}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="gw-header">
        <button
          type="button"
          className="gw-icon-btn"
          data-testid="gw-modal-back"
          aria-label={t('back')}
          hidden={!shown.back}
          onClick={() => goBack(engine)}
        >
          <Icon name="back" />
        </button>
        <Title id={titleId} view={view} data={data} />
        {!embedded && (
          <button
            type="button"
            className="gw-icon-btn gw-close"
            data-testid="gw-modal-close"
            aria-label={t('close')}
            disabled={closeDisabled}
            onClick={() => close(engine)}
          >
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="gw-body">
        <div key={shown.n} className="gw-view" data-phase={phase}>
          {/* The same tree warm or not, so the first open updates it in place. */}
          <WarmUp.Provider value={warm}>
            <View view={view} data={data} arguments={args} />
          </WarmUp.Provider>
        </div>
      </div>
    </div>
  )

  return (
    <div {...rootProps} data-gw-embedded={embedded ? '' : undefined}>
      {embedded
        ? card
        : card && (
            <div
              className="gw-layer"
              data-warm={warm ? (rehearsed ? 'rehearsed' : '') : undefined}
              aria-hidden={warm || undefined}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer-only shortcut; Escape and the close button cover keyboards */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
              <div className="gw-backdrop" onClick={() => close(engine)} />
              {card}
            </div>
          )}
      <Toasts />
    </div>
  )
}
