import { useGangway } from '@gangway/modal-shell'
import { type Engine, internal } from '../internal/core.js'

/** The engine of the modal rendering the feature's views (the shell's `<GangwayProvider>`). */
export function useEngine(): Engine {
  return internal(useGangway().engine)
}
