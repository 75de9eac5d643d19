import { describe, expect, it } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { destroy } from '../engine/destroy.js'
import { createFeatureSlot, FeatureNotLoadedError } from './createFeatureSlot.js'

describe('createFeatureSlot', () => {
  it('holds one value per engine: two engines never share it', () => {
    const slot = createFeatureSlot<{ n: number }>('test')
    const a = makeEngine()
    const b = makeEngine()
    const value = slot.set(a, { n: 1 })
    expect(slot.get(a)).toBe(value)
    expect(slot.find(a)).toBe(value)
    expect(slot.find(b)).toBeUndefined()
  })

  it('keeps two features apart on one engine', () => {
    const engine = makeEngine()
    const names = createFeatureSlot<string>('names')
    const siwx = createFeatureSlot<string>('siwx')
    names.set(engine, 'names state')
    siwx.set(engine, 'siwx state')
    expect(names.get(engine)).toBe('names state')
    expect(siwx.get(engine)).toBe('siwx state')
  })

  it('get throws FeatureNotLoadedError before set and after drop; find is undefined', () => {
    const slot = createFeatureSlot<number>('names')
    const engine = makeEngine()
    expect(() => slot.get(engine)).toThrow(FeatureNotLoadedError)
    expect(() => slot.get(engine)).toThrow('Feature "names" is not loaded on this engine')
    slot.set(engine, 7)
    expect(slot.drop(engine)).toBe(7)
    expect(slot.find(engine)).toBeUndefined()
    expect(() => slot.get(engine)).toThrow(FeatureNotLoadedError)
    expect(slot.drop(engine)).toBeUndefined()
  })

  it('a falsy value still counts as set', () => {
    const slot = createFeatureSlot<number>('zero')
    const engine = makeEngine()
    slot.set(engine, 0)
    expect(slot.get(engine)).toBe(0)
  })

  it('is forgotten when the engine is destroyed', () => {
    const slot = createFeatureSlot<number>('gone')
    const engine = makeEngine()
    slot.set(engine, 1)
    destroy(engine)
    expect(slot.find(engine)).toBeUndefined()
  })
})
