import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { SUGGESTIONS_DEBOUNCE_MS } from '../constants.js'
import { debounceTask, type Engine } from '../internal/core.js'
import { fetchNameSuggestions } from '../service/nameService.js'
import type { NamesRuntime } from '../state.js'

/**
 * Suggestions for a valid label (spec §7 `GET /v1/profile/suggestions/{name}?zone`), asked once
 * the input rests for SUGGESTIONS_DEBOUNCE_MS; an older answer never replaces a newer one.
 */
export function useSuggestions(engine: Engine, runtime: NamesRuntime, label: string | undefined) {
  const suggestions = useStore(runtime.$suggestions)
  const error = useStore(runtime.$suggestionsError)
  useEffect(() => {
    if (!label) return
    if (runtime.$suggestions.get()?.label === label) return
    return debounceTask((signal) => {
      fetchNameSuggestions(engine, { label, zone: runtime.zone, signal }).then(
        (items) => {
          if (signal.aborted) return
          runtime.$suggestionsError.set(false)
          runtime.$suggestions.set({ label, items })
        },
        (failure: unknown) => {
          if (signal.aborted) return
          engine.logger.warn('names: suggestions failed', failure)
          runtime.$suggestionsError.set(true)
        },
      )
    }, SUGGESTIONS_DEBOUNCE_MS)
  }, [engine, runtime, label])
  return {
    items: label && suggestions?.label === label ? suggestions.items : undefined,
    error: label ? error : false,
  }
}
