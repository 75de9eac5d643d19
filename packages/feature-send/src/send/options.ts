import { type Engine, engineMemo, forgetMemo } from '../internal/core.js'
import type { SendFeatureOptions } from '../sendFeature.js'

const KEY = 'send:options'

/** Keeps the host's `sendFeature(options)` for this engine's views. */
export function setSendOptions(engine: Engine, options: SendFeatureOptions): void {
  forgetMemo(engine, KEY)
  engineMemo(engine, KEY, () => options)
}

/** The host's `sendFeature(options)` for this engine (`{}` before the feature registered). */
export function getSendOptions(engine: Engine): SendFeatureOptions {
  return engineMemo<SendFeatureOptions>(engine, KEY, () => ({}))
}

/** Forgets the options (the feature's cleanup on stop). */
export function dropSendOptions(engine: Engine): void {
  forgetMemo(engine, KEY)
}
