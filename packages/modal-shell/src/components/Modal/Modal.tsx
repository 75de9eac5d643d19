import { useStore } from '@nanostores/react'
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import {
  close,
  type Engine,
  goBack,
  isSiwxRequired,
  type RouterData,
  VIEW_TRANSITION_MS,
  type ViewName,
} from '../../internal/core.js'
import { useRootProps } from '../../theme/useRootProps.js'
import { Icon } from '../Icon/Icon.js'
import { Toasts } from '../Toasts/Toasts.js'
import { ViewHost } from '../ViewHost/ViewHost.js'

/** Spec §2 "View transitions take 120, 150 and 150 ms": card in/out, old view out, new view in. */
const [CARD_MS, VIEW_OUT_MS] = VIEW_TRANSITION_MS

const TITLES: Record<string, string> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  ApproveTransaction: 'Approve Request',
  SIWXSignMessage: 'Sign In',
}

/** Spec §4: closing is disabled in these views when sign-in is required and no session exists. */
const GUARDED_VIEWS = ['SIWXSignMessage', 'ApproveTransaction']

const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

const reducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

function titleOf(engine: Engine, view: ViewName, data: RouterData | undefined): string {
  if (view === 'ConnectingExternal') {
    const connector = engine.$connectors.get().find((c) => c.id === data?.connectorId)
    if (connector) return connector.name
  }
  // Feature views: 'RegisterAccountName' → 'Register Account Name'.
  return TITLES[view] ?? view.replace(/([a-z])([A-Z])/g, '$1 $2')
}

type Shown = { view: ViewName; data: RouterData | undefined; history: number; n: number }

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
export function Modal() {
  const engine = useEngine()
  const rootProps = useRootProps()
  const { open, shake } = useStore(engine.$modal)
  const router = useStore(engine.$router)
  const siwxSession = useStore(engine.$siwxSession)
  useStore(engine.$connectors)
  const embedded = engine.config.embedded === true
  const active = open || embedded
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)

  // Card: stays for CARD_MS after closing so it can animate out.
  const [closing, setClosing] = useState(false)
  const wasActive = useRef(active)
  useLayoutEffect(() => {
    const was = wasActive.current
    wasActive.current = active
    if (active || !was || reducedMotion()) {
      setClosing(false)
      return
    }
    setClosing(true)
    const timer = setTimeout(() => setClosing(false), CARD_MS)
    return () => clearTimeout(timer)
  }, [active])

  // View: the old one leaves (VIEW_OUT_MS) before the new one enters (CSS, 150 ms). A view shown
  // as the modal opens, or under reduced motion, swaps at once (before paint).
  const [shown, setShown] = useState<Shown>(() => ({ ...snapshot(engine), n: 0 }))
  const [phase, setPhase] = useState<'in' | 'out'>()
  const wasOpen = useRef(active)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each router change; reads the latest state from the stores
  useLayoutEffect(() => {
    const was = wasOpen.current
    wasOpen.current = active
    const next = snapshot(engine)
    if (next.view === shown.view && next.data === shown.data && next.history === shown.history) {
      return
    }
    const swap = (p?: 'in') => {
      setShown((s) => ({ ...snapshot(engine), n: s.n + 1 }))
      setPhase(p)
    }
    if (!active || !was || reducedMotion()) return swap()
    setPhase('out')
    const timer = setTimeout(() => swap('in'), VIEW_OUT_MS)
    return () => clearTimeout(timer)
  }, [router, active])

  // Focus: into the card on open; back to the opener on close.
  useLayoutEffect(() => {
    if (!open || embedded) return
    const opener = document.activeElement as HTMLElement | null
    cardRef.current?.focus()
    return () => {
      if (opener?.isConnected && opener !== document.body) opener.focus?.()
    }
  }, [open, embedded])

  // A swapped view took the focused element with it: keep focus inside the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown view changes
  useEffect(() => {
    const card = cardRef.current
    if (open && !embedded && card && !card.contains(document.activeElement)) card.focus()
  }, [shown.n])

  const closeDisabled =
    GUARDED_VIEWS.includes(shown.view) && isSiwxRequired(engine.config) && !siwxSession

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (embedded) return
    if (e.key === 'Escape') {
      e.stopPropagation()
      close(engine)
    } else if (e.key === 'Tab') {
      const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => !el.closest('[hidden],[inert]'),
      )
      const first = items[0]
      const last = items[items.length - 1]
      const current = document.activeElement
      if (!first || !last) return e.preventDefault()
      if (e.shiftKey && (current === first || current === e.currentTarget)) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && current === last) {
        e.preventDefault()
        first.focus()
      }
    }
  }

  const card = (active || closing) && (
    <div
      ref={cardRef}
      className="gw-card"
      role="dialog"
      aria-modal={!embedded}
      aria-labelledby={titleId}
      data-testid="gw-modal"
      data-closing={active ? undefined : ''}
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
          aria-label="Back"
          hidden={shown.history <= 1}
          onClick={() => goBack(engine)}
        >
          <Icon name="back" />
        </button>
        <h2 id={titleId}>{titleOf(engine, shown.view, shown.data)}</h2>
        {!embedded && (
          <button
            type="button"
            className="gw-icon-btn"
            data-testid="gw-modal-close"
            aria-label="Close"
            disabled={closeDisabled}
            onClick={() => close(engine)}
          >
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="gw-body">
        <div key={shown.n} className="gw-view" data-phase={phase}>
          <ViewHost view={shown.view} data={shown.data} />
        </div>
      </div>
    </div>
  )

  return (
    <div {...rootProps} data-gw-embedded={embedded ? '' : undefined}>
      {embedded
        ? card
        : card && (
            <div className="gw-layer">
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

function snapshot(engine: Engine) {
  const { view, data, history } = engine.$router.get()
  return { view, data, history: history.length }
}
