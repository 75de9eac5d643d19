import type { Engine } from '../engine/types.js'
import { loadFeature } from './loadFeature.js'

/**
 * Starts loading a feature ahead of use (e.g. on hover of its entry) so its first open has no
 * wait. Errors are kept in `$features`, never thrown.
 *
 * @example
 * import { preloadFeature } from '@gangway/core/internal'
 * button.onmouseenter = () => preloadFeature(engine, 'swaps')
 */
export function preloadFeature(engine: Engine, id: string): void {
  loadFeature(engine, id).catch(() => {})
}
