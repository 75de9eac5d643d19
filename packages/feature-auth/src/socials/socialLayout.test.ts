import { describe, expect, it } from 'vitest'
import { socialRowSizes, socialRows } from './socialLayout.js'

describe('socialRows: the social buttons laid out without orphans (issue 36 §3)', () => {
  it('the demo’s seven (Farcaster and the six providers) at four a row: 4 and 3, not 3, 3 and "Discord" alone', () => {
    expect(socialRows(7, 4)).toEqual([4, 3])
    expect(socialRows(7, 3)).toEqual([3, 2, 2])
  })

  it('a few, at four a row', () => {
    expect(socialRows(0, 4)).toEqual([])
    expect(socialRows(1, 4)).toEqual([1])
    expect(socialRows(4, 4)).toEqual([4])
    expect(socialRows(5, 4)).toEqual([3, 2])
    expect(socialRows(6, 4)).toEqual([3, 3])
    expect(socialRows(9, 4)).toEqual([3, 3, 3])
  })

  it('for any count and row width: every button placed, rows differ by one at most, fuller first, and a button alone on a row only when it is the only one', () => {
    // (At two a row an odd count leaves one alone: the slot uses two only for one or two buttons.)
    for (const max of [3, 4])
      for (let count = 1; count <= 40; count++) {
        const rows = socialRows(count, max)
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count)
        expect(Math.max(...rows)).toBeLessThanOrEqual(max)
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1)
        if (count > 1) expect(rows).not.toContain(1)
        expect([...rows].sort((a, b) => b - a)).toEqual(rows)
      }
  })

  it('socialRowSizes gives each button its row’s size, in order', () => {
    expect(socialRowSizes(7, 4)).toEqual([4, 4, 4, 4, 3, 3, 3])
    expect(socialRowSizes(2, 2)).toEqual([2, 2])
    expect(socialRowSizes(1, 4)).toEqual([1])
  })
})
