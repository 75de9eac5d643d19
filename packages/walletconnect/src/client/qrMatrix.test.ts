import { describe, expect, it } from 'vitest'
import { qrMatrix } from './qrMatrix.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1711111111'

describe('qrMatrix', () => {
  it('is a square of dark/light modules with the three finder patterns and no quiet zone', () => {
    const rows = qrMatrix(URI)
    const size = rows.length
    expect(size).toBeGreaterThanOrEqual(21)
    expect((size - 17) % 4).toBe(0) // QR versions are 21, 25, 29… modules wide
    for (const row of rows) expect(row).toHaveLength(size)
    // Finder patterns: a dark 7×7 ring at three corners, starting at the very edge.
    for (const [r, c] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      expect(rows[r]!.slice(c, c + 7).every(Boolean)).toBe(true)
      expect(rows[r + 1]![c + 1]).toBe(false)
      expect(rows[r + 3]![c + 3]).toBe(true)
    }
  })

  it('differs for a different URI', () => {
    expect(qrMatrix(URI)).not.toEqual(qrMatrix(URI.replace('7f6e', '8f6e')))
  })
})
