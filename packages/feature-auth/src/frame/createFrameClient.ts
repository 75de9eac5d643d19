import * as v from 'valibot'
import {
  APP_PREFIX,
  AUTH_TIMEOUTS,
  BROADCAST_EVENTS,
  FRAME_PREFIX,
  FRAME_PROTOCOL_VERSION,
} from '../constants.js'
import { AuthFrameError, AuthFrameLoadError, UnsafeFrameUrlError } from '../errors.js'
import {
  type CaipNetworkId,
  type Logger,
  RequestAbortedError,
  TimeoutError,
  UserRejectedRequestError,
} from '../internal/core.js'
import {
  type CallName,
  type CallResult,
  callSchemas,
  FrameErrorSchema,
  FrameMessageSchema,
  UNSAFE_LINK,
} from './schemas.js'

/** What `createFrameClient` takes. */
export type FrameClientOptions = {
  /** The login frame's page; its origin is the only one whose messages are accepted. */
  frameUrl: string
  projectId: string
  /** CAIP-2 id of the chain the frame starts on. */
  chainId: CaipNetworkId
  rpcUrl?: string | undefined
  /** The frame's own logger flag (spec §2 "logger flag"). */
  enableLogger?: boolean
  logger: Logger
  /** How long the frame has to report READY. Default AUTH_TIMEOUTS.ready. */
  readyTimeout?: number
  /** The document the iframe joins (tests); default the page's. */
  document?: Document
}

/** Options of one call. */
type CallOptions = {
  /** Default AUTH_TIMEOUTS.call. */
  timeout?: number
  /** Aborting sends RPC_ABORT and rejects with RequestAbortedError ('Request was aborted'). */
  signal?: AbortSignal
  /** Called when the frame reports `NAME_APPROVED`: the visitor approved it on the frame's page. */
  onApproved?: () => void
}

/** Where the frame shows (viewport px), or `undefined` to hide it again. */
type FrameRect = {
  top: number
  left: number
  width: number
  height: number
  /** CSS border-radius, to follow the corners of what it is drawn in. */
  radius?: string
}

/** The app side of the app↔frame protocol. */
export type FrameClient = {
  readonly origin: string
  readonly iframe: HTMLIFrameElement
  /** Settles once READY came and the spec's 500 ms passed; rejects with AuthFrameLoadError. */
  readonly ready: Promise<void>
  /**
   * Sends one message of the catalogue and resolves with its schema-checked success reply.
   * Always settles: the reply, the frame's error (AuthFrameError, 'An error occurred' when
   * empty), TimeoutError ('Something went wrong'), RequestAbortedError, or the load error.
   */
  call<N extends CallName>(
    name: N,
    payload?: unknown,
    options?: CallOptions,
  ): Promise<CallResult<N>>
  /**
   * Listens to a broadcast of the frame (one of BROADCAST_EVENTS but READY, e.g. ESCAPE).
   * @returns the unsubscribe.
   */
  on(event: (typeof BROADCAST_EVENTS)[number], listener: () => void): () => void
  /**
   * Shows the frame over `rect` (its own pages, e.g. the approval page), focusable and above
   * the modal; `undefined` hides it again. The iframe never moves in the DOM: that would reload it.
   */
  show(rect: FrameRect | undefined): void
  /** SIGN_OUT; resolves on the frame's reply (or error) or after AUTH_TIMEOUTS.signOut. */
  signOut(): Promise<void>
  /** Removes the frame and its listener; calls still pending reject with RequestAbortedError. */
  destroy(): void
}

type Pending = {
  name: CallName
  resolve(value: unknown): void
  reject(error: Error): void
  onApproved?: (() => void) | undefined
}

const HIDDEN = {
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  opacity: '0',
  pointerEvents: 'none',
  zIndex: '',
  borderRadius: '',
}

let counter = 0
const nextId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${++counter}`

/**
 * Creates the hidden, fixed-position login frame (spec §2: "loaded with project id, chain id,
 * version and logger flag as query parameters") and the protocol over it. Unlike the anchor, a
 * message is accepted only when its `origin` is the frame's configured origin, its `source` is
 * the frame's own window, and it answers an id this client sent (or is a broadcast event such as
 * READY); anything else is dropped and logged at debug level. Outgoing messages name the frame's
 * origin, never `'*'`. Every reply's payload is parsed with its call's schema.
 *
 * @example
 * const client = createFrameClient({ frameUrl, projectId, chainId: 'eip155:1', logger })
 * const { action } = await client.call('CONNECT_EMAIL', { email })
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const url = new URL(options.frameUrl)
  const origin = url.origin
  const calls = callSchemas(options.frameUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', options.chainId)
  url.searchParams.set('version', FRAME_PROTOCOL_VERSION)
  if (options.rpcUrl) url.searchParams.set('rpcUrl', options.rpcUrl)
  url.searchParams.set('enableLogger', options.enableLogger ? 'true' : 'false')

  const doc = options.document ?? document
  const win = doc.defaultView as Window
  const { logger } = options
  const pending = new Map<string, Pending>()
  const drop = (reason: string, data?: unknown) =>
    logger.debug(`auth: dropped a message (${reason})`, data)

  const iframe = doc.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Login'
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
  iframe.setAttribute('data-testid', 'gw-auth-frame')
  Object.assign(iframe.style, { position: 'fixed', border: '0', ...HIDDEN })
  const listeners = new Map<string, Set<() => void>>()

  let state: 'loading' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let resolveReady: () => void = () => {}
  let rejectReady: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // Each call handles the failure itself; this keeps an unused rejection from being reported.
  ready.catch(() => {})
  let afterReady: ReturnType<typeof setTimeout> | undefined
  const fail = (error: Error) => {
    if (state !== 'loading') return
    state = 'failed'
    clearTimeout(readyTimer)
    rejectReady(error)
  }
  const readyTimer = setTimeout(
    () => fail(new AuthFrameLoadError({ details: 'The login frame never reported READY' })),
    options.readyTimeout ?? AUTH_TIMEOUTS.ready,
  )

  function onMessage(event: MessageEvent): undefined {
    if (event.origin !== origin) return void drop('foreign origin', event.origin)
    if (event.source !== iframe.contentWindow) return void drop('not the login frame')
    const parsed = v.safeParse(FrameMessageSchema, event.data)
    if (!parsed.success) return void drop('malformed envelope', event.data)
    const { type, id, payload } = parsed.output
    const name = type.slice(FRAME_PREFIX.length)
    if (id === undefined) {
      if (!(BROADCAST_EVENTS as readonly string[]).includes(name)) return void drop('no id', type)
      if (name === 'READY' && state === 'loading') {
        clearTimeout(readyTimer)
        state = 'ready'
        // Spec §4 "frame reports ready, then 500 ms wait".
        afterReady = setTimeout(resolveReady, AUTH_TIMEOUTS.afterReady)
      }
      for (const listener of [...(listeners.get(name) ?? [])]) listener()
      return
    }
    const call = pending.get(id)
    if (!call) return void drop('unknown id', type)
    if (name === `${call.name}_APPROVED`) return void call.onApproved?.()
    if (name === `${call.name}_ERROR`) {
      const error = v.safeParse(FrameErrorSchema, payload)
      const { message, code } = error.success ? error.output : {}
      // EIP-1193 4001: the visitor rejected it on the frame's approval page.
      if (code === 4001) call.reject(new UserRejectedRequestError())
      else call.reject(new AuthFrameError(message, code === undefined ? undefined : { code }))
      return
    }
    if (name !== `${call.name}_SUCCESS`) return void drop('reply of another call', type)
    const result = v.safeParse(calls[call.name], payload)
    if (result.success) call.resolve(result.output)
    else if (result.issues.some((issue) => issue.message === UNSAFE_LINK))
      call.reject(
        new UnsafeFrameUrlError({ details: `${call.name}: the reply names a URL not allowed` }),
      )
    else
      call.reject(
        new AuthFrameError(undefined, { details: `${call.name}: the reply fits no schema` }),
      )
  }
  win.addEventListener('message', onMessage)
  // A cross-origin frame's load failure fires no event a page can rely on: the READY wait is
  // the signal (spec §8 'Unable to load email login dependency').
  doc.body.appendChild(iframe)

  function call<N extends CallName>(
    name: N,
    payload: unknown = {},
    { timeout = AUTH_TIMEOUTS.call, signal, onApproved }: CallOptions = {},
  ): Promise<CallResult<N>> {
    return new Promise<CallResult<N>>((resolve, reject) => {
      const id = nextId()
      let settled = false
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          pending.delete(id)
          done(value)
        }
      const ok = settle(resolve as (value: unknown) => void)
      const ko = settle(reject)
      // The bound covers the wait for READY too: a frame that never loads still settles calls.
      const timer = setTimeout(() => ko(new TimeoutError({ details: name })), timeout)
      function onAbort() {
        if (state === 'ready' && !settled && name === 'RPC_REQUEST')
          void call('RPC_ABORT', { id }).catch(() => {})
        ko(new RequestAbortedError())
      }
      if (state === 'destroyed') return ko(new RequestAbortedError())
      if (signal?.aborted) return onAbort()
      signal?.addEventListener('abort', onAbort, { once: true })
      pending.set(id, { name, resolve: ok, reject: ko, onApproved })
      ready.then(() => {
        if (settled) return
        iframe.contentWindow?.postMessage({ type: `${APP_PREFIX}${name}`, id, payload }, origin)
      }, ko)
    })
  }

  return {
    origin,
    iframe,
    ready,
    call,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => void set.delete(listener)
    },
    show(rect) {
      if (!rect) {
        Object.assign(iframe.style, HIDDEN)
        iframe.tabIndex = -1
        iframe.setAttribute('aria-hidden', 'true')
        iframe.title = 'Login'
        return
      }
      Object.assign(iframe.style, {
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        opacity: '1',
        pointerEvents: 'auto',
        // Above the modal's layer and its toasts (the shell's --gw-z is 999 by default).
        zIndex: '2147483000',
        borderRadius: rect.radius ?? '',
      })
      iframe.tabIndex = 0
      iframe.removeAttribute('aria-hidden')
      iframe.title = 'Approve request'
    },
    signOut: () =>
      call('SIGN_OUT', {}, { timeout: AUTH_TIMEOUTS.signOut }).then(
        () => undefined,
        () => undefined,
      ),
    destroy() {
      if (state === 'destroyed') return
      fail(new AuthFrameLoadError({ details: 'The login frame was removed' }))
      state = 'destroyed'
      clearTimeout(afterReady)
      win.removeEventListener('message', onMessage)
      listeners.clear()
      iframe.remove()
      for (const p of [...pending.values()]) p.reject(new RequestAbortedError())
    },
  }
}
