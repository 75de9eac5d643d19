import { type GenericSchema, safeParse } from 'valibot'
import type { Engine } from '../engine/types.js'
import type { FeatureStorage } from '../types.js'

/**
 * A feature's own storage over the engine's: keys `gw:f:{featureId}:{name}`, values JSON, checked
 * with the caller's schema on read (a corrupt value is removed). Never throws. @internal
 */
export function featureStorage(engine: Engine, featureId: string): FeatureStorage {
  const key = <T = unknown>(name: string, schema?: GenericSchema<unknown, T>) => ({
    name: `gw:f:${featureId}:${name}` as const,
    read: (json: unknown) => {
      const result = schema && safeParse(schema, json)
      return result?.success ? result.output : undefined
    },
  })
  return {
    get: (name, schema) => engine.storage.get(key(name, schema)),
    set: (name, value) => engine.storage.set(key<unknown>(name), value),
    remove: (name) => engine.storage.remove(key(name)),
  }
}
