import { describe, expect, it } from 'vitest'
import { decodePng } from './decodePng.js'
import { drawPngIcon } from './drawPngIcon.js'
import { encodePng } from './encodePng.js'

describe('encodePng', () => {
  it('writes signature, IHDR, IDAT and IEND with the given size and pixels', () => {
    const rgba = Uint8Array.of(255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 1, 2, 3, 4)
    const png = encodePng({ width: 2, height: 2, rgba })
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const decoded = decodePng(png)
    expect(decoded.chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(decoded).toMatchObject({ width: 2, height: 2, bitDepth: 8, colorType: 6 })
    // Each row: filter byte 0, then the row's RGBA bytes.
    expect([...decoded.raw]).toEqual([0, ...rgba.subarray(0, 8), 0, ...rgba.subarray(8)])
  })

  it('computes the standard CRC-32 (zlib.crc32 agrees)', async () => {
    const png = encodePng({ width: 3, height: 1, rgba: new Uint8Array(12).fill(7) })
    const { crc32 } = await import('node:zlib')
    const view = new DataView(png.buffer)
    let offset = 8
    while (offset < png.length) {
      const length = view.getUint32(offset)
      const crc = view.getUint32(offset + 8 + length)
      expect(crc).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)))
      offset += 12 + length
    }
    expect(Buffer.from(png.subarray(-4)).toString('hex')).toBe('ae426082') // IEND's fixed CRC
  })

  it('rejects a bitmap of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, rgba: new Uint8Array(4) })).toThrow(/16 bytes/)
  })
})

describe('decodePng', () => {
  it('rejects what is not a PNG or is cut short', () => {
    expect(() => decodePng(new TextEncoder().encode('<svg/>'))).toThrow(/signature/)
    const png = encodePng({ width: 1, height: 1, rgba: new Uint8Array(4) })
    expect(() => decodePng(png.subarray(0, png.length - 3))).toThrow(/truncated/)
  })
})

describe('drawPngIcon', () => {
  it('draws a 64×64 icon, transparent in the corners, the same for a seed, different across seeds', () => {
    const a = drawPngIcon('seed-a')
    const { width, height, raw } = decodePng(a)
    expect([width, height]).toEqual([64, 64])
    const alpha = (x: number, y: number) => raw[y * (64 * 4 + 1) + 1 + x * 4 + 3]
    expect(alpha(0, 0)).toBe(0)
    expect(alpha(63, 63)).toBe(0)
    expect(alpha(32, 32)).toBe(255)
    expect(drawPngIcon('seed-a')).toEqual(a)
    expect(Buffer.from(drawPngIcon('seed-b')).equals(Buffer.from(a))).toBe(false)
  })
})
