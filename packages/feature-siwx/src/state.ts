import { atom, type WritableAtom } from 'nanostores'
import { createFeatureSlot, type Engine } from './internal/core.js'
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
}

/** The engine's sign-in state: `siwxState.get(engine)` in the view, set by `register`. */
export const siwxState = createFeatureSlot<SiwxRuntime>('siwx')

/** @internal */
export function createRuntime(
  engine: Engine,
  parts: Pick<SiwxRuntime, 'options' | 'storage' | 'verifiers' | 'page'>,
): SiwxRuntime {
  return siwxState.set(engine, {
    ...parts,
    $session: atom(undefined),
    $status: atom('idle'),
    $error: atom(undefined),
    handled: new Set(),
  })
}
