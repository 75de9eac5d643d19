import { atom, map } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import { derive } from './derive.js'

function stores() {
  const $key = atom<'a' | 'b'>('a')
  const $values = map<Record<'a' | 'b', number>>({ a: 1, b: 2 })
  const $derived = derive($key, $values, (key, values) => values[key])
  return { $key, $values, $derived }
}

describe('derive', () => {
  it('is current on every read, with or without listeners', () => {
    const { $key, $values, $derived } = stores()
    expect($derived.get()).toBe(1)
    $key.set('b')
    expect($derived.get()).toBe(2)
    $values.setKey('b', 3)
    expect($derived.get()).toBe(3)
  })

  it('tells its listeners once per change of its value, with the old value', () => {
    const { $key, $values, $derived } = stores()
    const listener = vi.fn()
    const unbind = $derived.listen(listener)
    $values.setKey('b', 5) // not the selected key: the value stays 1
    $key.set('b')
    $values.setKey('b', 6)
    expect(listener.mock.calls.map(([value, old]) => [value, old])).toEqual([
      [5, 1],
      [6, 5],
    ])
    unbind()
  })

  it('subscribe gets the current value at once', () => {
    const { $key, $derived } = stores()
    $key.set('b')
    const values: number[] = []
    const unbind = $derived.subscribe((value) => values.push(value))
    expect(values).toEqual([2])
    unbind()
  })

  it('watches its sources only while someone listens', () => {
    const { $key, $values, $derived } = stores()
    expect($key.lc).toBe(0)
    const unbindA = $derived.listen(() => {})
    const unbindB = $derived.listen(() => {})
    expect($key.lc).toBe(1)
    expect($values.lc).toBe(1)
    unbindA()
    expect($key.lc).toBe(1)
    unbindB()
    expect($key.lc).toBe(0)
    expect($values.lc).toBe(0)
    // and picks up changes made while nobody listened
    $key.set('b')
    const listener = vi.fn()
    const unbind = $derived.listen(listener)
    expect($derived.get()).toBe(2)
    unbind()
  })

  it('a listener of a source that reads the derived store sees the new value', () => {
    const { $key, $derived } = stores()
    const unbind = $derived.listen(() => {})
    const seen: number[] = []
    const unbindKey = $key.listen(() => seen.push($derived.get()))
    $key.set('b')
    expect(seen).toEqual([2])
    unbind()
    unbindKey()
  })
})
