import type { FeatureEntry, ModalConfig } from '../../config/types.js'
import {
  type CreateEngineOptions,
  createEngine as createEngineAction,
} from '../../engine/createEngine.js'
import type { HostEngine } from '../../engine/hostEngine.js'

/** Validates the config and creates one engine (see `createEngine` in engine/createEngine.ts). */
export const createEngine = createEngineAction as <
  const TFeatures extends Record<string, FeatureEntry> = Record<string, FeatureEntry>,
>(
  input: ModalConfig<TFeatures>,
  options?: CreateEngineOptions,
) => HostEngine
