import { describe, expect, it } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { setLoading } from './setLoading.js'

describe('setLoading', () => {
  it('sets the modal flag, or a namespace flag (spec §3 per-namespace loading)', () => {
    const engine = makeEngine()
    setLoading(engine, true)
    setLoading(engine, true, 'solana')
    expect(engine.$modal.get().loading).toBe(true)
    expect(engine.$modal.get().loadingNamespaces).toEqual({ solana: true })
    setLoading(engine, false, 'solana')
    expect(engine.$modal.get().loadingNamespaces).toEqual({ solana: false })
  })
})
