import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accentTokens,
  contrast,
  MIN_CONTRAST,
  parseColor,
  readableAccent,
  textOn,
} from './contrast.js'
import { themes } from './tokens.js'

const rgb = (css: string) => {
  const parsed = parseColor(css)
  if (!parsed) throw new Error(`unparsed ${css}`)
  return parsed
}
const ratio = (a: string, b: string) => contrast(rgb(a), rgb(b))

/** Any colour a host might give, in the notations the shell reads. */
const anyAccent = fc.oneof(
  fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
    .map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`),
  fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`),
  fc.tuple(fc.nat(100), fc.nat(100), fc.nat(100)).map(([r, g, b]) => `rgb(${r}% ${g}% ${b}%)`),
)
const modes = fc.constantFrom('light' as const, 'dark' as const)

describe('parseColor', () => {
  it('reads hex and rgb() in their spellings; other notations are not read', () => {
    expect(parseColor('#3360f0')).toEqual([51, 96, 240])
    expect(parseColor('#FFF')).toEqual([255, 255, 255])
    expect(parseColor('#3360f080')).toEqual([51, 96, 240])
    expect(parseColor('rgb(51, 96, 240)')).toEqual([51, 96, 240])
    expect(parseColor('rgba(51 96 240 / .5)')).toEqual([51, 96, 240])
    expect(parseColor('rgb(100%, 0%, 0%)')).toEqual([255, 0, 0])
    expect(parseColor('hsl(120, 100%, 25%)')).toBeUndefined()
    expect(parseColor('rebeccapurple')).toBeUndefined()
    expect(parseColor('var(--brand)')).toBeUndefined()
    expect(parseColor('#12345')).toBeUndefined()
  })
})

describe('contrast', () => {
  it('is the WCAG ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(ratio('#3360f0', '#3360f0')).toBe(1)
    // The dark theme's failures the axe audit reported (issue 36): the demo's accent #3360f0
    // under the dark theme's button text, and as a link on the dark card.
    expect(ratio('#3360f0', themes.dark['--gw-accent-fg']!)).toBeCloseTo(3.71, 1)
    expect(ratio('#3360f0', themes.dark['--gw-bg']!)).toBeCloseTo(3.43, 1)
  })
})

describe('readableAccent and textOn', () => {
  it('any accent × both themes: the accent reads at ≥ 4.5:1 on the card and on its rows, and the button text on it too', () => {
    fc.assert(
      fc.property(anyAccent, modes, (accent, mode) => {
        const theme = themes[mode]
        const tokens = accentTokens(mode, { '--gw-accent': accent })
        const text = tokens['--gw-accent']!
        expect(ratio(text, theme['--gw-bg']!)).toBeGreaterThanOrEqual(MIN_CONTRAST)
        expect(ratio(text, theme['--gw-bg-2']!)).toBeGreaterThanOrEqual(MIN_CONTRAST)
        expect(ratio(tokens['--gw-accent-fg']!, text)).toBeGreaterThanOrEqual(MIN_CONTRAST)
      }),
      { numRuns: 2000 },
    )
  })

  it("any accent on the host's own backgrounds (one light, one dark) reads at ≥ 4.5:1", () => {
    const shade = (lo: number, hi: number) =>
      fc.integer({ min: lo, max: hi }).map((v) => `rgb(${v}, ${v}, ${v})`)
    fc.assert(
      fc.property(anyAccent, fc.oneof(shade(0, 40), shade(225, 255)), (accent, bg) => {
        expect(ratio(readableAccent(accent, [bg]), bg)).toBeGreaterThanOrEqual(MIN_CONTRAST)
      }),
    )
  })

  it('an accent that already passes is kept exactly as the host wrote it', () => {
    fc.assert(
      fc.property(anyAccent, modes, (accent, mode) => {
        const { '--gw-bg': bg, '--gw-bg-2': bg2 } = themes[mode]
        fc.pre(ratio(accent, bg!) >= MIN_CONTRAST && ratio(accent, bg2!) >= MIN_CONTRAST)
        expect(readableAccent(accent, [bg!, bg2!])).toBe(accent)
      }),
    )
    expect(readableAccent('#3360f0', ['#ffffff', '#f1f2f5'])).toBe('#3360f0')
  })

  it("mixes towards the background's opposite (hue kept), no further than needed", () => {
    const dark = [themes.dark['--gw-bg']!, themes.dark['--gw-bg-2']!]
    const adjusted = readableAccent('#3360f0', dark)
    const [r, g, b] = rgb(adjusted)
    // Still blue (the hue kept), lighter, and just over the line: within 0.3 of 4.5.
    expect(b).toBeGreaterThan(r)
    expect(b).toBeGreaterThan(g)
    const worst = Math.min(...dark.map((bg) => ratio(adjusted, bg)))
    expect(worst).toBeGreaterThanOrEqual(MIN_CONTRAST)
    expect(worst).toBeLessThan(MIN_CONTRAST + 0.3)
    // A pale accent on the light theme goes darker.
    const yellow = readableAccent('#ffd700', [themes.light['--gw-bg']!, themes.light['--gw-bg-2']!])
    expect(ratio(yellow, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST)
    expect(rgb(yellow)[0]).toBeGreaterThan(rgb(yellow)[2])
  })

  it('textOn: black or white, whichever contrasts more (never under 4.58:1)', () => {
    expect(textOn('#ffd700')).toBe('#000000')
    expect(textOn('#3360f0')).toBe('#ffffff')
    fc.assert(
      fc.property(anyAccent, (accent) => {
        expect(ratio(textOn(accent), accent)).toBeGreaterThanOrEqual(4.58)
      }),
    )
  })

  it('notations it cannot read are kept as given, with no derived text colour forced on them', () => {
    expect(readableAccent('rebeccapurple', ['#17181c'])).toBe('rebeccapurple')
    expect(readableAccent('#3360f0', ['var(--page)'])).toBe('#3360f0')
  })
})

describe('accentTokens', () => {
  it('nothing when the host overrides no accent or background (the themes are readable as they are)', () => {
    expect(accentTokens('dark', {})).toEqual({})
    expect(accentTokens('light', { '--gw-radius': '4px' })).toEqual({})
    for (const mode of ['light', 'dark'] as const) {
      const t = themes[mode]
      expect(ratio(t['--gw-accent']!, t['--gw-bg']!)).toBeGreaterThanOrEqual(MIN_CONTRAST)
      expect(ratio(t['--gw-accent']!, t['--gw-bg-2']!)).toBeGreaterThanOrEqual(MIN_CONTRAST)
      expect(ratio(t['--gw-accent-fg']!, t['--gw-accent']!)).toBeGreaterThanOrEqual(MIN_CONTRAST)
    }
  })

  it("the demo's one accent for both themes: kept in light, lightened in dark, with the button text derived per theme", () => {
    const variables = { '--gw-accent': '#3360f0' }
    expect(accentTokens('light', variables)).toEqual({
      '--gw-accent': '#3360f0',
      '--gw-accent-fg': '#ffffff',
    })
    const dark = accentTokens('dark', variables)
    expect(dark['--gw-accent']).not.toBe('#3360f0')
    expect(ratio(dark['--gw-accent']!, themes.dark['--gw-bg']!)).toBeGreaterThanOrEqual(4.5)
    expect(ratio(dark['--gw-accent-fg']!, dark['--gw-accent']!)).toBeGreaterThanOrEqual(4.5)
  })

  it("keeps the host's own --gw-accent-fg", () => {
    expect(accentTokens('dark', { '--gw-accent': '#3360f0', '--gw-accent-fg': '#fff' })).toEqual({
      '--gw-accent': readableAccent('#3360f0', [
        themes.dark['--gw-bg']!,
        themes.dark['--gw-bg-2']!,
      ]),
    })
  })
})
