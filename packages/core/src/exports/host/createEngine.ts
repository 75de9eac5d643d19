import { createEngine as createEngineAction } from '../../engine/createEngine.js'
import type { HostEngine } from '../../engine/hostEngine.js'

/** Validates the config and creates one engine (see `createEngine` in engine/createEngine.ts). */
export const createEngine = createEngineAction as (
  ...args: Parameters<typeof createEngineAction>
) => HostEngine
