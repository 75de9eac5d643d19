import { type GenericSchema, unknown } from 'valibot'
import type { Engine } from '../engine/types.js'
import type { FeatureStorage } from '../types.js'

/**
 * A feature's own storage over the engine's: keys `gw:f:{featureId}:{name}`, values JSON, checked
 * with the caller's schema on read (a corrupt value is removed). Never throws. @internal
 */
export function featureStorage(engine: Engine, featureId: string): FeatureStorage {
  const key = <T>(name: string, schema: GenericSchema<unknown, T>) => ({
    name: `gw:f:${featureId}:${name}` as const,
    schema,
  })
  const any = unknown()
  return {
    get: (name, schema) => engine.storage.get(key(name, schema)),
    set: (name, value) => engine.storage.set(key(name, any), value),
    remove: (name) => engine.storage.remove(key(name, any)),
  }
}
