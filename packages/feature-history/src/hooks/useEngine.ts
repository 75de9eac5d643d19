import { useGangway } from '@gangway/modal-shell'
import type { Engine } from '../internal/core.js'

/** The engine of the modal rendering the feature's views (the shell's `<GangwayProvider>`). */
export function useEngine(): Engine {
  return useGangway().engine
}
