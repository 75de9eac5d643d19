import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { loadModalChunk } from '../components/Modal/loadModal.js'
import { GangwayProvider } from '../context/GangwayContext.js'
import { getModalState, type ModalPublicState } from '../hooks/useModalState.js'
import {
  ANALYTICS_QUEUE_MAX,
  type CreateEngineOptions,
  close,
  createEngine,
  destroy as destroyEngine,
  engineTimeout,
  type HostEngine,
  isDestroyed,
  type ModalConfig,
  type ModalEvent,
  type OpenParameters,
  onDestroy,
  open,
  preloadFeature,
  setThemeMode,
  setThemeVariables,
  start,
  subscribeEvents,
  type ThemeMode,
} from '../internal/core.js'

/** A Gangway modal: the engine plus the React frame. */
export type GangwayModal = {
  /**
   * The engine, read-only (`Engine` of `@gangway/core`): its stores for reading, and the
   * actions of `@gangway/core` for headless use.
   */
  readonly engine: HostEngine
  /** Opens the modal (spec §2 opening rules, or `args.view`). */
  open(args?: OpenParameters): void
  /** Closes the modal; `false` when closing is disabled (the modal shakes). */
  close(): boolean
  /** Calls `fn` now and whenever the public state changes. Returns unsubscribe. */
  subscribeState(fn: (state: ModalPublicState) => void): () => void
  /** Calls `fn` with every event from now on. Returns unsubscribe. */
  subscribeEvents(fn: (event: ModalEvent) => void): () => void
  setThemeMode(mode: ThemeMode): void
  /** Merges CSS variable overrides (`{ '--gw-accent': '#f60' }`) into the theme. */
  setThemeVariables(variables: Record<string, string | number>): void
  /**
   * Loads the modal's code and lays it out hidden, so the next open only reveals it. The modal's
   * code is never loaded before this or the first open; `<ConnectButton>` calls it when pointed
   * at or focused. Call it from your own button's hover and focus handlers.
   */
  preload(): void
  /**
   * Unmounts the modal, removes its container and its page listeners, then destroys the engine
   * (`destroy` of `@gangway/core`: adapters stop, blob URLs are revoked, requests abort, timers
   * clear). For good: later opens throw EngineDestroyedError; a second `destroy` does nothing.
   */
  destroy(): void
}

const same = (a: ModalPublicState, b: ModalPublicState) =>
  (Object.keys(a) as (keyof ModalPublicState)[]).every((k) => a[k] === b[k])

/**
 * Creates a Gangway modal: validates `config`, builds and starts the engine (adapters attach,
 * stored connections are restored), and — unless `disableAppend` or `embedded` is set — mounts
 * the modal into `document.body` on the first open, loading its code then (or earlier, hidden,
 * on `preload()`: the connect button's hover or focus). Safe to
 * call during server rendering: nothing touches the DOM and no adapter starts until the client.
 *
 * @param config - The host's configuration (validated; throws ConfigError with every problem).
 * @param options - Environment overrides for the engine (storage back-end, mobile detection).
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { mainnet, base } from '@gangway/core/networks'
 * import { evmAdapter } from '@gangway/adapter-evm'
 * const modal = createModal({ projectId, networks: [mainnet, base], adapters: [evmAdapter()] })
 * modal.open()
 */
export function createModal(config: ModalConfig, options?: CreateEngineOptions): GangwayModal {
  const engine = createEngine(config, options)
  const client = typeof document !== 'undefined'
  if (client) start(engine)
  const cleanups: (() => void)[] = []
  let preload = () => {}
  let root: Root | undefined
  let container: HTMLElement | undefined

  const modal: GangwayModal = {
    engine,
    open: (args) => open(engine, args),
    close: () => close(engine),
    subscribeState(fn) {
      let last = getModalState(engine)
      fn(last)
      const update = () => {
        const next = getModalState(engine)
        if (same(next, last)) return
        last = next
        fn(next)
      }
      const stops = [
        engine.$modal,
        engine.$router,
        engine.$activeNamespace,
        engine.$activeNetwork,
      ].map((store) => store.listen(update))
      return () => {
        for (const stop of stops) stop()
      }
    },
    subscribeEvents: (fn) => subscribeEvents(engine, fn),
    setThemeMode: (mode) => setThemeMode(engine, mode),
    setThemeVariables: (variables) => setThemeVariables(engine, variables),
    preload: () => preload(),
    destroy() {
      // Unmount first: views let go of images and requests while the engine still serves them.
      root?.unmount()
      container?.remove()
      root = container = undefined
      destroyEngine(engine)
    },
  }
  // Everything the modal starts below ends with the engine (also when a host destroys the
  // engine itself with core's `destroy`).
  onDestroy(engine, () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  if (client) {
    // Spec §7 analytics: sends nothing before the first open, nothing when turned off. Its client
    // loads on the first open; the events before it wait here meanwhile (at most 50).
    if (engine.config.analytics) {
      const queued: ModalEvent[] = []
      const offQueue = subscribeEvents(engine, (event) => {
        queued.push(event)
        if (queued.length > ANALYTICS_QUEUE_MAX) queued.shift()
      })
      let stopAnalytics = offQueue
      const offOpen = engine.$modal.listen(({ open }) => {
        if (!open) return
        offOpen()
        import('../internal/coreServices.js').then(
          (m) => {
            if (isDestroyed(engine)) return
            offQueue()
            stopAnalytics = m.startAnalytics(engine, { queued: queued.splice(0), opened: true })
          },
          (error: unknown) => {
            offQueue()
            engine.logger.warn('Analytics could not load', error)
          },
        )
      })
      cleanups.push(() => {
        offOpen()
        stopAnalytics()
      })
    }
    // Features load on first open, so a page that never opens the modal never fetches them. The
    // load starts after the opening click is handled (a task later), not inside it.
    cleanups.push(
      engine.$modal.subscribe(({ open }) => {
        if (!open) return
        // A feature that asks to load on use (the Activity tab's history) waits for its tab/view.
        const idle = Object.entries(engine.$features.get()).filter(
          ([id, s]) => s === 'idle' && engine.config.features[id]?.loadOn !== 'use',
        )
        if (idle.length === 0) return
        engineTimeout(
          engine,
          () => {
            for (const [id] of idle) {
              if (engine.$features.get()[id] === 'idle') preloadFeature(engine, id)
            }
          },
          0,
        )
      }),
    )
    if (!engine.config.disableAppend && !engine.config.embedded) {
      let loading = false
      const mount = () => {
        if (root || loading || isDestroyed(engine)) return
        loading = true
        loadModalChunk().then(
          ({ Modal }) => {
            loading = false
            if (root || isDestroyed(engine)) return
            container = document.createElement('div')
            container.setAttribute('data-gw-container', '')
            document.body.appendChild(container)
            root = createRoot(container)
            // Mounted before any open (preload): warm up too (see Modal's warmUp).
            const warmUp = !engine.$modal.get().open
            root.render(createElement(GangwayProvider, { modal }, createElement(Modal, { warmUp })))
          },
          (error: unknown) => {
            loading = false
            // Nothing can show: say why, and leave the modal closed so the next open retries.
            engine.logger.error('The modal could not load', error)
            if (engine.$modal.get().open) engine.$modal.setKey('open', false)
          },
        )
      }
      preload = mount
      // The modal's code loads on the first open or toast, or earlier on preload (the connect
      // button's hover or focus), and then renders hidden first when it can (see Modal's warmUp):
      // a page that never opens the modal never loads it.
      cleanups.push(
        engine.$modal.subscribe(({ open }) => open && mount()),
        engine.$toasts.subscribe((toasts) => toasts.length > 0 && mount()),
      )
    } else preload = () => void loadModalChunk().catch(() => {})
  }
  return modal
}
