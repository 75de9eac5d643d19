import { encodePng } from './encodePng.js'
import { type IconShape, iconStyle } from './iconStyle.js'

function inShape(shape: IconShape, x: number, y: number, size: number): boolean {
  const c = size / 2
  const dx = x + 0.5 - c
  const dy = y + 0.5 - c
  const r = Math.hypot(dx, dy)
  switch (shape) {
    case 'circle':
      return r < size * 0.28
    case 'ring':
      return r < size * 0.3 && r > size * 0.18
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) < size * 0.3
    case 'triangle':
      return dy < size * 0.22 && dy > -size * 0.26 && Math.abs(dx) < (dy + size * 0.26) * 0.6
    case 'stripes':
      return Math.floor((x + y) / (size / 8)) % 2 === 0
    case 'checker':
      return (Math.floor(x / (size / 4)) + Math.floor(y / (size / 4))) % 2 === 0
    case 'cross':
      return (
        (Math.abs(dx) < size * 0.09 && Math.abs(dy) < size * 0.3) ||
        (Math.abs(dy) < size * 0.09 && Math.abs(dx) < size * 0.3)
      )
    case 'split':
      return x < y
  }
}

/**
 * Draws a `size`×`size` PNG icon for a seed: a rounded square in the seed's colour with a
 * simple shape on it (transparent corners).
 *
 * @example
 * const png = drawPngIcon('a1b2…') // Uint8Array, starts with the PNG signature
 */
export function drawPngIcon(seed: string, size = 64): Uint8Array<ArrayBuffer> {
  const { background, foreground, shape } = iconStyle(seed)
  const rgba = new Uint8Array(size * size * 4)
  const radius = size * 0.22
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Distance outside the rounded square's inner rectangle: > radius means a corner pixel.
      const cx = Math.max(radius - x - 0.5, 0, x + 0.5 - (size - radius))
      const cy = Math.max(radius - y - 0.5, 0, y + 0.5 - (size - radius))
      const i = (y * size + x) * 4
      if (Math.hypot(cx, cy) > radius) continue // transparent
      const colour = inShape(shape, x, y, size) ? foreground : background
      rgba[i] = colour[0]
      rgba[i + 1] = colour[1]
      rgba[i + 2] = colour[2]
      rgba[i + 3] = 255
    }
  }
  return encodePng({ width: size, height: size, rgba })
}
