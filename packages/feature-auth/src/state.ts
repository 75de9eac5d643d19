import { atom } from 'nanostores'
import type { AuthFeatureOptions } from './authFeature.js'
import { createFeatureSlot, type Engine, type FeatureContext } from './internal/core.js'
import type { AuthSession } from './session/createSession.js'

/** Where the email login stands (the views read it). */
type EmailStep =
  | 'idle'
  | 'sending'
  | 'otp'
  | 'device'
  | 'verifying'
  | 'connecting'
  | 'social'
  | 'farcaster'

/** Where an email update stands (spec §4: primary code, then secondary code). */
export type UpdateStep = 'idle' | 'sending' | 'primary' | 'secondary' | 'verifying'

/** Spec §3 "accounts (list of address plus type eoa or smartAccount)". */
export type AccountType = 'eoa' | 'smartAccount'

/** A minimal EIP-1193 event emitter shared by the connector and the session. */
type Emitter = {
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
  emit(event: string, ...args: unknown[]): void
}

/** The feature's state for one engine (no module singletons: two modals never share it). */
export type AuthRuntime = {
  engine: Engine
  /** Core's approval step (the feature context's), for requests the session makes itself. */
  approvals: Pick<FeatureContext<Engine>, 'requestApproval' | 'settleApproval'>
  options: AuthFeatureOptions
  $step: ReturnType<typeof atom<EmailStep>>
  $email: ReturnType<typeof atom<string>>
  /** The social provider of the login under way. */
  $social: ReturnType<typeof atom<string>>
  /** The Farcaster sign-in URI, once the frame gave it. */
  $farcasterUri: ReturnType<typeof atom<string | undefined>>
  /** The last error to show (its text), cleared by the next attempt. */
  $error: ReturnType<typeof atom<string | undefined>>
  /** The logged-in user's email (stored under the login's key); `undefined` for none. */
  $userEmail: ReturnType<typeof atom<string | undefined>>
  /** The email update under way: its step, the new address and the last error's text. */
  $update: ReturnType<typeof atom<{ step: UpdateStep; newEmail: string; error?: string }>>
  /** The account type in use (the frame's preferred one), once a user is known. */
  $accountType: ReturnType<typeof atom<AccountType | undefined>>
  /** The CAIP-2 ids of the networks where the user has a smart account (spec §4). */
  $smartNetworks: ReturnType<typeof atom<string[]>>
  /** True while a switch of account type is under way. */
  $switchingType: ReturnType<typeof atom<boolean>>
  /** True while ApproveTransaction shows the frame's approval page (FrameApproval is mounted). */
  $framePageShown: ReturnType<typeof atom<boolean>>
  /** When the last email login was triggered (spec §9: 30 s between triggers). */
  lastTrigger: number | undefined
  /** When the last email-update code was asked for (the same 30 s between them). */
  lastUpdateTrigger: number | undefined
  events: Emitter
  /** The session (frame client and flows), imported and created on first use. */
  session(): Promise<AuthSession>
  /** The session when already created, without loading anything. */
  current: AuthSession | undefined
}

/** The engine's auth state: `authState.get(engine)` in the views, set by `createRuntime`. */
export const authState = createFeatureSlot<AuthRuntime>('auth')

function createEmitter(): Emitter {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  return {
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (...a: unknown[]) => void)(...args)
    },
  }
}

/** Creates the runtime of `engine`; its session (the auth chunk and the frame) loads on use. */
export function createRuntime(
  engine: Engine,
  options: AuthFeatureOptions,
  approvals: AuthRuntime['approvals'],
): AuthRuntime {
  let loading: Promise<AuthSession> | undefined
  const runtime: AuthRuntime = {
    engine,
    approvals,
    options,
    $step: atom<EmailStep>('idle'),
    $email: atom(''),
    $social: atom(''),
    $farcasterUri: atom<string | undefined>(undefined),
    $error: atom<string | undefined>(undefined),
    $userEmail: atom<string | undefined>(undefined),
    $update: atom<{ step: UpdateStep; newEmail: string; error?: string }>({
      step: 'idle',
      newEmail: '',
    }),
    $accountType: atom<AccountType | undefined>(undefined),
    $smartNetworks: atom<string[]>([]),
    $switchingType: atom(false),
    $framePageShown: atom(false),
    lastTrigger: undefined,
    lastUpdateTrigger: undefined,
    events: createEmitter(),
    current: undefined,
    session() {
      loading ??= import('./session/createSession.js').then((m) => {
        runtime.current = m.createSession(runtime)
        return runtime.current
      })
      // A failed chunk load may be retried.
      loading.catch(() => {
        loading = undefined
      })
      return loading
    },
  }
  return authState.set(engine, runtime)
}

/** Ends the runtime: the frame goes with it. */
export function dropRuntime(engine: Engine): void {
  authState.drop(engine)?.current?.destroy()
}
