/*
 * Colour contrast for a host's accent (WCAG 2.x relative luminance and contrast ratio). A host
 * gives one `--gw-accent` for both themes; the accent is drawn as text (links, selected tabs,
 * amounts) on the theme's backgrounds and as the primary buttons' background under
 * `--gw-accent-fg`. So, per theme: the accent is mixed with black (on a light background) or
 * white (on a dark one) just until it reaches 4.5:1 against each background, and the
 * button's text is black or white, whichever contrasts more with it (never under 4.58:1). Pure:
 * the server and the browser derive the same tokens.
 */

import type { ThemeMode } from '../internal/core.js'
import { setsAccent } from './accent.js'
import { type ThemeTokens, themes } from './tokens.js'

type Rgb = [number, number, number]

/** The AA ratio for normal text. */
export const MIN_CONTRAST = 4.5

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` and `rgb()`/`rgba()` (commas or spaces, numbers or
 * percentages) to 0–255 channels, alpha ignored; `undefined` for any other notation.
 */
export function parseColor(css: string): Rgb | undefined {
  const s = css.trim().toLowerCase()
  const m = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/.exec(s)
  if (m) {
    const h = m[1]!.length < 5 ? m[1]!.replace(/./g, '$&$&') : m[1]!
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb
  }
  const f = /^rgba?\(([\d.]+)(%?)[\s,]+([\d.]+)(%?)[\s,]+([\d.]+)(%?)\s*([,/][\s\d.%]*)?\)$/.exec(s)
  return f
    ? ([1, 3, 5].map((i) =>
        Math.min(255, f[i + 1] ? (Number(f[i]) * 255) / 100 : Number(f[i])),
      ) as Rgb)
    : undefined
}

/** WCAG relative luminance of 0–255 channels. */
function luminance([r, g, b]: Rgb): number {
  const f = (c: number) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

/** The colour mixed with white (t = 1) or black, rounded: hue kept, each channel one way. */
const mix = (rgb: Rgb, white: boolean, t: number) =>
  rgb.map((c) => Math.round(c + ((white ? 255 : 0) - c) * t)) as Rgb

const toHex = (rgb: Rgb) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

const passes = (rgb: Rgb, backgrounds: Rgb[]) =>
  backgrounds.every((bg) => contrast(rgb, bg) >= MIN_CONTRAST)

/**
 * The accent as text on these backgrounds: unchanged when it reaches 4.5:1 against each (or is in
 * a notation `parseColor` does not read, or a background is), else the least mix of it with black
 * (on a light first background) or white (on a dark one) that does, hue kept, as `#rrggbb`.
 */
export function readableAccent(accent: string, backgrounds: string[]): string {
  const rgb = parseColor(accent)
  const bgs = backgrounds.map(parseColor)
  if (!rgb || bgs.length === 0 || !bgs.every(Boolean)) return accent
  const grounds = bgs as Rgb[]
  if (passes(rgb, grounds)) return accent
  const lighter = luminance(grounds[0]!) < 0.18
  // Each channel moves one way as the mix goes towards white (or black), so does the contrast
  // with a background on the other side: halve the interval, keeping the end that passes.
  let [fails, ok] = [0, 1]
  for (let i = 0; i < 16; i++) {
    const mid = (fails + ok) / 2
    if (passes(mix(rgb, lighter, mid), grounds)) ok = mid
    else fails = mid
  }
  return toHex(mix(rgb, lighter, ok))
}

/** Black or white, whichever contrasts more with the colour (≥ 4.58:1 for any colour). */
export function textOn(color: string): string {
  const rgb = parseColor(color)
  if (!rgb) return '#ffffff'
  return contrast(rgb, [0, 0, 0]) >= contrast(rgb, [255, 255, 255]) ? '#000000' : '#ffffff'
}

/**
 * The accent tokens for this mode when the host set `--gw-accent` (or a background): the accent
 * moved until it reads at 4.5:1 on the theme's `--gw-bg` and `--gw-bg-2` (the host's own if set),
 * and, unless the host set `--gw-accent-fg`, the button text on it, black or white.
 */
export function accentTokens(
  mode: ThemeMode,
  variables: Record<string, string | number>,
): ThemeTokens {
  const pick = (k: `--gw-${string}`) => String(variables[k] ?? themes[mode][k])
  if (!setsAccent(variables)) return {}
  const accent = readableAccent(pick('--gw-accent'), [pick('--gw-bg'), pick('--gw-bg-2')])
  return {
    '--gw-accent': accent,
    ...('--gw-accent-fg' in variables ? {} : { '--gw-accent-fg': textOn(accent) }),
  }
}
