import { describe, expect, it } from 'vitest'
import { socialRowSizes, socialRows } from './socialLayout.js'

describe('socialRows: the social buttons laid out without orphans (issue 36 §3)', () => {
  it('the demo’s seven (Farcaster and the six providers): 3, 2, 2, not 3, 3 and "Discord" alone', () => {
    expect(socialRows(7)).toEqual([3, 2, 2])
  })

  it('a few', () => {
    expect(socialRows(0)).toEqual([])
    expect(socialRows(1)).toEqual([1])
    expect(socialRows(2)).toEqual([2])
    expect(socialRows(3)).toEqual([3])
    expect(socialRows(4)).toEqual([2, 2])
    expect(socialRows(5)).toEqual([3, 2])
    expect(socialRows(6)).toEqual([3, 3])
  })

  it('for any count: every button placed, at most three a row, rows differ by one at most, and a button alone on a row only when it is the only one', () => {
    for (let count = 1; count <= 40; count++) {
      const rows = socialRows(count)
      expect(rows.reduce((a, b) => a + b, 0)).toBe(count)
      expect(Math.max(...rows)).toBeLessThanOrEqual(3)
      expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1)
      if (count > 1) expect(rows).not.toContain(1)
      // Fuller rows first.
      expect([...rows].sort((a, b) => b - a)).toEqual(rows)
    }
  })

  it('socialRowSizes gives each button its row’s size, in order', () => {
    expect(socialRowSizes(7)).toEqual([3, 3, 3, 2, 2, 2, 2])
    expect(socialRowSizes(4)).toEqual([2, 2, 2, 2])
    expect(socialRowSizes(1)).toEqual([1])
  })
})
