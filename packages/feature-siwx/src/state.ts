import { atom, type WritableAtom } from 'nanostores'
import type { SessionPage } from './session/isSessionFor.js'
import type { SiwxFeatureOptions } from './siwxFeature.js'
import type { SiwxSession, SiwxStorage, SiwxVerifier } from './types.js'

/** What the sign-in view is doing. */
type SiwxStatus = 'idle' | 'signing' | 'cancelling'

/** The sign-in state of one engine (two modals on a page never share it). @internal */
export type SiwxRuntime = {
  options: SiwxFeatureOptions
  storage: SiwxStorage
  verifiers: readonly SiwxVerifier[]
  /** The domain and URI this page signs in with; a session for others never counts. */
  page: () => SessionPage
  /** The valid session of the current account on the current network, once checked. */
  $session: WritableAtom<SiwxSession | undefined>
  $status: WritableAtom<SiwxStatus>
  /** The last sign-in failure, shown by the view as 'Error signing message'. */
  $error: WritableAtom<unknown>
  /** Connections the connect step already handled (the account watcher skips them). */
  handled: Set<string>
  /** The network (CAIP-2) and address of the last session signed or found. */
  lastSigned: { chainId: string; address: string } | undefined
}

const runtimes = new WeakMap<object, SiwxRuntime>()

/** @internal */
export function createRuntime(
  engine: object,
  parts: Pick<SiwxRuntime, 'options' | 'storage' | 'verifiers' | 'page'>,
): SiwxRuntime {
  const runtime: SiwxRuntime = {
    ...parts,
    $session: atom(undefined),
    $status: atom('idle'),
    $error: atom(undefined),
    handled: new Set(),
    lastSigned: undefined,
  }
  runtimes.set(engine, runtime)
  return runtime
}

/** The engine's sign-in state, `undefined` before the feature loaded or after it stopped. */
export const findRuntime = (engine: object) => runtimes.get(engine)

/** @internal */
export const dropRuntime = (engine: object) => runtimes.delete(engine)
