import { useStore } from '@nanostores/react'
import {
  type KeyboardEvent,
  memo,
  useEffect,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { WarmUp } from '../../context/WarmUp.js'
import {
  close,
  type Engine,
  findViewProvider,
  goBack,
  type RouterData,
  VIEW_TRANSITION_MS,
  type ViewArguments,
  type ViewName,
} from '../../internal/core.js'
import { injectModalStyles } from '../../theme/injectModalStyles.js'
import { useRootProps } from '../../theme/useRootProps.js'
import { afterPaint } from '../../utils/afterPaint.js'
import { whenIdle } from '../../utils/whenIdle.js'
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
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
}

const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The dialog's focusable elements, in order (not those of hidden or inert parts). */
const focusables = (card: HTMLElement) =>
  [...card.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'))

const reducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * The header title. Only ConnectingExternal needs the connectors (the wallet's name), so only this
 * small component re-renders when they change, not the whole frame.
 */
function Title({ id, view, data }: { id: string; view: ViewName; data: RouterData | undefined }) {
  const engine = useEngine()
  const connectors = useStore(engine.$connectors)
  const connector =
    view === 'ConnectingExternal'
      ? connectors.find((c) => c.id === data?.connectorId)
      : view === 'ConnectingWalletConnect'
        ? (data?.wallet as { name?: string } | undefined)
        : undefined
  // Feature views: the title their feature declares, else 'RegisterAccountName' → 'Register Account Name'.
  const title =
    connector?.name ??
    TITLES[view] ??
    findViewProvider(engine, view)?.title ??
    view.replace(/([a-z])([A-Z])/g, '$1 $2')
  return <h2 id={id}>{title}</h2>
}

/** Re-renders only when the view or its data change (views follow their stores themselves). */
const View = memo(ViewHost)

type Snapshot = {
  view: ViewName
  data: RouterData | undefined
  arguments: ViewArguments | undefined
  history: number
  back: boolean
}
type Shown = Snapshot & { n: number }

const differs = (a: Snapshot, b: Snapshot) =>
  a.view !== b.view || a.data !== b.data || a.arguments !== b.arguments || a.history !== b.history

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
  useInsertionEffect(() => injectModalStyles(document), [])
  const rootProps = useRootProps()
  const { open, shake } = useStore(engine.$modal)
  const router = useStore(engine.$router)
  // Features' close guards (sign-in required, spec §4) disable closing while they refuse.
  const closable = useStore(engine.$closable)
  const embedded = engine.config.embedded === true
  const active = open || embedded
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)

  // Card: stays for CARD_MS after closing so it can animate out.
  const [closing, setClosing] = useState(false)
  const wasActive = useRef(active)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when active changes; `closing` is this render's
  useLayoutEffect(() => {
    const was = wasActive.current
    wasActive.current = active
    if (active || !was || reducedMotion()) {
      // Only when it was closing: a no-op set here still cost the opening click a second render.
      if (closing) setClosing(false)
      return
    }
    setClosing(true)
    const timer = setTimeout(() => setClosing(false), CARD_MS)
    return () => clearTimeout(timer)
  }, [active])

  // View: the old one leaves (VIEW_OUT_MS) before the new one enters (CSS, 150 ms). A view shown
  // as the modal opens or closes, or under reduced motion, swaps during this render: the first
  // open renders its view in one pass, with no second render from an effect.
  const next = snapshot(router, embedded)
  const [shown, setShown] = useState<Shown>(() => ({ ...next, n: 0 }))
  const [phase, setPhase] = useState<'in' | 'out'>()
  const [shownWhileActive, setShownWhileActive] = useState(active)
  const changed = differs(next, shown)
  const animate = changed && active && shownWhileActive && !reducedMotion()
  if (shownWhileActive !== active) setShownWhileActive(active)
  if (changed && !animate) {
    setShown({ ...next, n: shown.n + 1 })
    if (phase) setPhase(undefined)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each router change; reads the latest state from the store
  useLayoutEffect(() => {
    if (!animate) return
    setPhase('out')
    const timer = setTimeout(() => {
      setShown((s) => ({ ...snapshot(engine.$router.get(), embedded), n: s.n + 1 }))
      setPhase('in')
    }, VIEW_OUT_MS)
    return () => clearTimeout(timer)
  }, [router, animate])

  // Warm-up: the hidden card waits for the first open, which only reveals it.
  const [warming, setWarming] = useState(warmUp)
  if (warming && active) setWarming(false)
  const warm = warming && !active
  // Rehearsal: once mounted warm, one hidden re-render when the page is idle runs React's update
  // path (render, diff, an attribute update) before the first open needs it.
  const [rehearsed, setRehearsed] = useState(false)
  useEffect(() => {
    if (warm && !rehearsed) return whenIdle(() => setRehearsed(true))
  }, [warm, rehearsed])
  // The view and title shown: when warm, the view the next open shows (spec §2 opening rules).
  const view = warm ? (engine.$account.get()?.address ? 'Account' : 'Connect') : shown.view
  const data = warm ? undefined : shown.data
  const args = warm ? undefined : shown.arguments

  // Focus: into the card on open; back to the opener on close. An open from the keyboard (the
  // opener shows its focus ring) moves it at once. A click or a call moves it after the first
  // paint, which does not need it: focus() forces the style of the whole card inside the click
  // (about 15 ms at 4x CPU, bench/README.md). A key pressed before then still goes to the dialog.
  const focusPending = useRef(false)
  useLayoutEffect(() => {
    const card = cardRef.current
    if (!open || embedded || !card) return
    const opener = document.activeElement as HTMLElement | null
    let cancel = () => {}
    // preventScroll: the card is fixed in the viewport, so no scroll-into-view layout pass.
    // Only from where the open left it: a view may have put it elsewhere since (its field, the
    // login frame over its slot).
    const focusCard = () => {
      cancel()
      const current = document.activeElement
      if (!current || current === opener || current === document.body) {
        card.focus({ preventScroll: true })
      }
    }
    if (opener && opener !== document.body && opener.matches(':focus-visible')) focusCard()
    else {
      // As the card's own handler would: Tab to its first element, Shift+Tab to its last, Escape
      // closes; any other key was meant for the dialog, not for the page under it (nor the opener).
      const onKey = (e: globalThis.KeyboardEvent) => {
        if (card.contains(e.target as Node)) return
        focusCard()
        e.preventDefault()
        if (e.key === 'Tab') {
          const items = focusables(card)
          ;(e.shiftKey ? items[items.length - 1] : items[0])?.focus()
        } else if (e.key === 'Escape') {
          e.stopPropagation()
          close(engine)
        }
      }
      const stop = afterPaint(focusCard)
      document.addEventListener('keydown', onKey, true)
      focusPending.current = true
      cancel = () => {
        stop()
        document.removeEventListener('keydown', onKey, true)
        focusPending.current = false
      }
    }
    return () => {
      cancel()
      if (opener?.isConnected && opener !== document.body) opener.focus?.()
    }
  }, [open, embedded, engine])

  // A swapped view took the focused element with it: keep focus inside the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown view changes
  useEffect(() => {
    const card = cardRef.current
    if (
      open &&
      !embedded &&
      card &&
      !focusPending.current &&
      !card.contains(document.activeElement)
    ) {
      card.focus({ preventScroll: true })
    }
  }, [shown.n])

  const closeDisabled = !closable

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (embedded) return
    if (e.key === 'Escape') {
      e.stopPropagation()
      close(engine)
    } else if (e.key === 'Tab') {
      const items = focusables(e.currentTarget)
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
          aria-label="Back"
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

/**
 * What the frame shows for a router state. Back shows with history to go back to, and on
 * UnsupportedChain even as the only entry: spec §2 "Going back while history contains
 * UnsupportedChain closes the modal" (core's goBack closes it). Not when embedded: there is no
 * modal to close.
 */
function snapshot(
  { view, data, history, arguments: args }: ReturnType<Engine['$router']['get']>,
  embedded: boolean,
): Snapshot {
  return {
    view,
    data,
    arguments: args,
    history: history.length,
    back: history.length > 1 || (!embedded && history.includes('UnsupportedChain')),
  }
}
