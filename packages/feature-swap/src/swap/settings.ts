import * as v from 'valibot'
import { DEFAULT_PROVIDER_FEE_PERCENT, DEFAULT_SLIPPAGE, QUOTE_REFRESH_MS } from '../constants.js'
import { type Engine, engineMemo, type FeatureStorage, forgetMemo } from '../internal/core.js'
import type { SwapFeatureOptions } from '../swapFeature.js'
import { toWholeSlippage } from './maths.js'

const KEY = 'swap:settings'
const SLIPPAGE_KEY = 'slippage'
// A fraction remembered before slippage became whole percents is migrated (`toWholeSlippage`).
const SlippageSchema = v.pipe(
  v.string(),
  v.check((value) => toWholeSlippage(value) !== undefined),
  v.transform((value) => toWholeSlippage(value)!),
)

/** The host's options and the feature's storage, for this engine. */
type SwapSettings = {
  options: SwapFeatureOptions
  storage: FeatureStorage | undefined
  /** The remembered max slippage (this host's storage), else spec §9's 1 %. */
  slippage(): string
  rememberSlippage(value: string): void
  refreshMs: number
  providerFeePercent: string
}

function settings(options: SwapFeatureOptions, storage?: FeatureStorage): SwapSettings {
  return {
    options,
    storage,
    slippage: () => storage?.get(SLIPPAGE_KEY, SlippageSchema) ?? DEFAULT_SLIPPAGE,
    rememberSlippage: (value) => storage?.set(SLIPPAGE_KEY, value),
    refreshMs: options.quoteRefreshMs ?? QUOTE_REFRESH_MS,
    providerFeePercent: options.providerFeePercent ?? DEFAULT_PROVIDER_FEE_PERCENT,
  }
}

/** Keeps the host's `swapFeature(options)` and the feature storage for this engine. */
export function setSwapSettings(
  engine: Engine,
  options: SwapFeatureOptions,
  storage: FeatureStorage,
): void {
  forgetMemo(engine, KEY)
  engineMemo(engine, KEY, () => settings(options, storage))
}

/** This engine's settings (defaults before the feature registered). */
export function getSwapSettings(engine: Engine): SwapSettings {
  return engineMemo<SwapSettings>(engine, KEY, () => settings({}))
}

/** Forgets them (the feature's cleanup on stop). */
export function dropSwapSettings(engine: Engine): void {
  forgetMemo(engine, KEY)
}
