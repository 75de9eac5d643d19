import type { Engine } from '../internal/core.js'
import { getSwapSettings } from './settings.js'

/** The quote refresh interval (and staleness limit) of this engine, ms. */
export function getSettingsRefreshMs(engine: Engine): number {
  return getSwapSettings(engine).refreshMs
}

/** Whether a quote (or a transaction built from one) taken at `at` is too old to send. */
export function isStale(engine: Engine, at: number): boolean {
  return Date.now() - at >= getSettingsRefreshMs(engine)
}
