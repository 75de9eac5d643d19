/*
 * Colour contrast for a host's accent (WCAG 2.x relative luminance and contrast ratio). A host
 * gives one `--gw-accent` for both themes; the accent is drawn as text (links, selected tabs,
 * amounts) on the theme's backgrounds and as the primary buttons' background under
 * `--gw-accent-fg`. So, per theme: the accent's HSL lightness is moved (darker on a light
 * background, lighter on a dark one) just until it reaches 4.5:1 against each background, and the
 * button's text is black or white, whichever contrasts more with it (never under 4.58:1). Pure:
 * the server and the browser derive the same tokens.
 */

type Rgb = [number, number, number]

/** The AA ratio for normal text. */
export const MIN_CONTRAST = 4.5

const hex = (s: string) => Number.parseInt(s, 16)

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (commas or
 * spaces) to 0–255 channels, alpha ignored; `undefined` for any other notation.
 */
export function parseColor(css: string): Rgb | undefined {
  const s = css.trim().toLowerCase()
  let m = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/.exec(s)
  if (m) {
    const h = m[1]!
    return h.length < 5
      ? [hex(h[0]! + h[0]), hex(h[1]! + h[1]), hex(h[2]! + h[2])]
      : [hex(h.slice(0, 2)), hex(h.slice(2, 4)), hex(h.slice(4, 6))]
  }
  m =
    /^(rgb|hsl)a?\(\s*([-\d.]+)(deg|%)?[\s,]+([-\d.]+)(%?)[\s,]+([-\d.]+)(%?)\s*([,/]\s*[\d.]+%?\s*)?\)$/.exec(
      s,
    )
  if (!m) return undefined
  const [a, b, c] = [Number(m[2]), Number(m[4]), Number(m[6])]
  if (![a, b, c].every(Number.isFinite)) return undefined
  if (m[1] === 'hsl') return hslToRgb(a, b / 100, c / 100)
  const channel = (v: number, percent: string) =>
    Math.min(255, Math.max(0, percent ? (v * 255) / 100 : v))
  return [channel(a, m[3] ?? ''), channel(b, m[5]!), channel(c, m[7]!)]
}

/** WCAG relative luminance of 0–255 channels. */
export function luminance([r, g, b]: Rgb): number {
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

function rgbToHsl([r, g, b]: Rgb): Rgb {
  const [x, y, z] = [r / 255, g / 255, b / 255]
  const max = Math.max(x, y, z)
  const min = Math.min(x, y, z)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return [0, 0, l]
  const s = d / (1 - Math.abs(2 * l - 1))
  const h = max === x ? ((y - z) / d) % 6 : max === y ? (z - x) / d + 2 : (x - y) / d + 4
  return [(h * 60 + 360) % 360, s, l]
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = Math.min(1, Math.max(0, s))
  const light = Math.min(1, Math.max(0, l))
  const c = (1 - Math.abs(2 * light - 1)) * sat
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    const v = light - (c / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255)
  }
  return [f(0), f(8), f(4)]
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

const passes = (rgb: Rgb, backgrounds: Rgb[]) =>
  backgrounds.every((bg) => contrast(rgb, bg) >= MIN_CONTRAST)

/**
 * The accent as text on these backgrounds: unchanged when it reaches 4.5:1 against each (or is in
 * a notation `parseColor` does not read, or a background is), else the nearest lightness of its
 * hue and saturation that does (towards black on a light first background, towards white on a
 * dark one), as `#rrggbb`.
 */
export function readableAccent(accent: string, backgrounds: string[]): string {
  const rgb = parseColor(accent)
  const bgs = backgrounds.map(parseColor)
  if (!rgb || bgs.length === 0 || !bgs.every(Boolean)) return accent
  const grounds = bgs as Rgb[]
  if (passes(rgb, grounds)) return accent
  const [h, s, l] = rgbToHsl(rgb)
  const lighter = luminance(grounds[0]!) < 0.18
  // Each channel moves one way with HSL lightness (for a fixed hue and saturation), so does the
  // contrast with a background on the other side: halve the interval between the accent's
  // lightness and white (or black), keeping the end that passes.
  let [fails, ok] = lighter ? [l, 1] : [l, 0]
  for (let i = 0; i < 24; i++) {
    const mid = (fails + ok) / 2
    if (passes(hslToRgb(h, s, mid), grounds)) ok = mid
    else fails = mid
  }
  return toHex(hslToRgb(h, s, ok))
}

/** Black or white, whichever contrasts more with the colour (≥ 4.58:1 for any colour). */
export function textOn(color: string): string {
  const rgb = parseColor(color)
  if (!rgb) return '#ffffff'
  return contrast(rgb, [0, 0, 0]) >= contrast(rgb, [255, 255, 255]) ? '#000000' : '#ffffff'
}
