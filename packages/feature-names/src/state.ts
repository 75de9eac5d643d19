import { atom, type WritableAtom } from 'nanostores'
import { NAME_ZONES, type NameZone } from './constants.js'
import { type BaseError, createFeatureSlot, type Engine } from './internal/core.js'
import type { NamesFeatureOptions } from './namesFeature.js'
import type { NameSuggestion } from './service/nameService.js'

/**
 * Why the last registration failed, as RegisterAccountName says it in the locale shown: a
 * message of `namesMessages` by its key (with the name it was for), or the name service's own
 * reason, shown as it came.
 */
export type NameFailure =
  | { key: 'signatureDeclined' | 'signatureExpired' | 'noAccount' }
  | { key: 'registerFailed'; name: string }
  | { key: 'service'; text: string }
  /** Another of Gangway's errors: core says it by its class (`errorText`). */
  | { key: 'error'; error: BaseError }

/** The names state of one engine (two modals on a page never share it). @internal */
export type NamesRuntime = {
  zone: NameZone
  /** What the visitor typed in RegisterAccountName. */
  $input: WritableAtom<string>
  /** The suggestions for a label, once they came. */
  $suggestions: WritableAtom<{ label: string; items: NameSuggestion[] } | undefined>
  /** The suggestions failed ('Error fetching name suggestions' shows). */
  $suggestionsError: WritableAtom<boolean>
  /** The account's name in our zones: `undefined` until known, `null` when it has none. */
  $owned: WritableAtom<{ address: string; name: string | null } | undefined>
  /** The full name being registered. */
  $pending: WritableAtom<string | undefined>
  /** The full name just registered (the success view shows it). */
  $registered: WritableAtom<string | undefined>
  /** The last registration's failure, shown on RegisterAccountName. */
  $error: WritableAtom<NameFailure | undefined>
}

/** The engine's names state: `namesState.get(engine)` in the views, set by `register`. */
export const namesState = createFeatureSlot<NamesRuntime>('names')

/** @internal */
export function createRuntime(engine: Engine, options: NamesFeatureOptions): NamesRuntime {
  return namesState.set(engine, {
    zone: options.zone ?? NAME_ZONES[0],
    $input: atom(''),
    $suggestions: atom(undefined),
    $suggestionsError: atom(false),
    $owned: atom(undefined),
    $pending: atom(undefined),
    $registered: atom(undefined),
    $error: atom(undefined),
  })
}
