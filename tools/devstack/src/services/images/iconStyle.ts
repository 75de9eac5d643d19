import { createHash } from 'node:crypto'

/** The shapes an icon can carry. */
const iconShapes = [
  'circle',
  'ring',
  'diamond',
  'triangle',
  'stripes',
  'checker',
  'cross',
  'split',
] as const

export type IconShape = (typeof iconShapes)[number]

/** Colours and shape of a generated icon. */
export type IconStyle = {
  background: readonly [number, number, number]
  foreground: readonly [number, number, number]
  shape: IconShape
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)]
}

/**
 * Derives an icon's colours and shape from a seed (a wallet's image id, a token symbol…):
 * the same seed always gives the same style, different seeds almost always differ.
 */
export function iconStyle(seed: string): IconStyle {
  const digest = createHash('sha256').update(seed).digest()
  const hue = ((digest[0]! << 8) | digest[1]!) % 360
  const saturation = 0.45 + (digest[2]! / 255) * 0.4
  const lightness = 0.35 + (digest[3]! / 255) * 0.25
  const background = hslToRgb(hue, saturation, lightness)
  const foreground =
    digest[4]! % 3 === 0 ? hslToRgb((hue + 180) % 360, 0.8, 0.85) : ([255, 255, 255] as const)
  return { background, foreground, shape: iconShapes[digest[5]! % iconShapes.length]! }
}
