import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Modal } from '../components/Modal/Modal.js'
import { GangwayProvider } from '../context/GangwayContext.js'
import { getModalState, type ModalPublicState } from '../hooks/useModalState.js'
import {
  type CreateEngineOptions,
  close,
  createEngine,
  type Engine,
  type ModalConfig,
  type ModalEvent,
  type OpenParameters,
  open,
  preloadFeature,
  start,
  subscribeEvents,
  type ThemeMode,
} from '../internal/core.js'
import { registerCoreViews } from '../views/coreViews.js'

/** A Gangway modal: the engine plus the React frame. */
export type GangwayModal = {
  /** The engine: stores and actions of `@gangway/core`, for headless use. */
  readonly engine: Engine
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
  /** Stops the adapters, unmounts the modal and removes its container. */
  destroy(): void
}

const same = (a: ModalPublicState, b: ModalPublicState) =>
  (Object.keys(a) as (keyof ModalPublicState)[]).every((k) => a[k] === b[k])

/**
 * Creates a Gangway modal: validates `config`, builds and starts the engine (adapters attach,
 * stored connections are restored), registers the core views, and — unless `disableAppend` or
 * `embedded` is set — mounts the modal into `document.body` the first time it opens. Safe to
 * call during server rendering: nothing touches the DOM and no adapter starts until the client.
 *
 * @param config - The host's configuration (validated; throws ConfigError with every problem).
 * @param options - Environment overrides for the engine (storage back-end, mobile detection).
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { mainnet, base } from '@gangway/core'
 * import { evmAdapter } from '@gangway/adapter-evm'
 * const modal = createModal({ projectId, networks: [mainnet, base], adapters: [evmAdapter()] })
 * modal.open()
 */
export function createModal(config: ModalConfig, options?: CreateEngineOptions): GangwayModal {
  const engine = createEngine(config, options)
  registerCoreViews(engine)
  const client = typeof document !== 'undefined'
  const stopEngine = client ? start(engine) : undefined
  const cleanups: (() => void)[] = []
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
    setThemeMode(mode) {
      engine.$theme.set({ ...engine.$theme.get(), mode })
    },
    setThemeVariables(variables) {
      const theme = engine.$theme.get()
      engine.$theme.set({ ...theme, variables: { ...theme.variables, ...variables } })
    },
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      stopEngine?.()
      root?.unmount()
      container?.remove()
      root = container = undefined
    },
  }

  if (client) {
    // Features load on first open, so a page that never opens the modal never fetches them.
    cleanups.push(
      engine.$modal.subscribe(({ open }) => {
        if (!open) return
        for (const [id, status] of Object.entries(engine.$features.get())) {
          if (status === 'idle') preloadFeature(engine, id)
        }
      }),
    )
    if (!engine.config.disableAppend && !engine.config.embedded) {
      const mount = () => {
        if (root) return
        container = document.createElement('div')
        container.setAttribute('data-gw-container', '')
        document.body.appendChild(container)
        root = createRoot(container)
        root.render(createElement(GangwayProvider, { modal }, createElement(Modal)))
      }
      // Mounted on first open (or first toast), not at page load.
      cleanups.push(
        engine.$modal.subscribe(({ open }) => open && mount()),
        engine.$toasts.subscribe((toasts) => toasts.length > 0 && mount()),
      )
    }
  }
  return modal
}
