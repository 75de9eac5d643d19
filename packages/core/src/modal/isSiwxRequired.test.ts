import { describe, expect, it } from 'vitest'
import { isSiwxRequired } from './isSiwxRequired.js'

describe('isSiwxRequired', () => {
  it('reads required: true or getRequired()', () => {
    expect(isSiwxRequired({ siwx: undefined })).toBe(false)
    expect(isSiwxRequired({ siwx: {} })).toBe(false)
    expect(isSiwxRequired({ siwx: { required: true } })).toBe(true)
    expect(isSiwxRequired({ siwx: { getRequired: () => true } })).toBe(true)
    expect(isSiwxRequired({ siwx: { getRequired: () => false } })).toBe(false)
  })
})
