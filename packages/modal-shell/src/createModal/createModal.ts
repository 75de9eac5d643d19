import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Modal } from '../components/Modal/Modal.js'
import { ModalProvider } from '../context/GangwayContext.js'
import { getModalState, type ModalPublicState } from '../hooks/useModalState.js'
import {
  ANALYTICS_QUEUE_MAX,
  ConfigError,
  type CreateEngineOptions,
  close,
  createEngine,
  destroy as destroyEngine,
  type FeatureEntry,
  func,
  type HostEngine,
  isDestroyed,
  type Locale,
  type ModalConfig,
  type ModalEvent,
  type OpenParameters,
  object,
  onDestroy,
  open,
  optional,
  preloadFeature,
  registerMessages,
  type StampedEvent,
  setThemeMode,
  setThemeVariables,
  stampEvent,
  start,
  subscribeEvents,
  type ThemeMode,
  type,
} from '../internal/core.js'
import { serviceClients } from '../internal/loadServiceClients.js'
import { loadContrast, setsAccent } from '../theme/accent.js'
import { setStyleNonce } from '../theme/injectStyles.js'
import { afterPaint } from '../utils/afterPaint.js'
import { whenIdle } from '../utils/whenIdle.js'
import { registerCoreViews } from '../views/coreViews.js'
import { afterHydration } from './afterHydration.js'

/** The shell's catalogue of a locale: its chunk map loads only for a locale other than English. */
const loadShellMessages = (locale: Locale) =>
  import('../locales/index.js').then((m) => m.load(locale))

/** createModal's second argument: the engine's environment overrides, and the page's nonce. */
export type CreateModalOptions = CreateEngineOptions & {
  /**
   * The nonce of the page's Content-Security-Policy (`style-src 'nonce-…'`): every stylesheet
   * Gangway adds becomes a `<style nonce>` element. Without it they are constructable
   * stylesheets, which `style-src 'self'` already allows.
   */
  nonce?: string
}

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
  /**
   * Shows the modal in another language (`'de'`, or preferred tags such as `navigator.languages`):
   * resolves once that locale's messages have loaded and show.
   */
  setLocale(locale: Locale | readonly string[]): Promise<void>
  /** Merges CSS variable overrides (`{ '--gw-accent': '#f60' }`) into the theme. */
  setThemeVariables(variables: Record<string, string | number>): void
  /**
   * Lays the closed modal out now, hidden, so the next open only reveals it (`createModal` does
   * it by itself once the page is idle after loading); `<ConnectButton>` calls it when pointed
   * at or focused, so an open right after page load is warm too. Nothing is fetched.
   */
  preload(): void
  /**
   * Unmounts the modal, removes its container and its page listeners, then destroys the engine
   * (`destroy` of `@gangway/core`: adapters stop, blob URLs are revoked, requests abort, timers
   * clear). For good: later opens throw EngineDestroyedError; a second `destroy` does nothing.
   */
  destroy(): void
}

/** Runs `fn` once the page has loaded, when the main thread is idle. Returns a canceller. */
function whenIdleAfterLoad(fn: () => void): () => void {
  let cancel = () => {}
  const schedule = () => {
    cancel = whenIdle(fn)
  }
  if (document.readyState === 'complete') schedule()
  else {
    addEventListener('load', schedule, { once: true })
    cancel = () => removeEventListener('load', schedule)
  }
  return () => cancel()
}

const same = (a: ModalPublicState, b: ModalPublicState) =>
  (Object.keys(a) as (keyof ModalPublicState)[]).every((k) => a[k] === b[k])

/**
 * Creates a Gangway modal: validates `config`, builds and starts the engine (adapters attach,
 * stored connections are restored), registers the core views, and — unless `disableAppend` or `embedded` is set — mounts
 * the closed modal into `document.body` when the page is idle after loading (or on the first
 * open or `preload()`, if earlier), so opening is only a re-render. Safe to
 * call during server rendering: nothing touches the DOM and no adapter starts until the client.
 *
 * @param config - The host's configuration (validated like a compiler would: throws ConfigError
 * with every problem, unknown keys with a "did you mean"; a placeholder projectId is warned about
 * once in the console).
 * @param options - Environment overrides for the engine (storage back-end, mobile detection),
 * and the page's CSP `nonce` for the stylesheets (throws ConfigError when one is not what it
 * should be, e.g. `options.nonce: Expected a CSP nonce (base64) received "a;b"`).
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { mainnet, base } from '@gangway/core/networks'
 * import { evmAdapter } from '@gangway/adapter-evm'
 * const modal = createModal({ projectId, networks: [mainnet, base], adapters: [evmAdapter()] })
 * modal.open()
 */
export function createModal<
  const TFeatures extends Record<string, FeatureEntry> = Record<string, FeatureEntry>,
>(config: ModalConfig<TFeatures>, options: CreateModalOptions = {}): GangwayModal {
  const problems: string[] = []
  const fine = object(
    {
      // A CSP nonce is base64 or base64url (CSP3 `nonce-source`).
      nonce: optional(
        type('a CSP nonce (base64)', (v) => typeof v === 'string' && /^[\w+/-]+=*$/.test(v)),
      ),
      storage: optional(object({ getItem: func, setItem: func, removeItem: func })),
      isMobile: optional(func),
    },
    true,
  )(options, 'options', problems)
  if (!fine) throw new ConfigError(problems)
  const { nonce, ...engineOptions } = options
  const engine = createEngine(config, engineOptions)
  registerCoreViews(engine)
  registerMessages(engine, 'shell', loadShellMessages)
  // A host accent is made readable per theme by code loaded only then: start it now, so it is
  // there by the first paint.
  if (setsAccent(config.themeVariables ?? {}))
    loadContrast().catch((error: unknown) =>
      engine.logger.warn('The theme contrast did not load', error),
    )
  const client = typeof document !== 'undefined'
  if (client) {
    if (nonce) setStyleNonce(nonce)
    afterHydration(engine, () => start(engine))
  }
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
    // Switching code is a chunk of its own: an English page never fetches it.
    setLocale: (locale) =>
      import('../internal/setLocale.js').then((m) => m.setLocale(engine, locale)),
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
      const queued: StampedEvent[] = []
      const offQueue = subscribeEvents(engine, (event) => {
        queued.push(stampEvent(engine, event))
        if (queued.length > ANALYTICS_QUEUE_MAX) queued.shift()
      })
      let stopAnalytics = offQueue
      let cancelStart = () => {}
      const offOpen = engine.$modal.listen(({ open }) => {
        if (!open) return
        offOpen()
        // After the open has painted: the client's code and its config request are not needed
        // for it (the events of the open wait in the queue).
        cancelStart = afterPaint(() =>
          serviceClients.load().then(
            (m) => {
              if (isDestroyed(engine)) return
              offQueue()
              stopAnalytics = m.startAnalytics(engine, { queued: queued.splice(0), opened: true })
            },
            (error: unknown) => {
              offQueue()
              engine.logger.warn('Analytics could not load', error)
            },
          ),
        )
      })
      cleanups.push(() => {
        offOpen()
        cancelStart()
        stopAnalytics()
      })
    }
    // Features load on first open, so a page that never opens the modal never fetches them. The
    // load starts once the open has painted, not inside the opening click.
    let cancelPreload = () => {}
    cleanups.push(
      engine.$modal.subscribe(({ open }) => {
        if (!open) return
        // A feature that asks to load on use (the Activity tab's history) waits for its tab/view.
        const idle = Object.entries(engine.$features.get()).filter(
          ([id, s]) => s === 'idle' && engine.config.features[id]?.loadOn !== 'use',
        )
        if (idle.length === 0) return
        cancelPreload()
        cancelPreload = afterPaint(() => {
          if (isDestroyed(engine)) return
          for (const [id] of idle) {
            if (engine.$features.get()[id] === 'idle') preloadFeature(engine, id)
          }
        })
      }),
      () => cancelPreload(),
    )
    if (!engine.config.disableAppend && !engine.config.embedded) {
      const mount = () => {
        if (root) return
        container = document.createElement('div')
        container.setAttribute('data-gw-container', '')
        document.body.appendChild(container)
        root = createRoot(container)
        // Mounted before any open: warm up too (see Modal's warmUp).
        const warmUp = !engine.$modal.get().open
        root.render(createElement(ModalProvider, { modal }, createElement(Modal, { warmUp })))
      }
      preload = mount
      // Prewarm: once the page has loaded and the main thread is idle, mount the closed modal and
      // lay its card out once, hidden (nothing shows, focus stays, no request, no layout shift:
      // the layer is fixed), so the first open is a warm re-render, not a root creation plus a
      // cold first render and layout. The first open, a toast or `preload()` mounts it at once.
      cleanups.push(
        engine.$modal.subscribe(({ open }) => open && mount()),
        engine.$toasts.subscribe((toasts) => toasts.length > 0 && mount()),
      )
      afterHydration(engine, () => cleanups.push(whenIdleAfterLoad(mount)))
    }
  }
  return modal
}
