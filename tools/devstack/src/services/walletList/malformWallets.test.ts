import { describe, expect, it } from 'vitest'
import { malformWallets } from './malformWallets.js'
import { walletCatalogue } from './walletCatalogue.js'

const isValid = (entry: unknown) => {
  if (typeof entry !== 'object' || entry === null) return false
  const w = entry as Record<string, unknown>
  return (
    typeof w.id === 'string' &&
    typeof w.name === 'string' &&
    typeof w.image_id === 'string' &&
    Array.isArray(w.chains) &&
    !String(w.mobile_link).startsWith('javascript:fetch')
  )
}

describe('malformWallets', () => {
  it('keeps every valid entry in order and mixes in every kind of broken one', () => {
    const page = walletCatalogue().slice(40, 80)
    const mixed = malformWallets(page)
    expect(mixed.filter((entry) => page.includes(entry as (typeof page)[number]))).toEqual(page)
    const broken = mixed.filter((entry) => !page.includes(entry as (typeof page)[number]))
    expect(broken).toHaveLength(20)
    expect(broken.every((entry) => !isValid(entry))).toBe(true)
    expect(broken).toContain(null)
    expect(broken.some((b) => typeof b === 'object' && b !== null && !('id' in b))).toBe(true)
    expect(broken.some((b) => (b as { name?: unknown })?.name === 404)).toBe(true)
    expect(
      broken.some((b) =>
        String((b as { mobile_link?: unknown })?.mobile_link).startsWith('javascript:'),
      ),
    ).toBe(true)
    expect(malformWallets(page.slice(0, 1))).toHaveLength(2)
  })
})
